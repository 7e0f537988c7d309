import { type Locale, localizedPath } from '../domain/locale';
import { PAGE_ROUTES, pageLinks } from '../domain/page-routes';
import { useLocale } from './i18n';

/** Every in-app link comes from here, made from the one table of pages (domain/page-routes.ts). */
export const paths = {
  ...pageLinks,
  /** The search page without a query: where the header's search form submits before the app runs. */
  searchPage: () => PAGE_ROUTES.search.pattern,
};

/** Keeps the area filter (?area=) when linking to another list page. */
export function withArea(path: string, areaId: number | null): string {
  if (!areaId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}area=${areaId}`;
}

type Paths = typeof paths;

/**
 * The links of the pages of `locale`: the public pages' twins (`/es/map`); the owners' and admin's
 * pages, English only, stay as they are (domain/locale.ts).
 */
function pathsIn(locale: Locale): Paths {
  if (locale === 'en') return paths;
  const localized = Object.fromEntries(
    Object.entries(paths).map(([name, make]) => [
      name,
      (...args: unknown[]) => localizedPath((make as (...a: unknown[]) => string)(...args), locale),
    ]),
  );
  return localized as Paths;
}

const pathsByLocale: Record<Locale, Paths> = { en: paths, es: pathsIn('es') };

/** The links of the page being shown, in its language: every link of a public page comes from here. */
export const usePaths = (): Paths => pathsByLocale[useLocale()];

/** The links of the pages of `locale`, outside React (a page's head for the server). */
export const pathsOf = (locale: Locale): Paths => pathsByLocale[locale];
