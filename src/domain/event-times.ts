/**
 * What's on without words: an occurrence's Belize wall clock, and a window's occurrences
 * sorted into "tonight" and the week's days. Belize keeps UTC-6 all year (no daylight saving), so the
 * wall clock is the instant moved by the offset and read through UTC getters: the same on the server,
 * in any browser and in any process time zone, so a server render and its hydration agree.
 */

import { addDays, type BelizeClock, belizeClock, belizeDay, dayOfMonth, weekdayOf } from './dates';
import { EVENT_WEEKDAYS, type EventWeekday } from './event-codes';
import type { EventOccurrence, EventRepeat, OccurrenceTimes, PlaceEvent } from './schemas/events';

/** The RFC 5545 code of a YYYY-MM-DD date's weekday (MO…SU). */
export const weekdayCodeOf = (date: string): EventWeekday => EVENT_WEEKDAYS[(weekdayOf(date) + 6) % 7];

/** When an occurrence starts and ends on Belize's clock; `nextDay` when it ends on a later date. */
export interface OccurrenceClock {
  start: BelizeClock;
  end: BelizeClock;
  /** It ends on a later date than it starts (past midnight; an end at 00:00 counts as the same night). */
  nextDay: boolean;
}

export function occurrenceClock(o: OccurrenceTimes): OccurrenceClock {
  const start = belizeClock(o.startsAt);
  const end = belizeClock(o.endsAt);
  const endsAtMidnight = end.time === '00:00' && end.date === addDays(start.date, 1);
  return { start, end, nextDay: end.date > start.date && !endsAtMidnight };
}

/** What has not ended by `now` (a reply kept offline, or on a page left open, still holds the rest). */
export const notEnded = <T extends OccurrenceTimes>(occurrences: readonly T[], now: Date) =>
  occurrences.filter((o) => Date.parse(o.endsAt) > now.getTime());

/** One date of the week's list (not today) and what starts on it. */
export interface EventDay<T> {
  date: string;
  weekday: number;
  occurrences: T[];
}

export interface WhatsOn<T> {
  /** Belize's date at `now`. */
  today: string;
  /** Today's occurrences not yet ended, those already under way from yesterday first (by start). */
  tonight: T[];
  /** The following days that have occurrences, in date order, up to `days` days after today. */
  days: EventDay<T>[];
}

/**
 * A window's occurrences as the page lists them at `now`: what has ended is left out (a reply kept
 * offline, or on a page left open, still holds it), today's go to "tonight", later ones to their
 * start's date up to `days` days ahead (the week: 6). Sorted by start, as the API answers.
 */
export function whatsOn<T extends OccurrenceTimes>(
  occurrences: readonly T[],
  now: Date,
  days = 6,
): WhatsOn<T> {
  const today = belizeDay(now);
  const last = addDays(today, days);
  const byDay = new Map<string, T[]>();
  const tonight: T[] = [];
  const sorted = notEnded(occurrences, now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const o of sorted) {
    const date = belizeClock(o.startsAt).date;
    if (date <= today) tonight.push(o);
    else if (date <= last) byDay.set(date, [...(byDay.get(date) ?? []), o]);
  }
  return {
    today,
    tonight,
    days: [...byDay].map(([date, list]) => ({ date, weekday: weekdayOf(date), occurrences: list })),
  };
}

/** When the island's evening begins: "tonight" says nothing of an afternoon. */
const EVENING_STARTS = '17:00';

/**
 * How to head today's occurrences honestly: "tonight" once it is evening on the island or when every
 * one of them starts in the evening, else "today" (a 3 pm event seen at 1 pm is not "tonight").
 */
export function partOfDay(occurrences: readonly OccurrenceTimes[], now: Date): 'tonight' | 'today' {
  const evening = (at: string | Date) => belizeClock(at).time >= EVENING_STARTS;
  return evening(now) || (occurrences.length > 0 && occurrences.every((o) => evening(o.startsAt)))
    ? 'tonight'
    : 'today';
}

/** Today's occurrences not yet ended, at most `max` (the landing's "Tonight on the island"). */
export const tonightOf = <T extends OccurrenceTimes>(occurrences: readonly T[], now: Date, max = 3) =>
  whatsOn(occurrences, now, 0).tonight.slice(0, max);

/** The places with an occurrence tonight, each with its first one not yet ended (the map's marks). */
export function tonightByPlace(
  occurrences: readonly EventOccurrence[],
  now: Date,
): Map<number, EventOccurrence> {
  const byPlace = new Map<number, EventOccurrence>();
  for (const o of whatsOn(occurrences, now, 0).tonight)
    if (!byPlace.has(o.place.id)) byPlace.set(o.place.id, o);
  return byPlace;
}

/** JavaScript's weekday numbers (0 Sunday) of RFC 5545's codes. */
export const WEEKDAY_NUMBER: Record<EventWeekday, number> = {
  SU: 0,
  MO: 1,
  TU: 2,
  WE: 3,
  TH: 4,
  FR: 5,
  SA: 6,
};

/**
 * How a series repeats, for its line ("Every Wednesday"): the weekdays of a weekly one (Monday first;
 * its start's weekday when it names none), every day, or every month on its start's day of the month;
 * null for a one-off. `startDate` is the Belize date it starts on.
 */
export type Recurrence =
  | { kind: 'weekly'; weekdays: number[] }
  | { kind: 'daily' }
  | { kind: 'monthly'; day: number };

export function seriesRecurrence(
  repeat: Pick<EventRepeat, 'frequency' | 'days'> | null | undefined,
  startDate: string,
): Recurrence | null {
  if (!repeat) return null;
  if (repeat.frequency === 'daily') return { kind: 'daily' };
  if (repeat.frequency === 'monthly') return { kind: 'monthly', day: dayOfMonth(startDate) };
  const days = repeat.days?.length ? repeat.days.map((d) => WEEKDAY_NUMBER[d]) : [weekdayOf(startDate)];
  const mondayFirst = (d: number) => (d + 6) % 7;
  return { kind: 'weekly', weekdays: [...new Set(days)].sort((a, b) => mondayFirst(a) - mondayFirst(b)) };
}

/** How the series of an occurrence repeats (its start read on Belize's clock). */
export const recurrenceOf = (o: Pick<EventOccurrence, 'repeat' | 'startsAt'>) =>
  seriesRecurrence(o.repeat, belizeClock(o.startsAt).date);

/** The Belize date an occurrence starts on (what skipping it sends). */
export const occurrenceDay = (o: OccurrenceTimes) => belizeClock(o.startsAt).date;

/** An event with no occurrence left to come: the owners' list shows it as ended. */
export const hasEnded = (event: Pick<PlaceEvent, 'next'>) => event.next.length === 0;
