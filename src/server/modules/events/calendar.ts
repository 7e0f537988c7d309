import { ICalCalendar, type ICalEventData } from 'ical-generator';
import { belizeVtimezone } from '../../../domain/belize-vtimezone';
import { withCalendarName } from '../../../domain/calendar-name';
import { BELIZE_TIME_ZONE } from '../../../domain/hours-format';
import { pageLinks } from '../../../domain/page-routes';
import { withoutControlCharacters as fileText } from '../../../domain/text';
import { floating, rruleLineOf, type Series, zonedOf } from './occurrences';
import type { EventService } from './service';

const PRODUCT_ID = '-//Ambergris Guide//Events//EN';
const UID_DOMAIN = 'ambergris-guide';

type CalendarEvent = Awaited<ReturnType<EventService['forCalendar']>>['events'][number];

/**
 * Events as an iCalendar file (RFC 5545), written by ical-generator (escaping, folding by octets, CRLF):
 * a series is one VEVENT with its RRULE and its skipped dates as EXDATE, so a calendar app shows every
 * date and follows changes when it reads the feed again (UIDs are the events' ids). Times carry
 * `TZID=America/Belize` with its VTIMEZONE. Owner text loses the control characters RFC 5545 forbids
 * (domain/text.ts), and the name is written as TEXT that readers unescape (domain/calendar-name.ts).
 */
export function eventsCalendar(name: string, events: CalendarEvent[], origin: string): string {
  const calendar = new ICalCalendar({
    prodId: PRODUCT_ID.replace(/^-/, ''),
    // No calendar-wide zone: DTSTAMP and UNTIL stay in UTC, as RFC 5545 asks.
    timezone: { name: null, generator: belizeVtimezone },
  });
  for (const e of events) calendar.createEvent(eventOf(e, origin));
  return `${withCalendarName(calendar.toString(), name)}\r\n`;
}

function eventOf({ row, series, place }: CalendarEvent, origin: string): ICalEventData {
  const url = `${origin}${pageLinks.establishment(place.fields.id)}`;
  const f = place.fields;
  const title = fileText([f.name, f.address?.trim()].filter(Boolean).join(', '));
  const description = row.description ? `${fileText(row.description)}\n\n${url}` : url;
  return {
    id: `event-${row.id}@${UID_DOMAIN}`,
    stamp: row.updatedAt,
    lastModified: row.updatedAt,
    timezone: BELIZE_TIME_ZONE,
    start: zonedOf(floating(series.start)),
    end: zonedOf(floating(series.end)),
    summary: fileText(row.title),
    description,
    location:
      f.latitude !== null && f.longitude !== null
        ? { title, geo: { lat: f.latitude, lon: f.longitude } }
        : title,
    url,
    repeating: repeatLines(series),
  };
}

/**
 * The RRULE (rrule's) and EXDATE lines, handed to ical-generator as text: its own EXDATE writer reads
 * dates through the server's zone. A skipped date is the series' start time on that date.
 */
function repeatLines(series: Series): string | null {
  const rule = rruleLineOf(series);
  if (!rule) return null;
  if (!series.skipDates.length) return rule;
  const time = series.start.slice(11).replace(':', '');
  const dates = series.skipDates.map((d) => `${d.replaceAll('-', '')}T${time}00`);
  return `${rule}\nEXDATE;TZID=${BELIZE_TIME_ZONE}:${dates.join(',')}`;
}
