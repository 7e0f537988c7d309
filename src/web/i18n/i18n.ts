/**
 * The interface's languages (docs/architecture.md#languages): one Lingui instance per language. Its
 * catalogue (ICU MessageFormat, compiled at build time by vite.config.ts's compiledCatalogues) comes in
 * sections: the core ones (the frame of every page) in one chunk, loaded with the language; every other
 * section in its own chunk, loaded with the pages and components that use it. A page downloads only its
 * own language's texts, and only those it can show.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type Locale, localeOfPath, type PageSection } from '../../domain/locale';
import type { MessageKey } from './catalogues/keys';

export type { MessageKey };
/** The values of a message's `{arguments}`. */
export type MessageValues = Record<string, unknown>;
/** A catalogue lookup: the message of `key` in the page's language, with `values` filled in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const core: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en'),
  es: () => import('./catalogues/es'),
};

// One chunk per section and language (the core sections are in the chunks above).
const sectionFiles: Record<Locale, Record<string, () => Promise<Messages>>> = {
  en: import.meta.glob<Messages>(
    [
      './catalogues/en/*.json',
      '!./catalogues/en/common.json',
      '!./catalogues/en/language.json',
      '!./catalogues/en/categories.json',
    ],
    { import: 'default' },
  ),
  es: import.meta.glob<Messages>(
    [
      './catalogues/es/*.json',
      '!./catalogues/es/common.json',
      '!./catalogues/es/language.json',
      '!./catalogues/es/categories.json',
    ],
    { import: 'default' },
  ),
};

/**
 * A promise React's `use` can read without suspending once it has settled (React reads these fields):
 * a page whose texts are loaded renders at once, on the server and when hydrating.
 */
type Tracked<T> = Promise<T>;

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const t = promise as Promise<T> & { status: string; value?: T; reason?: unknown };
  t.status = 'pending';
  promise.then(
    (value) => {
      t.status = 'fulfilled';
      t.value = value;
    },
    (reason) => {
      t.status = 'rejected';
      t.reason = reason;
    },
  );
  return t;
}

const instances = new Map<Locale, I18n>();
const loads = new Map<string, Tracked<I18n>>();

/** Loads once, under `key`; a failed download (weak signal) may be tried again by the next render. */
function once(key: string, load: () => Promise<I18n>): Tracked<I18n> {
  let pending = loads.get(key);
  if (!pending) {
    pending = tracked(load());
    loads.set(key, pending);
    pending.catch(() => loads.delete(key));
  }
  return pending;
}

/** Loads the core sections of `locale` once; resolves with that language's instance. */
export function loadCatalogue(locale: Locale): Tracked<I18n> {
  return once(locale, async () => {
    const { default: messages } = await core[locale]();
    const i18n = setupI18n({
      locale,
      messages: { [locale]: { ...messages } },
      // A text whose section was not loaded shows its key: say so where tests and developers look.
      missing: (_, id) => {
        console.error(`No ${locale} text for "${id}" (is its section loaded? useT)`);
        return id;
      },
    });
    instances.set(locale, i18n);
    return i18n;
  });
}

/** Loads `sections` of `locale` (and its core) once each; resolves with that language's instance. */
export function loadSections(locale: Locale, sections: readonly PageSection[]): Tracked<I18n> {
  const key = `${locale}:${[...sections].sort().join(',')}`;
  if (sections.length === 0) return loadCatalogue(locale);
  return once(key, async () => {
    const parts = sections.map((section) => once(`${locale}/${section}`, () => loadSection(locale, section)));
    await Promise.all(parts);
    return loadCatalogue(locale);
  });
}

/**
 * A lazily loaded part's code, its texts asked for at the same time (in the language of the page the
 * browser shows), so they arrive together rather than one after the other.
 */
export function withSections<T>(load: () => Promise<T>, sections: PageSection[]): Promise<T> {
  if (typeof window !== 'undefined') void loadSections(localeOfPath(window.location.pathname), sections);
  return load();
}

async function loadSection(locale: Locale, section: PageSection): Promise<I18n> {
  const file = sectionFiles[locale][`./catalogues/${locale}/${section}.json`];
  if (!file) throw new Error(`No catalogue section ${section} for ${locale}`);
  const [i18n, messages] = await Promise.all([loadCatalogue(locale), file()]);
  i18n.load(locale, messages);
  return i18n;
}

/** The instance of `locale`, whose core must have been loaded (the locale's route does: routes.tsx). */
export function i18nOf(locale: Locale): I18n {
  const i18n = instances.get(locale);
  if (!i18n) throw new Error(`The ${locale} catalogue is used before it was loaded`);
  return i18n;
}

/** Whether the core of `locale` has arrived (a layout whose own download failed shows another's). */
export const catalogueLoaded = (locale: Locale): boolean => instances.has(locale);

/** `key` in `locale`, outside React (a page's head for the server, a toast raised by a callback). */
export const translate = (locale: Locale, key: MessageKey, values?: MessageValues): string =>
  i18nOf(locale)._(key, values);
