import { escape as escapeText, foldLines } from 'ical-generator';
import { withoutControlCharacters } from './text';

/**
 * A calendar's name, as NAME (RFC 7986) and X-WR-CALNAME (what Google and Apple show), added to a
 * calendar ical-generator wrote. The library writes the name as it is given, and a reader takes an
 * extension's value (and NAME, which ical.js does not know) verbatim unless told its type: an escaped
 * "What's on\, Ambergris Caye" read back with its backslash in ical.js and Python's icalendar alike.
 * `VALUE=TEXT` says the value is TEXT, which every reader unescapes (decision 61).
 */
export function withCalendarName(ics: string, name: string): string {
  const value = escapeText(withoutControlCharacters(name), false);
  const lines = foldLines(`NAME;VALUE=TEXT:${value}\r\nX-WR-CALNAME;VALUE=TEXT:${value}`);
  // Among the calendar's own properties: before its first component, or its end.
  const at = ics.search(/\r\n(BEGIN|END):/);
  return `${ics.slice(0, at)}\r\n${lines}${ics.slice(at)}`;
}
