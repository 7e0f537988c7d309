/**
 * The plan as an iCalendar file, made on the device.
 *
 * ical-generator, not `ics`: `ics` writes a time either in UTC or floating (no zone at all), never with
 * a TZID, and reads a "local" input through the device's own zone; ical-generator writes
 * `DTSTART;TZID=…` from wall-clock fields, escapes text, folds lines by octets and takes a VTIMEZONE
 * generator. package.json holds it to the last major that supports the project's Node: the next one
 * drops that Node.
 *
 * A time goes in as a TZDate in Belize's zone: ical-generator reads a plain Date through the device's
 * zone, so a stop falling in that zone's daylight-saving gap would move by an hour.
 *
 * What the library leaves to us: the VTIMEZONE itself (domain/belize-vtimezone.ts), the calendar's name
 * (it writes NAME and X-WR-CALNAME as given; domain/calendar-name.ts writes them as TEXT), the control
 * characters RFC 5545 forbids in text (domain/text.ts) and the line break after END:VCALENDAR.
 */
import { TZDate } from '@date-fns/tz/date';
import { ICalCalendar, type ICalEventData, type ICalLocation } from 'ical-generator';
import { belizeVtimezone } from '../../../../domain/belize-vtimezone';
import { withCalendarName } from '../../../../domain/calendar-name';
import { BELIZE_TIME_ZONE } from '../../../../domain/hours-format';
import { withoutControlCharacters as fileText } from '../../../../domain/text';
import type { ExportPlan, ExportStop } from './types';

const DEFAULT_PRODUCT_ID = '-//Ambergris Guide//Trip plan//EN';
const UID_DOMAIN = 'ambergris-guide';
const CRLF = '\r\n';

export interface CalendarOptions {
  /** DTSTAMP of every event: the moment of the export. */
  now: Date;
  /** The PRODID value, e.g. '-//Ambergris Guide//Trip plan//EN'. */
  productId?: string;
}

/**
 * One event per stop of a dated day; days without a date are left out, since a calendar cannot place
 * them. A stop with a time lasts an hour in Belize time; one without is an all-day event.
 */
export function tripCalendar(plan: ExportPlan, options: CalendarOptions): string {
  const calendar = new ICalCalendar({
    // The library writes the leading '-' of an unregistered product identifier itself.
    prodId: (options.productId ?? DEFAULT_PRODUCT_ID).replace(/^-/, ''),
    // No calendar-wide zone: that would also write DTSTAMP in local time, which must be UTC.
    timezone: { name: null, generator: belizeVtimezone },
  });
  const uids = new UidMaker(plan.id);
  for (const { day, date, stops } of plan.days) {
    if (date === null) continue;
    for (const stop of stops) {
      calendar.createEvent(stopEvent(stop, date, uids.next(day, stop.establishmentId), options.now));
    }
  }
  return withCalendarName(calendar.toString(), plan.title) + CRLF;
}

function stopEvent(stop: ExportStop, date: string, uid: string, now: Date): ICalEventData {
  return {
    id: uid,
    stamp: now,
    ...when(date, stop.time),
    summary: fileText(stop.name),
    location: locationOf(stop),
    url: stop.url,
    description: stop.note ? `${fileText(stop.note)}\n\n${stop.url}` : stop.url,
  };
}

function when(
  date: string,
  time: string | null,
): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> {
  const [year, month, day] = parseDate(date);
  if (time === null) {
    // All-day dates are written through UTC getters when the event has no zone: the device's zone plays no part.
    return {
      allDay: true,
      start: new Date(Date.UTC(year, month - 1, day)),
      end: new Date(Date.UTC(year, month - 1, day + 1)),
    };
  }
  const [hour, minute] = parseTime(time);
  return {
    timezone: BELIZE_TIME_ZONE,
    start: new TZDate(year, month - 1, day, hour, minute, BELIZE_TIME_ZONE),
    end: new TZDate(year, month - 1, day, hour + 1, minute, BELIZE_TIME_ZONE),
  };
}

function locationOf(stop: ExportStop): ICalLocation | string {
  const title = fileText(stop.address ?? '').trim() || fileText(stop.name);
  const geo = positionOf(stop);
  return geo ? { title, geo } : title;
}

function positionOf(stop: ExportStop): { lat: number; lon: number } | null {
  const { lat, lng } = stop;
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lon: lng };
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date as YYYY-MM-DD: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function parseTime(time: string): [number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a time as HH:MM: ${time}`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * UIDs that stay the same from one export of a plan to the next, so a calendar importing the file again
 * updates its events instead of doubling them. A place twice in one day gets a counter, since two
 * events with one UID would be read as one.
 */
class UidMaker {
  private readonly seen = new Map<string, number>();

  constructor(private readonly listId: string) {}

  next(day: number, establishmentId: number): string {
    const base = `trip-${this.listId}-${day}-${establishmentId}`;
    const count = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, count);
    return `${count === 1 ? base : `${base}-${count}`}@${UID_DOMAIN}`;
  }
}
