/**
 * Opening hours in the page's language: the words from the catalogue (`hours.*`), the times in each
 * language's style (English the guide's 12-hour "9 pm", Spanish the 24-hour "21:00"). The domain says
 * what the hours are (domain/hours-format.ts `openStatus`); this module words it.
 */
import { useMemo } from 'react';
import { addDays } from '../../../domain/dates';
import {
  type DayKey,
  type LabelMoment,
  type OpenStatus,
  type TimeRange,
  twelveHour,
} from '../../../domain/hours-format';
import type { Locale } from '../../../domain/locale';
import { type Translate, useLocale, useT } from '../../i18n';

const WEEKDAY_KEYS = [
  'hours.weekdayInLabel.0',
  'hours.weekdayInLabel.1',
  'hours.weekdayInLabel.2',
  'hours.weekdayInLabel.3',
  'hours.weekdayInLabel.4',
  'hours.weekdayInLabel.5',
  'hours.weekdayInLabel.6',
] as const;

const isMidnight = (hhmm: string) => hhmm === '00:00' || hhmm === '24:00';

const spanishClock = new Intl.DateTimeFormat('es', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const spanishDate = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A wall-clock "HH:MM": "9 pm" / "21:00"; "midnight" / "medianoche". */
export function clockText(hhmm: string, locale: Locale, t: Translate): string {
  if (isMidnight(hhmm)) return t('hours.midnight');
  if (locale === 'en') return twelveHour(hhmm);
  const [h, m] = hhmm.split(':').map(Number);
  return spanishClock.format(Date.UTC(2000, 0, 1, h, m));
}

/** A time after a verb: English "9 pm"; Spanish "a las 21:00", "a la 1:30" (one o'clock is singular), "a medianoche". */
function atText(hhmm: string, locale: Locale, t: Translate): string {
  if (isMidnight(hhmm)) return t('hours.at.midnight');
  const time = clockText(hhmm, locale, t);
  return t(hhmm.startsWith('01:') ? 'hours.at.one' : 'hours.at.other', { time });
}

/**
 * Spanish reads a change at 00:00 as the end of the day before ("cierra a medianoche", not "cierra
 * mañana a medianoche"); English keeps the guide's "closes tomorrow midnight".
 */
function asEndOfDayBefore(at: LabelMoment): LabelMoment {
  if (at.time !== '00:00' || at.daysAhead <= 0) return at;
  const date = addDays(at.date, -1);
  return { time: '24:00', daysAhead: at.daysAhead - 1, weekday: (at.weekday + 6) % 7, date };
}

/** "9 pm", "tomorrow 7 am", "Wed 7 am", "2026-01-12 7 am" / "a las 21:00", "mañana a las 7:00", "el miércoles a las 7:00", "el 12 de enero a las 7:00". */
function whenText(moment: LabelMoment, locale: Locale, t: Translate): string {
  const at = locale === 'es' ? asEndOfDayBefore(moment) : moment;
  const phrase = atText(at.time, locale, t);
  if (at.daysAhead <= 0) return phrase;
  if (at.daysAhead === 1) return t('hours.when.tomorrow', { at: phrase });
  if (at.daysAhead < 7) return t('hours.when.weekday', { day: t(WEEKDAY_KEYS[at.weekday]), at: phrase });
  const date = locale === 'en' ? at.date : spanishDate.format(Date.parse(`${at.date}T00:00:00Z`));
  return t('hours.when.date', { date, at: phrase });
}

/** "Open now · closes 9 pm" / "Abierto ahora · cierra a las 21:00", and the other states. */
export function openStatusText(s: OpenStatus, locale: Locale, t: Translate): string {
  switch (s.kind) {
    case 'openNow':
      return t('hours.openNow');
    case 'allDay':
      return t('hours.open24');
    case 'closed':
      return t('hours.closed');
    case 'closesWithinHour':
      return t('hours.closesWithinHour', { time: clockText(s.at.time, locale, t) });
    case 'closes':
      return t('hours.closes', { when: whenText(s.at, locale, t) });
    case 'opensToday':
      return t('hours.opensAt', { when: atText(s.at.time, locale, t) });
    case 'opensLater':
      return t('hours.opensLater', { when: whenText(s.at, locale, t) });
  }
}

/** One range of a day: "7 am – 9 pm", "6 pm – 1 am (next day)", "Open 24 hours". */
export function rangeText(r: TimeRange, locale: Locale, t: Translate): string {
  if (r.opens === '00:00' && r.closes === '24:00') return t('hours.open24');
  const opens = clockText(r.opens, locale, t);
  const closes = clockText(r.closes, locale, t);
  return r.closes < r.opens ? t('hours.rangeNextDay', { opens, closes }) : `${opens} – ${closes}`;
}

const DAY_NAME_KEYS = {
  Mo: 'hours.day.Mo',
  Tu: 'hours.day.Tu',
  We: 'hours.day.We',
  Th: 'hours.day.Th',
  Fr: 'hours.day.Fr',
  Sa: 'hours.day.Sa',
  Su: 'hours.day.Su',
} as const satisfies Record<DayKey, string>;

/** The hours' wording in the page's language. */
export function useHoursText() {
  const t = useT('hours');
  const locale = useLocale();
  return useMemo(
    () => ({
      status: (s: OpenStatus) => openStatusText(s, locale, t),
      range: (r: TimeRange) => rangeText(r, locale, t),
      /** A day of the week as a row's label: "Monday" / "Lunes". */
      day: (day: DayKey) => t(DAY_NAME_KEYS[day]),
      closed: () => t('hours.closed'),
    }),
    [locale, t],
  );
}
