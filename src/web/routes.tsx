import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import { PageSpinner } from './components/PageSpinner';
import HomeRoute from './pages/HomeRoute';

type PageModule = { default: React.ComponentType };
/**
 * A lazily loaded page. Its HydrateFallback shows inside the layout while the page's chunk loads on a
 * client-rendered first visit (React Router warns without one).
 */
const page = (load: () => Promise<PageModule>) => ({
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: PageSpinner,
});

/** Routes the server does not render (maps, forms, signed-in pages): they get the client-rendered shell. */
const clientOnly = { ssr: false };

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/map', ...page(() => import('./pages/MapPage')), handle: clientOnly },
      { path: '/map-clean', ...page(() => import('./pages/MapPage')), handle: clientOnly },
      { path: '/category/:categoryId', ...page(() => import('./pages/CategoryPage')) },
      { path: '/establishment/:id', ...page(() => import('./pages/EstablishmentPage')) },
      { path: '/search', ...page(() => import('./pages/SearchPage')) },
      { path: '/claim', ...page(() => import('./pages/ClaimPage')), handle: clientOnly },
      { path: '/business', ...page(() => import('./pages/BusinessPortalPage')), handle: clientOnly },
      {
        path: '/business/dashboard',
        ...page(() => import('./pages/DashboardPage')),
        handle: clientOnly,
      },
      { path: '/admin', ...page(() => import('./pages/AdminPage')), handle: clientOnly },
      { path: '/signin', ...page(() => import('./pages/SignInPage')), handle: clientOnly },
      { path: '/forgot-password', ...page(() => import('./pages/ForgotPasswordPage')), handle: clientOnly },
      { path: '/reset-password', ...page(() => import('./pages/ResetPasswordPage')), handle: clientOnly },
      { path: '/account', ...page(() => import('./pages/AccountPage')), handle: clientOnly },
      { path: '/verify-email', ...page(() => import('./pages/VerifyEmailPage')), handle: clientOnly },
      // The eight fixed category slugs; an unknown slug renders the 404 page.
      { path: '/:slug', ...page(() => import('./pages/CategorySlugPage')) },
      { path: '*', ...page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

/** Whether the server renders this path (else it sends the client-rendered shell). */
export function serverRendered(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return !matches.some((m) => (m.route.handle as typeof clientOnly | undefined)?.ssr === false);
}

/**
 * The browser's router. Before hydrating server-rendered markup, the lazily loaded page modules of
 * the current location are loaded first (React Router's pattern for lazy routes with server
 * rendering), so the first render already has the page and matches the server's markup.
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
