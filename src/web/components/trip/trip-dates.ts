import type { Locale } from '../../../domain/locale';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A day's date as the page says it ("Thu, Dec 3"; "jue, 3 dic"): a calendar date, no time zone. */
export function formatTripDate(date: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}
