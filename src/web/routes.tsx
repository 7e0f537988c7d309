import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import HomeRoute from './pages/HomeRoute';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/map', lazy: page(() => import('./pages/MapPage')) },
      { path: '/map-clean', lazy: page(() => import('./pages/MapPage')) },
      { path: '/category/:categoryId', lazy: page(() => import('./pages/CategoryPage')) },
      { path: '/establishment/:id', lazy: page(() => import('./pages/EstablishmentPage')) },
      { path: '/search', lazy: page(() => import('./pages/SearchPage')) },
      { path: '/claim', lazy: page(() => import('./pages/ClaimPage')) },
      { path: '/business', lazy: page(() => import('./pages/BusinessPortalPage')) },
      { path: '/business/dashboard', lazy: page(() => import('./pages/DashboardPage')) },
      { path: '/admin', lazy: page(() => import('./pages/AdminPage')) },
      { path: '/signin', lazy: page(() => import('./pages/SignInPage')) },
      // The eight fixed category slugs; an unknown slug renders the 404 page.
      { path: '/:slug', lazy: page(() => import('./pages/CategorySlugPage')) },
      { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
