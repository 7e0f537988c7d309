import { belizeDay } from './dates';

/** A listing not checked for this long is stale: its owners are reminded and the admin lists it. */
export const STALE_AFTER_DAYS = 180;

const DAY_MS = 86_400_000;

/** Whole days between the Belize calendar days of two instants (the island's "3 days ago"). */
export function belizeDaysBetween(earlier: Date, later: Date): number {
  return Math.round((Date.parse(belizeDay(later)) - Date.parse(belizeDay(earlier))) / DAY_MS);
}

/** A listing not checked for STALE_AFTER_DAYS at `now`. */
export const isStale = (checkedAt: string, now: Date) =>
  now.getTime() - Date.parse(checkedAt) > STALE_AFTER_DAYS * DAY_MS;

/**
 * How long ago a listing was checked, in the reader's words ("today", "3 days ago", "7 months ago",
 * "hace 2 años"): days for six weeks, then months, then years. Days are the island's calendar days,
 * so a page says the same on the server and on any phone.
 */
export function checkedAgo(checkedAt: string, now: Date, locale: string): string {
  const days = Math.max(0, belizeDaysBetween(new Date(checkedAt), now));
  // "today" and "yesterday" in words; months and years always in numbers ("last month" would name a
  // calendar month the check may not have been in).
  if (days < 45) return formatter(locale, 'auto').format(-days, 'day');
  if (days < 548) return formatter(locale, 'always').format(-Math.round(days / 30.44), 'month');
  return formatter(locale, 'always').format(-Math.round(days / 365.25), 'year');
}

/** One formatter per language and style: a list of cards asks for one line per card. */
const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatter(locale: string, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${locale} ${numeric}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.RelativeTimeFormat(locale, { numeric });
    formatters.set(key, made);
  }
  return made;
}
