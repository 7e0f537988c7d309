/**
 * What's on in the page's language: the times come from the domain on Belize's clock (event-times.ts),
 * the words from the `events` catalogue section. Components using it name that section in useT.
 */
import { useMemo } from 'react';
import { eventTimeRange, type Recurrence, recurrenceOf } from '../../../domain/event-times';
import type { Locale } from '../../../domain/locale';
import type { EventOccurrence } from '../../../domain/schemas/events';
import { type Translate, useLocale, useT } from '../../i18n';

const WEEKDAYS = [
  'events.weekday.0',
  'events.weekday.1',
  'events.weekday.2',
  'events.weekday.3',
  'events.weekday.4',
  'events.weekday.5',
  'events.weekday.6',
] as const;

const MONTHS = [
  'events.month.1',
  'events.month.2',
  'events.month.3',
  'events.month.4',
  'events.month.5',
  'events.month.6',
  'events.month.7',
  'events.month.8',
  'events.month.9',
  'events.month.10',
  'events.month.11',
  'events.month.12',
] as const;

/** Owners' text may hold a word longer than a phone is wide: it breaks anywhere rather than widen the page. */
export const BREAK_ANYWHERE = 'min-w-0 [overflow-wrap:anywhere]';

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** "Thursday 3 December" / "Jueves 3 de diciembre" of a YYYY-MM-DD date. */
export function dayHeading(date: string, t: Translate): string {
  const [, month, day] = date.split('-').map(Number);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return capitalised(
    t('events.dayHeading', { weekday: t(WEEKDAYS[weekday]), day, month: t(MONTHS[month - 1]) }),
  );
}

/** "Every Wednesday", "Every Wednesday and Friday", "Every day" / "Cada miércoles", "Todos los días". */
export function recurrenceText(r: Recurrence, t: Translate): string {
  if (r.kind === 'daily') return t('events.repeatDaily');
  if (r.kind === 'monthly') return t('events.repeatMonthly');
  const names = r.weekdays.map((d) => t(WEEKDAYS[d]));
  const days =
    names.length === 1
      ? names[0]
      : t('events.and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
  return capitalised(t('events.repeatWeekly', { days }));
}

export interface EventText {
  locale: Locale;
  range: (o: EventOccurrence) => string;
  repeat: (o: EventOccurrence) => string | null;
  day: (date: string) => string;
}

/** The what's-on wording of the page's language. */
export function useEventText(): EventText {
  const t = useT('events');
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      range: (o: EventOccurrence) => eventTimeRange(o, locale),
      repeat: (o: EventOccurrence) => {
        const r = recurrenceOf(o);
        return r ? recurrenceText(r, t) : null;
      },
      day: (date: string) => dayHeading(date, t),
    }),
    [locale, t],
  );
}
