import { describe, expect, it } from 'vitest';
import { tripList } from './schemas/trips';
import {
  addDay,
  copyOfShared,
  dateOfDay,
  listOfDays,
  moveWithinDay,
  planForDay,
  removeDay,
  setTime,
  stopsOfDay,
  toSharedTrip,
  uniqueListName,
} from './trip-days';
import { TRIP_STOPS_MAX, TRIP_TITLE_MAX } from './trip-limits';
import { addPlace, DEFAULT_LIST_ID, newList } from './trip-lists';
import { isLaterCopy, joinLists, laterOf, newestLists } from './trip-merge';
import { closedWarning, legKm } from './trip-plan';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 12, minute));
const ids = (stops: readonly { establishmentId: number }[]) => stops.map((s) => s.establishmentId);

function planned() {
  let list = newList(DEFAULT_LIST_ID, 'My trip', at(0));
  for (const id of [1, 2, 3, 4]) list = addPlace(list, id, at(1)).list;
  list = addDay(addDay(list, at(2)).list, at(2)).list;
  list = planForDay(list, 1, 1, at(3));
  list = planForDay(list, 2, 1, at(3));
  list = planForDay(list, 3, 2, at(3));
  return list;
}

describe('a trip list', () => {
  it('plans places by day, in order, and moves them by buttons', () => {
    const list = planned();
    expect(ids(stopsOfDay(list, 1))).toEqual([1, 2]);
    expect(ids(stopsOfDay(list, 2))).toEqual([3]);
    expect(ids(stopsOfDay(list, null))).toEqual([4]);
    const moved = moveWithinDay(list, 2, -1, at(4));
    expect(ids(stopsOfDay(moved, 1))).toEqual([2, 1]);
    expect(moved.updatedAt).toBe(at(4).toISOString());
    expect(moveWithinDay(moved, 2, -1, at(5))).toBe(moved);
    expect(tripList.safeParse(moved).success).toBe(true);
  });

  it('sends a removed day back to the saved places and moves later days up', () => {
    const list = removeDay(planned(), 1, at(5));
    expect(list.dayCount).toBe(1);
    expect(ids(stopsOfDay(list, 1))).toEqual([3]);
    expect(ids(stopsOfDay(list, null)).sort()).toEqual([1, 2, 4]);
    expect(tripList.safeParse(list).success).toBe(true);
  });

  it('refuses a place beyond the limit and a day the list lacks', () => {
    const full = listOfDays(
      'list-full-1',
      'Full',
      null,
      [Array.from({ length: TRIP_STOPS_MAX }, (_, i) => i + 1)],
      at(0),
    );
    expect(addPlace(full, 999, at(1)).limit).toBe('stops');
    expect(planForDay(planned(), 4, 3, at(6))).toEqual(planned());
  });

  it('shares days of ids with their times, without notes; a list without days as one day', () => {
    const timed = setTime(planned(), 2, '09:30', at(4));
    expect(toSharedTrip(timed).days).toEqual([
      { establishmentIds: [1, 2], times: [null, '09:30'] },
      { establishmentIds: [3], times: [null] },
    ]);
    const unplanned = addPlace(newList('list-abcdefgh', 'Ideas', at(0)), 7, at(1)).list;
    expect(toSharedTrip(unplanned).days).toEqual([{ establishmentIds: [7], times: [null] }]);
  });

  it("a shared trip's copy keeps the stops' times under the name it is given", () => {
    const shared = {
      code: 'ABCDEFGHJK',
      title: 'My trip',
      startDate: '2026-12-07',
      days: [{ establishmentIds: [1, 2], times: ['08:00', null] }],
      createdAt: at(0).toISOString(),
      expiresAt: at(0).toISOString(),
    };
    const copy = copyOfShared('list-copy-1234', shared, 'Copy of My trip', at(1));
    expect(copy.name).toBe('Copy of My trip');
    expect(copy.stops.map((s) => [s.establishmentId, s.day, s.time])).toEqual([
      [1, 1, '08:00'],
      [2, 1, null],
    ]);
    expect(tripList.safeParse(copy).success).toBe(true);
  });

  it('names a copy after the trip, else "Copy of …", numbered, never longer than a title may be', () => {
    const copyOf = (n: string) => `Copy of ${n}`;
    expect(uniqueListName('Honeymoon', ['My trip'], copyOf)).toBe('Honeymoon');
    expect(uniqueListName('My trip', ['my trip'], copyOf)).toBe('Copy of My trip');
    expect(uniqueListName('My trip', ['My trip', 'Copy of My trip'], copyOf)).toBe('Copy of My trip (2)');
    const long = 'L'.repeat(TRIP_TITLE_MAX);
    const named = uniqueListName(long, [long], copyOf);
    expect(named.length).toBeLessThanOrEqual(TRIP_TITLE_MAX);
    expect(named).toMatch(/^Copy of L+…$/);
  });

  it('dates days from the start date across a month end', () => {
    expect(dateOfDay('2026-12-30', 3)).toBe('2027-01-01');
    expect(dateOfDay(null, 3)).toBeNull();
  });
});

