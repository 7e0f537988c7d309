import type { I18n } from '@lingui/core';
import { createContext, type ReactNode, use, useCallback, useContext, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale, type PageSection } from '../../domain/locale';
import { i18nOf, loadSections, type MessageKey, type MessageValues, type Translate } from './i18n';

/**
 * The page's language and its Lingui instance. Lingui's own React binding is not used: the instance
 * never changes language (one per language), and a section loads before what shows it renders (useT
 * suspends), so nothing has to re-render when a catalogue arrives.
 */
const LocaleContext = createContext<{ locale: Locale; i18n: I18n | null }>({
  locale: DEFAULT_LOCALE,
  i18n: null,
});

/** Gives its tree the page's language and that language's catalogue (loaded before: routes.tsx). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, i18n: i18nOf(locale) }), [locale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The language of the page being shown. */
export const useLocale = () => useContext(LocaleContext).locale;

/** Whether a language's catalogue is given here (not in a layout's loading state, before it arrives). */
export const useHasCatalogue = () => useContext(LocaleContext).i18n !== null;

/**
 * The page's catalogue: `const t = useT('category')`, then `t('category.sortBy')`,
 * `t('place.photos', { count })`. The core sections (domain/locale.ts: common, language, categories)
 * are always there; a component names every other section it uses, which is loaded for the page's
 * language if it is not yet (the component suspends meanwhile; the route has usually loaded it with
 * the page). catalogues.test.ts fails on a key whose section its file does not name. Plurals, numbers
 * and dates are formatted by the message itself (ICU: `{count, plural, one {# photo} other {# photos}}`,
 * `{n, number}`) or with Intl in the page's language (useLocale).
 */
export function useT(...sections: PageSection[]): Translate {
  const { locale, i18n } = useContext(LocaleContext);
  if (sections.length > 0) use(loadSections(locale, sections));
  return useCallback(
    (key: MessageKey, values?: MessageValues) => (i18n ?? i18nOf(locale))._(key, values),
    [i18n, locale],
  );
}
