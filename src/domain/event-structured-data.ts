/**
 * schema.org `Event`s (JSON-LD) of what's on: one per occurrence, on the what's-on page and
 * on a place's page. Typed with `schema-dts` (types only). Every URL is absolute from `origin`, the
 * configured PUBLIC_URL, never the request's host. Apart from structured-data.ts so the landing does
 * not load it.
 */
import type { Event, Schedule, WithContext } from 'schema-dts';
import { occurrenceClock, recurrenceOf } from './event-times';
import { BELIZE_TIME_ZONE, DAY_KEYS, DAY_NAMES } from './hours-format';
import type { EventFrequency, EventOccurrence } from './schemas/events';
import { absoluteUrl, canonicalPaths, placeAddress } from './structured-data';

const REPEAT_FREQUENCY: Record<EventFrequency, string> = { daily: 'P1D', weekly: 'P1W', monthly: 'P1M' };

/** schema.org's day of the week URL of a JavaScript weekday (0 Sunday). */
const dayUrl = (weekday: number) => `https://schema.org/${DAY_NAMES[DAY_KEYS[(weekday + 6) % 7]]}`;

/**
 * The dates the series skips from this occurrence on, each as the Belize time it would have started
 * (schema.org's exceptDate as a DateTime leaves out that one occurrence, as the calendars' EXDATE does).
 * A reply kept offline from before skipDates were sent has none.
 */
function exceptDates(o: EventOccurrence, from: { date: string; time: string }): string[] {
  const offset = o.startsAt.slice(19);
  return (o.skipDates ?? [])
    .filter((d) => d >= from.date && (!o.repeat || d <= o.repeat.until))
    .map((d) => `${d}T${from.time}:00${offset}`);
}

/**
 * A series' schedule from this occurrence on: how often, on which days (weekly) or date (monthly), at
 * which Belize times, until its last date, without the dates it skips; undefined for a one-off.
 */
export function eventSchedule(o: EventOccurrence): Schedule | undefined {
  const recurrence = recurrenceOf(o);
  if (!o.repeat || !recurrence) return undefined;
  const { start, end } = occurrenceClock(o);
  const skipped = exceptDates(o, start);
  return {
    '@type': 'Schedule',
    repeatFrequency: REPEAT_FREQUENCY[o.repeat.frequency],
    ...(recurrence.kind === 'weekly' ? { byDay: recurrence.weekdays.map(dayUrl) } : {}),
    ...(recurrence.kind === 'monthly' ? { byMonthDay: recurrence.day } : {}),
    startDate: start.date,
    endDate: o.repeat.until,
    startTime: start.time,
    endTime: end.time,
    scheduleTimezone: BELIZE_TIME_ZONE,
    ...(skipped.length ? { exceptDate: skipped } : {}),
  };
}

/**
 * One occurrence: its times with Belize's offset, at its place: the node of the place's own markup (its
 * `@id`, its address), whose page is the event's URL.
 */
export function eventJsonLd(o: EventOccurrence, origin: string): WithContext<Event> {
  const placeUrl = absoluteUrl(origin, canonicalPaths.establishment(o.place.id));
  const schedule = eventSchedule(o);
  const { latitude, longitude } = o.place;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: o.title,
    ...(o.description ? { description: o.description } : {}),
    startDate: o.startsAt,
    endDate: o.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      '@id': placeUrl,
      name: o.place.name,
      url: placeUrl,
      address: placeAddress(o.place),
      ...(latitude !== null && longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
        : {}),
    },
    url: placeUrl,
    ...(schedule ? { eventSchedule: schedule } : {}),
  };
}

/** The occurrences a page shows, each an Event. */
export const eventsJsonLd = (occurrences: readonly EventOccurrence[], origin: string) =>
  occurrences.map((o) => eventJsonLd(o, origin));
