import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locale';
import { i18nOf, type MessageKey, type MessageValues, type Translate } from './i18n';

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
 * The page's catalogue: `t('category.sortBy')`, `t('place.photos', { count })`. Plurals, numbers and
 * dates are formatted by the message itself (ICU: `{count, plural, one {# photo} other {# photos}}`)
 * or with `i18n.number` / `i18n.date` from useLingui, in the page's language.
 */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}
