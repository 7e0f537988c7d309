/**
 * An event in words, the one wording both its readers see: the visitors' pages (what's on, a place's
 * events, the landing, the map) and the owners' dashboard say the same times, repeats and dates, in
 * the page's language. Times are Belize's whatever the device's zone (event-times.ts reads them):
 * English in the guide's 12-hour style, Spanish 24-hour. Plain tables rather than the interface's
 * catalogue, so the server's pages, the owners' English-only dashboard and any chunk can word an event.
 */
import { dayOfMonth, weekdayOf } from './dates';
import { occurrenceClock, type Recurrence, seriesRecurrence, WEEKDAY_NUMBER } from './event-times';
import { twelveHour } from './hours-format';
import type { Locale } from './locale';
import type { EventWeekday, OccurrenceTimes, PlaceEvent } from './schemas/events';

interface Words {
  weekdays: readonly string[];
  months: readonly string[];
  and: (first: string, last: string) => string;
  daily: string;
  weekly: (days: string) => string;
  monthly: (day: number) => string;
  dayHeading: (weekday: string, day: number, month: string) => string;
  longDate: (day: number, month: string, year: string) => string;
  until: (summary: string, date: string) => string;
}

const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const WORDS: Record<Locale, Words> = {
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    and: (first, last) => `${first} and ${last}`,
    daily: 'Every day',
    weekly: (days) => `Every ${days}`,
    monthly: (day) => `Every month on the ${ordinal(day)}`,
    dayHeading: (weekday, day, month) => `${weekday} ${day} ${month}`,
    longDate: (day, month, year) => `${day} ${month.slice(0, 3)} ${year}`,
    until: (summary, date) => `${summary} until ${date}`,
  },
  es: {
    weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    and: (first, last) => `${first} y ${last}`,
    daily: 'Todos los días',
    weekly: (days) => `Cada ${days}`,
    monthly: (day) => `Cada mes, el día ${day}`,
    dayHeading: (weekday, day, month) => `${weekday} ${day} de ${month}`,
    longDate: (day, month, year) => `${day} de ${month} de ${year}`,
    until: (summary, date) => `${summary} hasta el ${date}`,
  },
};

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const monthOf = (date: string) => Number(date.slice(5, 7)) - 1;

/** The name of a weekday (0 Sunday): "Wednesday" / "miércoles". */
export const weekdayName = (weekday: number, locale: Locale) => WORDS[locale].weekdays[weekday];

/** The name of an RFC 5545 weekday code (the owners' day choices). */
export const weekdayCodeName = (code: EventWeekday, locale: Locale) =>
  weekdayName(WEEKDAY_NUMBER[code], locale);

/** A day's heading: "Thursday 3 December" / "Jueves 3 de diciembre". */
export function dayHeading(date: string, locale: Locale): string {
  const w = WORDS[locale];
  return capitalised(w.dayHeading(w.weekdays[weekdayOf(date)], dayOfMonth(date), w.months[monthOf(date)]));
}

/** A date in a list: "Wed 2 Dec" / "mié 2 dic", with the year when it is not `today`'s: "Wed 2 Dec 2027". */
export function shortDate(date: string, today: string, locale: Locale): string {
  const w = WORDS[locale];
  const base = `${w.weekdays[weekdayOf(date)].slice(0, 3)} ${dayOfMonth(date)} ${w.months[monthOf(date)].slice(0, 3)}`;
  return date.slice(0, 4) === today.slice(0, 4) ? base : `${base} ${date.slice(0, 4)}`;
}

/** A date with its year: "31 May 2027" / "31 de mayo de 2027". */
export const longDate = (date: string, locale: Locale) =>
  WORDS[locale].longDate(dayOfMonth(date), WORDS[locale].months[monthOf(date)], date.slice(0, 4));

/** A Belize "HH:MM" in a language's style: English the guide's 12-hour "7:30 pm", Spanish 24-hour "19:30". */
function clock(hhmm: string, locale: Locale): { text: string; half: string } {
  if (locale !== 'en') return { text: `${Number(hhmm.slice(0, 2))}:${hhmm.slice(3)}`, half: '' };
  const text = twelveHour(hhmm);
  return { text, half: text.split(' ')[1] ?? '' };
}

/** A Belize "HH:MM" as the guide writes it: "9:30 am" in English, "9:30" in Spanish (a trip's stop too). */
export const clockTime = (hhmm: string, locale: Locale) => clock(hhmm, locale).text;

/**
 * From one Belize "HH:MM" to another: "7:30 – 10:30 pm" (one "pm" for both ends in the same half of
 * the same day), "10 pm – 2 am" past midnight, "9 pm – midnight"; Spanish "19:30 – 22:30".
 */
export function timeRange(start: string, end: string, endsLaterDay: boolean, locale: Locale): string {
  const from = clock(start, locale);
  const to = clock(end, locale);
  const shared = from.half !== '' && from.half === to.half && !endsLaterDay;
  return `${shared ? from.text.replace(` ${from.half}`, '') : from.text} – ${to.text}`;
}

/** When an occurrence happens, on Belize's clock whatever the device's zone: "7:30 – 10:30 pm". */
export function eventTimeRange(o: OccurrenceTimes, locale: Locale): string {
  const { start, end } = occurrenceClock(o);
  return timeRange(start.time, end.time, end.date !== start.date, locale);
}

/** When it starts: "8 pm" / "20:00" (the map's line). */
export const eventStartTime = (o: OccurrenceTimes, locale: Locale) =>
  clockTime(occurrenceClock(o).start.time, locale);

/** "Every Wednesday", "Every Monday, Wednesday and Friday", "Every day", "Every month on the 2nd" / "Cada miércoles y viernes". */
export function recurrenceText(r: Recurrence, locale: Locale): string {
  const w = WORDS[locale];
  if (r.kind === 'daily' || (r.kind === 'weekly' && r.weekdays.length === 7)) return w.daily;
  if (r.kind === 'monthly') return w.monthly(r.day);
  const names = r.weekdays.map((d) => w.weekdays[d]);
  const days = names.length === 1 ? names[0] : w.and(names.slice(0, -1).join(', '), names[names.length - 1]);
  return capitalised(w.weekly(days));
}

type EventTimes = Pick<PlaceEvent, 'start' | 'end' | 'repeat'>;

/**
 * An event as its owner's list says it, from its wall-clock fields (read as written, in Belize):
 * "Every Wednesday, 7:30 – 10:30 pm until 31 May 2027" for a series, "Wed 2 Dec, 7:30 – 10:30 pm" for
 * a one-off; the same repeat and times the visitors' pages show.
 */
export function eventSummary(event: EventTimes, today: string, locale: Locale): string {
  const startDate = event.start.slice(0, 10);
  const times = timeRange(
    event.start.slice(11, 16),
    event.end.slice(11, 16),
    event.end.slice(0, 10) > startDate,
    locale,
  );
  const recurrence = seriesRecurrence(event.repeat, startDate);
  if (!recurrence || !event.repeat) return `${shortDate(startDate, today, locale)}, ${times}`;
  return WORDS[locale].until(
    `${recurrenceText(recurrence, locale)}, ${times}`,
    longDate(event.repeat.until, locale),
  );
}

/** One occurrence in a list: "Wed 2 Dec, 7:30 – 10:30 pm" on Belize's clock. */
export function occurrenceText(o: OccurrenceTimes, today: string, locale: Locale): string {
  return `${shortDate(occurrenceClock(o).start.date, today, locale)}, ${eventTimeRange(o, locale)}`;
}
