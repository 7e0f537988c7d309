/**
 * A visitor's lists of places: the default trip that "Save" fills and the named lists beside
 * it, as the device keeps them and the account stores them (schemas/trips.ts). Pure functions: each
 * change returns a new list stamped with the moment of the change, which decides between two devices.
 * Only what the Save control needs is here (it loads with every card); planning a list's days is in
 * trip-days.ts, bringing two devices' lists together in trip-merge.ts.
 */
import type { TripList, TripStop } from './schemas/trips';
import { TRIP_STOPS_MAX } from './trip-limits';

/**
 * The default trip has the same id on every device, so signing in merges a device's trip into the
 * account's rather than beside it.
 */
export const DEFAULT_LIST_ID = 'my-trip-default';

/** Why a change was not made: the list is as full as a trip may be. */
export type ListLimit = 'stops' | 'days';

export function newList(id: string, name: string, now: Date): TripList {
  return { id, name, startDate: null, dayCount: 0, stops: [], updatedAt: now.toISOString(), deleted: false };
}

/** The list with `change` made at `now`. */
export const stamped = (list: TripList, change: Partial<TripList>, now: Date): TripList => ({
  ...list,
  ...change,
  updatedAt: now.toISOString(),
});

export const hasPlace = (list: TripList, id: number) => list.stops.some((s) => s.establishmentId === id);

/** Adds a place, unplanned; a list that is full stays as it is (`limit` says why). */
export function addPlace(list: TripList, id: number, now: Date): { list: TripList; limit?: ListLimit } {
  if (hasPlace(list, id)) return { list };
  if (list.stops.length >= TRIP_STOPS_MAX) return { list, limit: 'stops' };
  const stop: TripStop = { establishmentId: id, day: null, time: null, note: null };
  return { list: stamped(list, { stops: [...list.stops, stop] }, now) };
}

export const removePlace = (list: TripList, id: number, now: Date): TripList =>
  stamped(list, { stops: list.stops.filter((s) => s.establishmentId !== id) }, now);
