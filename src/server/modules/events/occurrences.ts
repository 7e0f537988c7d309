import { TZDate } from '@date-fns/tz/date';
import rrule from 'rrule';
import { weekdayCodeOf } from '../../../domain/event-times';
import { BELIZE_TIME_ZONE } from '../../../domain/hours-format';
import type { EventFrequency, EventWeekday, OccurrenceTimes } from '../../../domain/schemas/events';

// rrule ships CommonJS: its named exports are read from the default one.
const { RRule, RRuleSet } = rrule;

/**
 * When an event happens: its first start and end as Belize wall-clock times (`2026-12-02T19:30`) and,
 * for a series, its rule. Occurrences are computed by rrule (RFC 5545) on "floating" dates: a Date
 * whose UTC fields are Belize's wall clock, which rrule reads only through UTC getters, so the server's
 * own zone plays no part. Each floating start is turned into a real instant in Belize's zone last.
 */
export interface Series {
  start: string;
  end: string;
  frequency: EventFrequency | null;
  /** Weekly: the days; empty means the start's weekday. */
  days: readonly EventWeekday[];
  /** The last date a series may happen on (YYYY-MM-DD); null for a one-off. */
  until: string | null;
  skipDates: readonly string[];
}

/** One occurrence as instants. */
export interface Occurrence {
  start: Date;
  end: Date;
}

const FREQUENCY = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;
const WEEKDAY = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
} as const;

/** `2026-12-02T19:30` (or a date alone) as a floating Date. */
export function floating(local: string): Date {
  const [date, time = '00:00'] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min));
}

/** A floating Date as `2026-12-02T19:30`. */
export function localOf(floatingDate: Date): string {
  return floatingDate.toISOString().slice(0, 16);
}

/** The floating date's fields as a time in Belize's zone (ical-generator writes a TZDate's own fields). */
export function zonedOf(f: Date): TZDate {
  return new TZDate(
    f.getUTCFullYear(),
    f.getUTCMonth(),
    f.getUTCDate(),
    f.getUTCHours(),
    f.getUTCMinutes(),
    f.getUTCSeconds(),
    BELIZE_TIME_ZONE,
  );
}

/** The instant Belize's wall clock reads the floating date's fields. */
export const instantOf = (floatingDate: Date) => new Date(zonedOf(floatingDate).getTime());

/** What Belize's wall clock reads at `instant`, as a floating Date. */
export function floatingAt(instant: Date): Date {
  const z = new TZDate(instant.getTime(), BELIZE_TIME_ZONE);
  return new Date(
    Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds()),
  );
}

/** `2026-12-02T19:30:00-06:00`: the instant with Belize's offset, to the second. */
export function withBelizeOffset(instant: Date): string {
  return new TZDate(instant.getTime(), BELIZE_TIME_ZONE).toISOString().replace(/\.\d{3}(?=[+-]|Z)/, '');
}

export const toTimes = (o: Occurrence): OccurrenceTimes => ({
  startsAt: withBelizeOffset(o.start),
  endsAt: withBelizeOffset(o.end),
});

/** How long each occurrence lasts, in wall-clock milliseconds. */
const lengthOf = (series: Series) => floating(series.end).getTime() - floating(series.start).getTime();

/** The series' rule on floating dates; null for a one-off. */
function ruleSetOf(series: Series) {
  if (!series.frequency || !series.until) return null;
  const dtstart = floating(series.start);
  const rule = new RRule({
    freq: FREQUENCY[series.frequency],
    dtstart,
    byweekday: series.frequency === 'weekly' ? weekdaysOf(series) : null,
    // The whole last day counts: UNTIL is inclusive.
    until: new Date(floating(series.until).getTime() + 86_399_000),
  });
  const set = new RRuleSet();
  set.rrule(rule);
  const time = series.start.slice(10);
  for (const date of series.skipDates) set.exdate(floating(`${date}${time}`));
  return set;
}

function weekdaysOf(series: Series) {
  const days = series.days.length ? series.days : [weekdayCodeOf(series.start.slice(0, 10))];
  return days.map((d) => WEEKDAY[d]);
}

function occurrenceAt(floatingStart: Date, length: number): Occurrence {
  return { start: instantOf(floatingStart), end: instantOf(new Date(floatingStart.getTime() + length)) };
}

/**
 * The first `max` occurrences that overlap [from, to) (instants), sorted by start. A one-off is its own
 * only occurrence; an occurrence that started before `from` and is still on counts. rrule stops at the
 * `max`-th: a window reads no more of a series than it lists.
 */
export function occurrencesBetween(
  series: Series,
  from: Date,
  to: Date,
  max = Number.POSITIVE_INFINITY,
): Occurrence[] {
  const length = lengthOf(series);
  const set = ruleSetOf(series);
  const overlaps = (o: Occurrence) => o.end.getTime() > from.getTime() && o.start.getTime() < to.getTime();
  if (!set) {
    const only = occurrenceAt(floating(series.start), length);
    return overlaps(only) && max > 0 ? [only] : [];
  }
  const found: Occurrence[] = [];
  if (max <= 0) return found;
  set.between(new Date(floatingAt(from).getTime() - length), floatingAt(to), true, (start) => {
    const o = occurrenceAt(start, length);
    if (overlaps(o)) found.push(o);
    return found.length < max;
  });
  return found;
}

/** The first `count` occurrences that end after `now`. */
export function nextOccurrences(series: Series, now: Date, count: number): Occurrence[] {
  const length = lengthOf(series);
  const set = ruleSetOf(series);
  if (!set) {
    const only = occurrenceAt(floating(series.start), length);
    return only.end.getTime() > now.getTime() ? [only] : [];
  }
  const found: Occurrence[] = [];
  set.all((date) => {
    const o = occurrenceAt(date, length);
    if (o.end.getTime() > now.getTime()) found.push(o);
    return found.length < count;
  });
  return found.slice(0, count);
}

/** The first and last occurrence, or null when the series never happens (every date skipped…). */
export function boundsOf(series: Series): { first: Occurrence; last: Occurrence } | null {
  const length = lengthOf(series);
  const set = ruleSetOf(series);
  if (!set) {
    const only = occurrenceAt(floating(series.start), length);
    return { first: only, last: only };
  }
  const first = set.after(new Date(floating(series.start).getTime() - 1), true);
  const last = set.before(new Date(floating(series.until ?? series.start).getTime() + 86_400_000), false);
  if (!first || !last) return null;
  return { first: occurrenceAt(first, length), last: occurrenceAt(last, length) };
}

/**
 * The series' RRULE line for a calendar: UNTIL as the UTC instant that ends its last day in Belize
 * (RFC 5545 wants UTC there when DTSTART has a TZID); null for a one-off.
 */
export function rruleLineOf(series: Series): string | null {
  if (!series.frequency || !series.until) return null;
  const until = instantOf(new Date(floating(series.until).getTime() + 86_399_000));
  return RRule.optionsToString({
    freq: FREQUENCY[series.frequency],
    byweekday: series.frequency === 'weekly' ? weekdaysOf(series) : null,
    until,
  });
}
