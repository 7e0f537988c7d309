/**
 * What's on in the page's language: the words are the domain's (domain/event-words.ts, the ones the
 * owners' dashboard shows too), the times on Belize's clock (event-times.ts).
 */
import { useMemo } from 'react';
import { recurrenceOf } from '../../../domain/event-times';
import { dayHeading, eventTimeRange, recurrenceText } from '../../../domain/event-words';
import type { Locale } from '../../../domain/locale';
import type { EventOccurrence } from '../../../domain/schemas/events';
import { useLocale } from '../../i18n';

/** Owners' text may hold a word longer than a phone is wide: it breaks anywhere rather than widen the page. */
export const BREAK_ANYWHERE = 'min-w-0 [overflow-wrap:anywhere]';

export interface EventText {
  locale: Locale;
  range: (o: EventOccurrence) => string;
  repeat: (o: EventOccurrence) => string | null;
  day: (date: string) => string;
}

/** The what's-on wording of the page's language. */
export function useEventText(): EventText {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      range: (o: EventOccurrence) => eventTimeRange(o, locale),
      repeat: (o: EventOccurrence) => {
        const r = recurrenceOf(o);
        return r ? recurrenceText(r, locale) : null;
      },
      day: (date: string) => dayHeading(date, locale),
    }),
    [locale],
  );
}
