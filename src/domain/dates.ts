/**
 * Calendar dates ('YYYY-MM-DD') and the Belize day, for every side: bookings, events, the owners' form,
 * the server's windows. A date is read as midnight UTC and stepped through UTC getters, so no process or
 * device time zone (nor a daylight-saving change) moves it; Belize keeps UTC-6 all year, so its day is
 * the instant moved by that offset. Small on purpose: the lightest page chunks (hours labels) load it.
 */

/** Belize's offset from UTC all year (no daylight saving): what turns an instant into its wall clock. */
export const BELIZE_OFFSET_MS = -6 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight UTC of a date, or NaN for text that is no date. */
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The date `days` after (negative: before) a YYYY-MM-DD date; '' for text that is no date, so
 * `addDays(s, 0) === s` says whether `s` is a real date (`isCalendarDate`).
 */
export function addDays(date: string, days: number): string {
  const t = utcMidnight(date);
  return Number.isNaN(t) ? '' : dateOf(t + days * DAY_MS);
}

/** A real YYYY-MM-DD date ("2027-02-30" is not one). */
export const isCalendarDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && addDays(s, 0) === s;

/** 'YYYY-MM-DD' plus whole months, kept within the month: 30 Nov + 3 months is 28 (or 29) Feb. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return dateOf(Date.UTC(y, m - 1 + months, Math.min(d, lastOfMonth)));
}

/** Whole days from one date to another (a stay's nights: check-in to check-out). */
export const daysBetween = (from: string, to: string) =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** The weekday (0 Sunday) of a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => new Date(utcMidnight(date)).getUTCDay();

/** The day of the month (1–31) of a YYYY-MM-DD date. */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** A moment on Belize's wall clock: its date, its "HH:MM" (24-hour) and weekday (0 Sunday). */
export interface BelizeClock {
  date: string;
  time: string;
  weekday: number;
}

/** Belize's wall clock at an instant (an ISO text with any offset, or a Date), whatever the device's zone. */
export function belizeClock(instant: string | Date): BelizeClock {
  const at = new Date(new Date(instant).getTime() + BELIZE_OFFSET_MS);
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday: at.getUTCDay() };
}

/** The Belize calendar day (YYYY-MM-DD) of an instant. */
export const belizeDay = (instant: Date): string => dateOf(instant.getTime() + BELIZE_OFFSET_MS);

/** The `count` Belize days ending with the day of `now`, oldest first. */
export function lastBelizeDays(now: Date, count: number): string[] {
  const today = belizeDay(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
}

/** The instant a Belize calendar day begins. */
export const belizeDayStart = (day: string) => new Date(utcMidnight(day) - BELIZE_OFFSET_MS);
