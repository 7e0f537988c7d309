/**
 * A list's days: planning its places by day and order, times and notes, its dates, and a
 * list as a shared snapshot and back. Pure functions, each stamping the list with the change's moment.
 */
import { addDays } from './dates';
import type { SharedTrip, SharedTripBody, TripList, TripStop } from './schemas/trips';
import { TRIP_DAYS_MAX, TRIP_STOPS_MAX, TRIP_TITLE_MAX } from './trip-limits';
import { type ListLimit, newList, stamped } from './trip-lists';

function updateStop(list: TripList, id: number, change: Partial<TripStop>, now: Date): TripList {
  const stops = list.stops.map((s) => (s.establishmentId === id ? { ...s, ...change } : s));
  return stamped(list, { stops }, now);
}

/** Plans a place for a day (null: back to the saved places); it goes last in that day. */
export function planForDay(list: TripList, id: number, day: number | null, now: Date): TripList {
  const stop = list.stops.find((s) => s.establishmentId === id);
  if (!stop || (day !== null && (day < 1 || day > list.dayCount))) return list;
  const rest = list.stops.filter((s) => s !== stop);
  return stamped(list, { stops: [...rest, { ...stop, day }] }, now);
}

export const setTime = (list: TripList, id: number, time: string | null, now: Date) =>
  updateStop(list, id, { time }, now);

export const setNote = (list: TripList, id: number, note: string | null, now: Date) =>
  updateStop(list, id, { note: note?.trim() ? note : null }, now);

/** The stops planned for `day`, in their order (null: the saved places not planned yet). */
export const stopsOfDay = (list: TripList, day: number | null) => list.stops.filter((s) => s.day === day);

/** The list's days, numbered from 1. */
export const dayNumbers = (list: Pick<TripList, 'dayCount'>) =>
  Array.from({ length: list.dayCount }, (_, i) => i + 1);

/** Moves a stop one place earlier (-1) or later (+1) within its day. */
export function moveWithinDay(list: TripList, id: number, step: -1 | 1, now: Date): TripList {
  const stop = list.stops.find((s) => s.establishmentId === id);
  if (!stop) return list;
  const day = stopsOfDay(list, stop.day);
  const at = day.indexOf(stop);
  const other = day[at + step];
  if (!other) return list;
  const stops = list.stops.map((s) => (s === stop ? other : s === other ? stop : s));
  return stamped(list, { stops }, now);
}

export function addDay(list: TripList, now: Date): { list: TripList; limit?: ListLimit } {
  if (list.dayCount >= TRIP_DAYS_MAX) return { list, limit: 'days' };
  return { list: stamped(list, { dayCount: list.dayCount + 1 }, now) };
}

/** Removes a day: its stops go back to the saved places, and the later days move up by one. */
export function removeDay(list: TripList, day: number, now: Date): TripList {
  if (day < 1 || day > list.dayCount) return list;
  const stops = list.stops.map((s) =>
    s.day === day ? { ...s, day: null } : s.day !== null && s.day > day ? { ...s, day: s.day - 1 } : s,
  );
  return stamped(list, { stops, dayCount: list.dayCount - 1 }, now);
}

export const setStartDate = (list: TripList, startDate: string | null, now: Date) =>
  stamped(list, { startDate }, now);

export const rename = (list: TripList, name: string, now: Date) => stamped(list, { name }, now);

export const markDeleted = (list: TripList, now: Date) =>
  stamped(list, { deleted: true, stops: [], dayCount: 0, startDate: null }, now);

/** The date of day `day` of a trip starting on `startDate` (YYYY-MM-DD), or null without a start date. */
export function dateOfDay(startDate: string | null, day: number): string | null {
  if (!startDate) return null;
  return addDays(startDate, day - 1);
}

/** A day's stops as a shared day: the places in order and each one's time. */
const sharedDayOf = (stops: readonly TripStop[]) => ({
  establishmentIds: stops.map((s) => s.establishmentId),
  times: stops.map((s) => s.time),
});

/**
 * A list as a shared snapshot: its days in order with the stops' times, no notes; a list without days
 * shares one day of all.
 */
export function toSharedTrip(list: TripList): SharedTripBody {
  const days =
    list.dayCount === 0
      ? [sharedDayOf(list.stops)]
      : Array.from({ length: list.dayCount }, (_, i) => sharedDayOf(stopsOfDay(list, i + 1)));
  return { title: list.name, startDate: list.startDate, days };
}

/**
 * A new list from days of places (a shared trip's, the planner's), each place once, in order; `times`,
 * when given, holds each day's stops' times in the same order.
 */
export function listOfDays(
  id: string,
  name: string,
  startDate: string | null,
  days: readonly (readonly number[])[],
  now: Date,
  times: readonly (readonly (string | null)[])[] = [],
): TripList {
  const seen = new Set<number>();
  const stops: TripStop[] = [];
  days.slice(0, TRIP_DAYS_MAX).forEach((ids, i) => {
    ids.forEach((establishmentId, at) => {
      if (seen.has(establishmentId) || stops.length >= TRIP_STOPS_MAX) return;
      seen.add(establishmentId);
      stops.push({ establishmentId, day: i + 1, time: times[i]?.[at] ?? null, note: null });
    });
  });
  const dayCount = Math.min(days.length, TRIP_DAYS_MAX);
  return { ...newList(id, name, now), startDate, dayCount, stops };
}

/**
 * A name for a new list that no kept list has (letter case aside): `wanted` itself, else `copyOf(wanted)`,
 * else that with " (2)", " (3)"…; each cut to fit a list's name.
 */
export function uniqueListName(
  wanted: string,
  taken: readonly string[],
  copyOf: (name: string) => string,
): string {
  const names = new Set(taken.map((n) => n.trim().toLowerCase()));
  const free = (name: string) => !names.has(name.trim().toLowerCase());
  if (free(wanted)) return wanted;
  const numbered = (suffix: string) => {
    const base = copyOf(wanted);
    return base.length + suffix.length <= TRIP_TITLE_MAX
      ? base + suffix
      : `${base.slice(0, TRIP_TITLE_MAX - suffix.length - 1)}…${suffix}`;
  };
  for (let n = 1; ; n++) {
    const name = numbered(n === 1 ? '' : ` (${n})`);
    if (free(name)) return name;
  }
}

/** A shared trip as a new list of this device's, named `name` (uniqueListName), its stops' times kept. */
export const copyOfShared = (id: string, trip: SharedTrip, name: string, now: Date) =>
  listOfDays(
    id,
    name,
    trip.startDate,
    trip.days.map((d) => d.establishmentIds),
    now,
    trip.days.map((d) => d.times),
  );
