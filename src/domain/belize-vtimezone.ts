import { BELIZE_TIME_ZONE } from './hours-format';

/**
 * The VTIMEZONE of Belize for iCalendar files (the trip's export, the events' feeds): ical-generator
 * writes `TZID=America/Belize` but leaves the zone's definition to us. Belize keeps standard time all
 * year, so one STANDARD rule describes every date.
 */
export const BELIZE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BELIZE_TIME_ZONE}`,
  `X-LIC-LOCATION:${BELIZE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's timezone generator: Belize's definition, and none for any other zone. */
export const belizeVtimezone = (tzid: string): string | null =>
  tzid === BELIZE_TIME_ZONE ? BELIZE_VTIMEZONE : null;
