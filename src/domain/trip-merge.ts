/**
 * Two copies of a visitor's lists brought together: the account keeps, per list, the later
 * copy; at a device's first sign-in its lists are joined into the account's, nothing lost.
 */
import type { TripList } from './schemas/trips';
import { TRIP_STOPS_MAX } from './trip-limits';
import { hasPlace, stamped } from './trip-lists';

/**
 * Whether `copy` of a list wins over `kept` (the account's rule, the device's too): it was changed
 * strictly later; on a tie the copy already kept stays. The server's upsert says the same in SQL
 * (`excluded.updated_at > updated_at`).
 */
export const isLaterCopy = (copy: Pick<TripList, 'updatedAt'>, kept: Pick<TripList, 'updatedAt'>) =>
  Date.parse(copy.updatedAt) > Date.parse(kept.updatedAt);

/** The later of two copies of one list: the one changed last; on a tie, `b` (the one kept). */
export const laterOf = (a: TripList, b: TripList) => (isLaterCopy(a, b) ? a : b);

/** Two sets of lists, each list the later of its copies; the order of `mine`, then lists only in `theirs`. */
export function newestLists(mine: readonly TripList[], theirs: readonly TripList[]): TripList[] {
  const byId = new Map(theirs.map((l) => [l.id, l]));
  const merged = mine.map((l) => {
    const other = byId.get(l.id);
    return other ? laterOf(other, l) : l;
  });
  const known = new Set(mine.map((l) => l.id));
  return [...merged, ...theirs.filter((l) => !known.has(l.id))];
}

/**
 * A device's lists brought into an account at sign-in: nothing either side saved is lost. A list both
 * have (the default trip) keeps the account's plan and gains the device's places it lacks, planned on
 * the device's day when the account's list has that day; a deleted copy gives way to a kept one.
 */
export function joinLists(account: readonly TripList[], device: readonly TripList[], now: Date): TripList[] {
  const deviceById = new Map(device.map((l) => [l.id, l]));
  const joined = account.map((theirs) => {
    const mine = deviceById.get(theirs.id);
    if (!mine || mine.deleted) return theirs;
    if (theirs.deleted) return stamped(mine, {}, now);
    const missing = mine.stops
      .filter((s) => !hasPlace(theirs, s.establishmentId))
      .map((s) => ({ ...s, day: s.day !== null && s.day <= theirs.dayCount ? s.day : null }));
    if (missing.length === 0) return theirs;
    const stops = [...theirs.stops, ...missing].slice(0, TRIP_STOPS_MAX);
    return stamped(theirs, { stops }, now);
  });
  const known = new Set(account.map((l) => l.id));
  return [...joined, ...device.filter((l) => !known.has(l.id) && !l.deleted)];
}
