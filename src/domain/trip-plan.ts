/**
 * What the trip page says about a day's plan: how far apart consecutive stops are, and
 * whether a stop is closed on its day or at its time, by its opening hours in Belize time.
 */
import { distanceKm, type LatLng } from './geo';
import { DAY_KEYS, type DayKey, type TimeRange } from './hours-format';

type WeekHours = readonly { day: DayKey; ranges: readonly TimeRange[] }[];

interface Positioned {
  latitude: number | null;
  longitude: number | null;
}

const position = (p: Positioned): LatLng | null =>
  p.latitude === null || p.longitude === null ? null : { latitude: p.latitude, longitude: p.longitude };

/** The straight-line distance from one stop to the next (null when either has no position). */
export function legKm(from: Positioned, to: Positioned): number | null {
  const a = position(from);
  const b = position(to);
  return a && b ? distanceKm(a, b) : null;
}

/** The weekday of a date (YYYY-MM-DD), as the hours name it, and of the day before. */
function weekdays(date: string): [DayKey, DayKey] {
  const today = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return [DAY_KEYS[today], DAY_KEYS[(today + 6) % 7]];
}

/** Whether a day's ranges hold `time`; a range closing after midnight holds the rest of its day. */
const openAt = (ranges: readonly TimeRange[], time: string) =>
  ranges.some((r) => (r.closes <= r.opens ? time >= r.opens : time >= r.opens && time < r.closes));

/** Whether the day before's range that closes after midnight still holds `time`. */
const openFromDayBefore = (ranges: readonly TimeRange[], time: string) =>
  ranges.some((r) => r.closes <= r.opens && time < r.closes);

/**
 * Why a stop planned for `date` (and `time`, when chosen) would find the place shut, by its week of
 * opening hours (Belize time, as the API gives it): closed that whole day, or closed at that time.
 * Null when it is open then or its hours are not known.
 */
export function closedWarning(
  week: WeekHours | null,
  date: string | null,
  time: string | null,
): 'closedThatDay' | 'closedAtThatTime' | null {
  if (!week || !date) return null;
  const [today, dayBefore] = weekdays(date);
  const ranges = week.find((d) => d.day === today)?.ranges ?? [];
  const before = week.find((d) => d.day === dayBefore)?.ranges ?? [];
  if (!time) return ranges.length === 0 ? 'closedThatDay' : null;
  if (openAt(ranges, time) || openFromDayBefore(before, time)) return null;
  return ranges.length === 0 ? 'closedThatDay' : 'closedAtThatTime';
}
