/**
 * schema.org `Event`s (JSON-LD) of what's on (issue 36): one per occurrence, on the what's-on page and
 * on a place's page. Typed with `schema-dts` (types only). Every URL is absolute from `origin`, the
 * configured PUBLIC_URL, never the request's host. Apart from structured-data.ts so the landing does
 * not load it.
 */
import type { Event, Schedule, WithContext } from 'schema-dts';
import { occurrenceClock, recurrenceOf } from './event-times';
import { BELIZE_TIME_ZONE, DAY_KEYS, DAY_NAMES } from './hours-format';
import type { EventFrequency, EventOccurrence } from './schemas/events';
import { absoluteUrl, canonicalPaths } from './structured-data';

const REPEAT_FREQUENCY: Record<EventFrequency, string> = { daily: 'P1D', weekly: 'P1W', monthly: 'P1M' };

/** schema.org's day of the week URL of a JavaScript weekday (0 Sunday). */
const dayUrl = (weekday: number) => `https://schema.org/${DAY_NAMES[DAY_KEYS[(weekday + 6) % 7]]}`;

/**
 * A series' schedule from this occurrence on: how often, on which days (weekly) or date (monthly), at
 * which Belize times, until its last date; undefined for a one-off.
 */
export function eventSchedule(o: EventOccurrence): Schedule | undefined {
  const recurrence = recurrenceOf(o);
  if (!o.repeat || !recurrence) return undefined;
  const { start, end } = occurrenceClock(o);
  return {
    '@type': 'Schedule',
    repeatFrequency: REPEAT_FREQUENCY[o.repeat.frequency],
    ...(recurrence.kind === 'weekly' ? { byDay: recurrence.weekdays.map(dayUrl) } : {}),
    ...(recurrence.kind === 'monthly' ? { byMonthDay: Number(start.date.slice(8, 10)) } : {}),
    startDate: start.date,
    endDate: o.repeat.until,
    startTime: start.time,
    endTime: end.time,
    scheduleTimezone: BELIZE_TIME_ZONE,
  };
}

/** One occurrence: its times with Belize's offset, at its place (the place's page is its URL). */
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
      name: o.place.name,
      url: placeUrl,
      address: {
        '@type': 'PostalAddress',
        ...(o.place.address ? { streetAddress: o.place.address } : {}),
        addressLocality: 'San Pedro',
        addressRegion: 'Belize District',
        addressCountry: 'BZ',
      },
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
