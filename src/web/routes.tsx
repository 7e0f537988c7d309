import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { type Locale, localizedPath, type PageSection, SECTIONS_OF_PAGE } from '../domain/locale';
import { LocalizedLayout } from './components/Layout';
import { PageSpinner } from './components/PageSpinner';
import { loadCatalogue, loadSections } from './i18n';
import HomeRoute from './pages/HomeRoute';

type PageModule = { default: React.ComponentType };
/**
 * A lazily loaded page, with the catalogue sections it shows at once in its language (loaded beside its
 * chunk). Its HydrateFallback shows inside the layout while they load on a client-rendered first visit
 * (React Router warns without one).
 */
const page = (
  load: () => Promise<PageModule>,
  locale: Locale = 'en',
  sections: readonly PageSection[] = [],
) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadSections(locale, sections)]);
    return { Component: module.default };
  },
  HydrateFallback: PageSpinner,
});

/** Routes the server does not render (maps, forms, signed-in pages): they get the client-rendered shell. */
const clientOnly = { ssr: false };

/**
 * The public pages of one language, at their paths in it (domain/locale.ts: `/map`, `/es/map`): every
 * public page has a Spanish twin.
 */
function publicPages(locale: Locale): RouteObject[] {
  const at = (path: string) => localizedPath(path, locale);
  const { landing, map, category, detail, search } = SECTIONS_OF_PAGE;
  return [
    {
      path: at('/'),
      // The landing is in the app's chunk; only its texts load with it.
      lazy: async () => {
        await loadSections(locale, landing);
        return { element: <HomeRoute /> };
      },
      HydrateFallback: PageSpinner,
    },
    { path: at('/map'), ...page(() => import('./pages/MapPage'), locale, map), handle: clientOnly },
    { path: at('/map-clean'), ...page(() => import('./pages/MapPage'), locale, map), handle: clientOnly },
    { path: at('/category/:categoryId'), ...page(() => import('./pages/CategoryIdPage'), locale, category) },
    { path: at('/establishment/:id'), ...page(() => import('./pages/EstablishmentPage'), locale, detail) },
    { path: at('/search'), ...page(() => import('./pages/SearchPage'), locale, search) },
    // The eight fixed category slugs; an unknown slug renders the 404 page.
    { path: at('/:slug'), ...page(() => import('./pages/CategorySlugPage'), locale, category) },
  ];
}

/** The owners' portal, the admin and the account: English only. */
const englishOnlyPages: RouteObject[] = [
  { path: '/claim', ...page(() => import('./pages/ClaimPage')), handle: clientOnly },
  { path: '/business', ...page(() => import('./pages/BusinessPortalPage')), handle: clientOnly },
  { path: '/business/dashboard', ...page(() => import('./pages/DashboardPage')), handle: clientOnly },
  { path: '/admin', ...page(() => import('./pages/AdminPage')), handle: clientOnly },
  { path: '/signin', ...page(() => import('./pages/SignInPage')), handle: clientOnly },
  { path: '/forgot-password', ...page(() => import('./pages/ForgotPasswordPage')), handle: clientOnly },
  { path: '/reset-password', ...page(() => import('./pages/ResetPasswordPage')), handle: clientOnly },
  { path: '/account', ...page(() => import('./pages/AccountPage')), handle: clientOnly },
  { path: '/verify-email', ...page(() => import('./pages/VerifyEmailPage')), handle: clientOnly },
];

const notFound = (locale: Locale): RouteObject => ({
  path: localizedPath('/*', locale),
  ...page(() => import('./pages/NotFoundPage'), locale),
});

/**
 * The layout of one language's pages. Its `lazy` loads that language's catalogue, so no page of it
 * renders before its texts are there: React Router resolves every matched route's `lazy` first (also
 * on the server, and before hydrating: createRouter).
 */
const layoutOf = (locale: Locale, children: RouteObject[]): RouteObject => ({
  ...(locale === 'es' ? { path: '/es' } : {}),
  lazy: async () => {
    await loadCatalogue(locale);
    // Keyed by language: switching languages replaces the whole tree rather than updating it in place,
    // so server-rendered parts still waiting to hydrate (lazyWhenSeen) are dropped with the old page
    // instead of hydrating over its markup in the new language.
    return { element: <LocalizedLayout key={locale} locale={locale} /> };
  },
  HydrateFallback: PageSpinner,
  children,
});

export const routes: RouteObject[] = [
  layoutOf('es', [...publicPages('es'), notFound('es')]),
  layoutOf('en', [...publicPages('en'), ...englishOnlyPages, notFound('en')]),
];

/** Whether the server renders this path (else it sends the client-rendered shell). */
export function serverRendered(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return !matches.some((m) => (m.route.handle as typeof clientOnly | undefined)?.ssr === false);
}

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
