import { belizeClock, weekdayCodeOf } from '../../../domain/event-times';
import { twelveHour } from '../../../domain/hours-format';
import type { EventWeekday, OccurrenceTimes, PlaceEvent } from '../../../domain/schemas/events';
import { EVENT_WEEKDAYS } from '../../../domain/schemas/events';

/**
 * The dashboard's English words for an event (owners' pages are English only): when it happens, in
 * Belize time whatever the device's zone. Wall-clock fields (`start`, `until`) are read as written;
 * occurrences' instants are moved to Belize's clock and read through UTC getters.
 */

const WEEKDAY_NAMES: Record<EventWeekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The RFC 5545 code of a date's weekday ('YYYY-MM-DD'). */
export const weekdayOf = weekdayCodeOf;

export const weekdayName = (code: EventWeekday) => WEEKDAY_NAMES[code];

/** "Wed 2 Dec", with the year when it is not `today`'s: "Wed 2 Dec 2027". */
export function shortDate(day: string, today: string): string {
  const d = utcDate(day);
  const base = `${WEEKDAY_NAMES[weekdayOf(day)].slice(0, 3)} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return day.slice(0, 4) === today.slice(0, 4) ? base : `${base} ${day.slice(0, 4)}`;
}

/** "31 May 2027". */
export function longDate(day: string): string {
  const d = utcDate(day);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "7:30–10:30 pm", "11 am–2 pm", "9 pm–midnight": the suffix said once when both ends share it. */
export function timeRange(start: string, end: string): string {
  const from = twelveHour(start);
  const to = twelveHour(end);
  const suffix = / (am|pm)$/;
  const a = from.match(suffix)?.[1];
  if (a && a === to.match(suffix)?.[1]) return `${from.replace(suffix, '')}–${to}`;
  return `${from}–${to}`;
}

/** "Monday", "Wednesday and Friday", "Monday, Wednesday and Friday", in the week's order. */
function dayList(days: readonly EventWeekday[]): string {
  const names = EVENT_WEEKDAYS.filter((d) => days.includes(d)).map((d) => WEEKDAY_NAMES[d]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

type EventTimes = Pick<PlaceEvent, 'start' | 'end' | 'repeat'>;

/** How often: "Every day", "Every Wednesday and Friday", "Every month on the 2nd"; null for a one-off. */
function howOften(event: EventTimes): string | null {
  const { repeat, start } = event;
  if (!repeat) return null;
  const day = start.slice(0, 10);
  if (repeat.frequency === 'daily') return 'Every day';
  if (repeat.frequency === 'monthly') return `Every month on the ${ordinal(utcDate(day).getUTCDate())}`;
  const days = repeat.days.length > 0 ? repeat.days : [weekdayOf(day)];
  return days.length === 7 ? 'Every day' : `Every ${dayList(days)}`;
}

/**
 * The event as its list says it: "Every Wednesday, 7:30–10:30 pm until 31 May 2027" for a series,
 * "Wed 2 Dec, 7:30–10:30 pm" for a one-off.
 */
export function eventSummary(event: EventTimes, today: string): string {
  const times = timeRange(event.start.slice(11, 16), event.end.slice(11, 16));
  const often = howOften(event);
  if (!often || !event.repeat) return `${shortDate(event.start.slice(0, 10), today)}, ${times}`;
  return `${often}, ${times} until ${longDate(event.repeat.until)}`;
}

/** Belize's wall clock of an instant with any offset: 'YYYY-MM-DDTHH:MM'. */
function belizeWallClock(instant: string): string {
  const { date, time } = belizeClock(instant);
  return `${date}T${time}`;
}

/** The Belize date an occurrence starts on (what skipping it sends). */
export const occurrenceDay = (o: OccurrenceTimes) => belizeWallClock(o.startsAt).slice(0, 10);

/** One occurrence: "Wed 2 Dec, 7:30–10:30 pm" in Belize time. */
export function occurrenceText(o: OccurrenceTimes, today: string): string {
  const start = belizeWallClock(o.startsAt);
  const end = belizeWallClock(o.endsAt);
  return `${shortDate(start.slice(0, 10), today)}, ${timeRange(start.slice(11), end.slice(11))}`;
}

/** An event with no occurrence left to come: the list shows it as ended. */
export const hasEnded = (event: Pick<PlaceEvent, 'next'>) => event.next.length === 0;
