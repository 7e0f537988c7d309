import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, type ReactNode, use, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale, type PageSection } from '../../domain/locale';
import { i18nOf, loadSections, type MessageKey, type MessageValues, type Translate } from './i18n';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives its tree the page's language and that language's catalogue (loaded before: routes.tsx). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider i18n={i18nOf(locale)}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The language of the page being shown. */
export const useLocale = () => useContext(LocaleContext);

/**
 * The page's catalogue: `const t = useT('category')`, then `t('category.sortBy')`,
 * `t('place.photos', { count })`. The core sections (domain/locale.ts: common, language, categories)
 * are always there; a component names every other section it uses, which is loaded for the page's
 * language if it is not yet (the component suspends meanwhile; the route has usually loaded it with
 * the page). catalogues.test.ts fails on a key whose section its file does not name. Plurals, numbers
 * and dates are formatted by the message itself (ICU: `{count, plural, one {# photo} other {# photos}}`)
 * or with `i18n.number` / `i18n.date` from useLingui, in the page's language.
 */
export function useT(...sections: PageSection[]): Translate {
  const locale = useLocale();
  if (sections.length > 0) use(loadSections(locale, sections));
  const { i18n } = useLingui();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}
