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

const moments = new Map<Locale, Intl.DateTimeFormat>();

/** A moment (ISO), such as when the account last saved the lists: "Nov 27, 2026, 5:40 PM". */
export function formatMoment(iso: string, locale: Locale): string {
  let format = moments.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    moments.set(locale, format);
  }
  return format.format(new Date(iso));
}