describe('lists on two devices', () => {
  it('keep, per list, the later copy', () => {
    const older = planned();
    const newer = { ...planForDay(older, 4, 2, at(30)) };
    const other = newList('list-other-12', 'Other', at(0));
    expect(newestLists([older], [newer, other])).toEqual([newer, other]);
    expect(newestLists([newer], [older])).toEqual([newer]);
  });

  it('a copy wins only when changed strictly later: on a tie the one kept stays', () => {
    const kept = planned();
    const sameMoment = { ...kept, name: 'Renamed elsewhere' };
    expect(isLaterCopy(sameMoment, kept)).toBe(false);
    expect(laterOf(sameMoment, kept)).toBe(kept);
    const later = { ...sameMoment, updatedAt: new Date(Date.parse(kept.updatedAt) + 1).toISOString() };
    expect(isLaterCopy(later, kept)).toBe(true);
    expect(newestLists([kept], [later])).toEqual([later]);
  });

  it('join at sign-in without losing a place either side saved', () => {
    const account = planned();
    let device = newList(DEFAULT_LIST_ID, 'My trip', at(40));
    device = addPlace(addPlace(device, 2, at(41)).list, 9, at(41)).list;
    const named = newList('list-device-1', 'Dives', at(42));
    const [joined, extra] = joinLists([account], [device, named], at(50));
    expect(ids(joined.stops)).toEqual([...ids(account.stops), 9]);
    expect(joined.updatedAt).toBe(at(50).toISOString());
    expect(extra).toEqual(named);
  });
});

describe('a day plan', () => {
  const week = [
    { day: 'Mo', ranges: [] },
    { day: 'Tu', ranges: [{ opens: '11:00', closes: '22:00' }] },
    { day: 'We', ranges: [{ opens: '18:00', closes: '02:00' }] },
    { day: 'Th', ranges: [{ opens: '11:00', closes: '22:00' }] },
    { day: 'Fr', ranges: [{ opens: '00:00', closes: '24:00' }] },
    { day: 'Sa', ranges: [{ opens: '11:00', closes: '22:00' }] },
    { day: 'Su', ranges: [{ opens: '11:00', closes: '22:00' }] },
  ] as const;

  it('warns of a stop closed that day or at that time (Belize hours)', () => {
    // 2026-12-07 is a Monday.
    expect(closedWarning(week, '2026-12-07', null)).toBe('closedThatDay');
    expect(closedWarning(week, '2026-12-08', '09:30')).toBe('closedAtThatTime');
    expect(closedWarning(week, '2026-12-08', '12:00')).toBeNull();
    expect(closedWarning(week, '2026-12-09', '23:30')).toBeNull();
    // Thursday 01:00 is still Wednesday night's opening.
    expect(closedWarning(week, '2026-12-10', '01:00')).toBeNull();
    expect(closedWarning(week, '2026-12-10', '03:00')).toBe('closedAtThatTime');
    expect(closedWarning(week, '2026-12-11', '04:00')).toBeNull();
    expect(closedWarning(null, '2026-12-07', null)).toBeNull();
    expect(closedWarning(week, null, '09:00')).toBeNull();
  });

  it('measures the straight line between stops with positions', () => {
    const km = legKm({ latitude: 17.92, longitude: -87.96 }, { latitude: 17.93, longitude: -87.96 });
    expect(km).toBeCloseTo(1.11, 2);
    expect(legKm({ latitude: null, longitude: null }, { latitude: 17.9, longitude: -87.9 })).toBeNull();
  });
});
