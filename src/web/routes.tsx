import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import {
  DEFAULT_LOCALE,
  type Locale,
  localizedPath,
  type PageSection,
  SECTIONS_OF_PAGE,
} from '../domain/locale';
import { PAGE_ROUTES, type PageModuleName, type PageRoute, type PageRouteName } from '../domain/page-routes';
import { alertsQuery } from './api/alerts';
import { LocalizedLayout } from './features/layout';
import { loadCatalogue, loadSections } from './i18n';
import { unlessLeaving } from './lib/leaving';
import type { PageLoader } from './page-loader';
import { LayoutError, PageError } from './ui/LoadFailed';
import { PageSpinner } from './ui/PageSpinner';

/** A page module: its component, and for a page the server renders, its loader (page-loader.ts). */
export type PageModule = { default: React.ComponentType; loader?: PageLoader };

/** Each page module's import: every page is a chunk of its own, so no page carries another's weight. */
export const PAGE_MODULES: Record<PageModuleName, () => Promise<PageModule>> = {
  LandingPage: () => import('./pages/LandingPage'),
  MapPage: () => import('./pages/MapPage'),
  CategoryIdPage: () => import('./pages/CategoryIdPage'),
  EstablishmentPage: () => import('./pages/EstablishmentPage'),
  SearchPage: () => import('./pages/SearchPage'),
  EventsPage: () => import('./pages/EventsPage'),
  CategorySlugPage: () => import('./pages/CategorySlugPage'),
  ClaimPage: () => import('./pages/ClaimPage'),
  BusinessPortalPage: () => import('./pages/BusinessPortalPage'),
  DashboardPage: () => import('./pages/DashboardPage'),
  OwnerHomePage: () => import('./pages/OwnerHomePage'),
  AdminPage: () => import('./pages/AdminPage'),
  SignInPage: () => import('./pages/SignInPage'),
  ForgotPasswordPage: () => import('./pages/ForgotPasswordPage'),
  ResetPasswordPage: () => import('./pages/ResetPasswordPage'),
  AccountPage: () => import('./pages/AccountPage'),
  VerifyEmailPage: () => import('./pages/VerifyEmailPage'),
  TripPage: () => import('./pages/TripPage'),
  SharedTripPage: () => import('./pages/SharedTripPage'),
  ConfirmListingPage: () => import('./pages/ConfirmListingPage'),
  NotFoundPage: () => import('./pages/NotFoundPage'),
};

/** What each page route carries for the server's render: which page of the table it is, and whether it is rendered. */
export interface PageHandle {
  name: PageRouteName;
  /** False for routes the server does not render (maps, forms, signed-in pages): they get the shell. */
  ssr: boolean;
}

/**
 * A page of the table (domain/page-routes.ts) in one language, at its path in it (`/map`, `/es/map`),
 * lazily loaded with the catalogue sections it shows at once (loaded beside its chunk), so no page
 * renders before its texts are there (on the server, before hydrating, and when a link crosses
 * languages). Its HydrateFallback shows inside the layout while they load on a client-rendered first
 * visit (React Router warns without one). Its ErrorBoundary, inside the layout under the header, says
 * so when its download failed (a dropped signal) or it broke, never React Router's developer page.
 */
function pageRoute(name: PageRouteName, route: PageRoute, locale: Locale): RouteObject {
  const sections: readonly PageSection[] = route.sections ? SECTIONS_OF_PAGE[route.sections] : [];
  return {
    path: localizedPath(route.pattern, locale),
    lazy: async () => {
      // A page still in English on a Spanish path shows English texts beside the page's own: both load
      // with it, so a form first opened offline has its words.
      const english =
        route.englishTexts && locale !== DEFAULT_LOCALE ? [loadSections(DEFAULT_LOCALE, sections)] : [];
      const [module] = await unlessLeaving(() =>
        Promise.all([PAGE_MODULES[route.page](), loadSections(locale, sections), ...english]),
      );
      const Page = module.default;
      if (locale === DEFAULT_LOCALE || !route.englishTexts) return { Component: Page };
      return {
        element: (
          <div lang={DEFAULT_LOCALE}>
            <Page />
          </div>
        ),
      };
    },
    HydrateFallback: PageSpinner,
    ErrorBoundary: PageError,
    handle: { name, ssr: !route.clientRendered } satisfies PageHandle,
  };
}

/** The pages of one language: every page in English; the public pages' twins in Spanish. */
const pagesIn = (locale: Locale): RouteObject[] =>
  (Object.entries(PAGE_ROUTES) as [PageRouteName, PageRoute][])
    .filter(([, route]) => locale === DEFAULT_LOCALE || route.twin)
    .map(([name, route]) => pageRoute(name, route, locale));

/** The layout's loader (page-loader.ts): the island's alerts, which every page's banner shows. */
export const layoutLoader: PageLoader = () => [alertsQuery()];

/**
 * The layout of one language's pages. Its `lazy` loads that language's catalogue, so no page of it
 * renders before its texts are there: React Router resolves every matched route's `lazy` first (also
 * on the server, and before hydrating: createRouter).
 */
const layoutOf = (locale: Locale): RouteObject => ({
  ...(locale === DEFAULT_LOCALE ? {} : { path: localizedPath('/', locale) }),
  lazy: async () => {
    await unlessLeaving(() => loadCatalogue(locale));
    // Keyed by language: switching languages replaces the whole tree rather than updating it in place,
    // so server-rendered parts still waiting to hydrate (lazyWhenSeen) are dropped with the old page
    // instead of hydrating over its markup in the new language.
    return { element: <LocalizedLayout key={locale} locale={locale} /> };
  },
  HydrateFallback: PageSpinner,
  ErrorBoundary: LayoutError,
  children: pagesIn(locale),
});

export const routes: RouteObject[] = [layoutOf('es'), layoutOf('en')];

/**
 * The browser's router. Before hydrating server-rendered markup, the lazily loaded modules of the
 * current location (its language's catalogue, its page) are loaded first (React Router's pattern for
 * lazy routes with server rendering), so the first render already has them and matches the server's.
 */
export async function createRouter(hydrating: boolean) {
  if (hydrating) {
    const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async (m) => {
        const load = m.route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(m.route, { ...(await load()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
