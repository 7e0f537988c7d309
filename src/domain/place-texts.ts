/**
 * A place's own texts in the language of the page: the description and the free-text hours an owner (or
 * the seed) gave in Spanish show on `/es` pages; without them the English ones show there, marked
 * `lang="en"` so a screen reader reads them in English. English pages always show the English texts.
 */
import type { Locale } from './locale';
import type { Establishment } from './schemas/catalog';

/** A text to show, and the language to mark it with when it is not the page's (else undefined). */
export interface ShownText {
  text: string;
  lang: Locale | undefined;
}

function inPageLanguage(english: string | null, spanish: string | null, locale: Locale): ShownText | null {
  if (locale === 'es' && spanish) return { text: spanish, lang: undefined };
  if (!english) return null;
  return { text: english, lang: locale === 'en' ? undefined : 'en' };
}

/** The place's description on a page of `locale`, or null when it has none. */
export const shownDescription = (
  e: Partial<Pick<Establishment, 'descriptionEs'>> & Pick<Establishment, 'description'>,
  locale: Locale,
) => inPageLanguage(e.description, e.descriptionEs ?? null, locale);

/** The place's free-text hours on a page of `locale`, or null when it has none. */
export const shownHours = (
  e: Partial<Pick<Establishment, 'hoursEs'>> & Pick<Establishment, 'hours'>,
  locale: Locale,
) => inPageLanguage(e.hours, e.hoursEs ?? null, locale);
