/**
 * The languages the guide speaks and where each one's pages live. English is the default and lives at
 * the root (`/map`); every page a visitor or an owner reaches has a Spanish twin under `/es` (`/es/map`,
 * `/es` for `/`, `/es/signin`, `/es/business`). Only the admin speaks English only and has no twin.
 * docs/architecture.md#languages.
 */
import { ENGLISH_ONLY_PATTERNS, type PageTexts } from './page-routes';
import { staysOnSite } from './return-to';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The cookie that remembers the language a reader chose with the switch (`en` or `es`). */
export const LOCALE_COOKIE = 'lang';
/** How long the choice is remembered. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Each language's name in itself, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

const SPANISH_PREFIX = '/es';

/**
 * What has no twin: the admin (page-routes.ts), and the API, which speaks no language. A path is one of
 * them when it is one of these or below one.
 */
const ENGLISH_ONLY = ['/api', ...ENGLISH_ONLY_PATTERNS];

/** The language of the page at `pathname` (a path without query). */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The path (query kept) without its language prefix: `/es/map?x=1` -> `/map?x=1`, `/es` -> `/`. */
export function pathWithoutLocale(path: string): string {
  if (localeOfPath(path.split(/[?#]/)[0]) !== 'es') return path;
  const rest = path.slice(SPANISH_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** Whether the page at `pathname` (either language) has a twin in the other language. */
export function hasTwin(pathname: string): boolean {
  const base = pathWithoutLocale(pathname).split(/[?#]/)[0];
  return !ENGLISH_ONLY.some((p) => base === p || base.startsWith(`${p}/`));
}

/**
 * An English path (query kept) as the page of `locale`: `/map` -> `/es/map`, `/` -> `/es`,
 * `/search?q=x` -> `/es/search?q=x`. English-only pages stay as they are. A path that would lead off
 * the site in a link (`//evil.example/x`, from a request for `/es//evil.example/x`: return-to.ts's
 * staysOnSite) is never written: `locale`'s home page is given instead.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!staysOnSite(path)) return locale === 'en' ? '/' : SPANISH_PREFIX;
  if (locale === 'en' || !hasTwin(path)) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return SPANISH_PREFIX + path.slice(1);
  return SPANISH_PREFIX + path;
}

/** The twin in `locale` of the page at `path` (either language, query kept). */
export const twinPath = (path: string, locale: Locale) => localizedPath(pathWithoutLocale(path), locale);

/**
 * Which of the guide's languages a reader ranks first among their languages (an Accept-Language
 * header's tags or navigator.languages, best first), or null when they name neither. `es-MX` is Spanish.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * The sections of the interface's message catalogues (src/web/i18n/catalogues/<locale>/<section>.json).
 * The core ones, which the frame of every page uses, come in one chunk with the language; each other
 * section is its own chunk, loaded with the pages and components that use it.
 */
export const CORE_SECTIONS = ['common', 'language', 'categories'] as const;
export const PAGE_SECTIONS = [
  'landing',
  'category',
  'hours',
  'place',
  'planner',
  'updates',
  'booking',
  'map',
  'notFound',
  'geo',
  'account',
  'trip',
  'report',
  'events',
  'portal',
] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/**
 * The sections each public page shows at once, loaded with the page (the route's `lazy`) and preloaded
 * with the app by the page the server sends (route-chunks). A component also asks for the sections it
 * uses (useT), so one shown later, or on another page, loads its texts itself: the landing's planner
 * and live updates, lazily loaded components, bring theirs with them.
 */
export const SECTIONS_OF_PAGE = {
  landing: ['landing'],
  category: ['category', 'hours', 'updates', 'geo'],
  detail: ['place', 'hours', 'updates', 'geo'],
  map: ['map', 'category', 'hours', 'geo'],
  search: ['category', 'hours', 'updates', 'geo'],
  trip: ['trip', 'hours', 'geo'],
  events: ['events'],
  notFound: ['notFound'],
  portal: ['portal'],
  // The dashboard's Live Updates form, shared with the portal, also says until when in the visitors' words.
  dashboard: ['portal', 'updates'],
} as const satisfies Record<PageTexts, readonly PageSection[]>;
