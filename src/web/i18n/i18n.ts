/**
 * The interface's languages (docs/architecture.md#languages): one Lingui instance per language, its
 * catalogue (ICU MessageFormat, compiled at build time by vite.config.ts's compiledCatalogues) loaded
 * lazily, so a page downloads only the catalogue of its own language.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../../domain/locale';
import type english from './catalogues/en';

/** A key of the catalogues (both have the same keys: i18n.test.ts). */
export type MessageKey = keyof typeof english;
/** The values of a message's `{arguments}`. */
export type MessageValues = Record<string, unknown>;
/** A catalogue lookup: the message of `key` in the page's language, with `values` filled in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en'),
  es: () => import('./catalogues/es'),
};

const instances = new Map<Locale, I18n>();
const loading = new Map<Locale, Promise<I18n>>();

/** Loads the catalogue of `locale` once; resolves with that language's instance. */
export function loadCatalogue(locale: Locale): Promise<I18n> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(({ default: messages }) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      instances.set(locale, i18n);
      return i18n;
    });
    loading.set(locale, pending);
    // A failed download (weak signal) may be tried again by the next navigation.
    pending.catch(() => loading.delete(locale));
  }
  return pending;
}

/** The instance of `locale`, whose catalogue must have been loaded (the locale's route does: routes.tsx). */
export function i18nOf(locale: Locale): I18n {
  const i18n = instances.get(locale);
  if (!i18n) throw new Error(`The ${locale} catalogue is used before it was loaded`);
  return i18n;
}

/** `key` in `locale`, outside React (a page's head for the server, a toast raised by a callback). */
export const translate = (locale: Locale, key: MessageKey, values?: MessageValues): string =>
  i18nOf(locale)._(key, values);
