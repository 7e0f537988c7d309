import { lazy } from 'react';
import { useCurrentUser } from '../api/auth';
import LandingPage from './LandingPage';

const SignedInHomePage = lazy(() => import('./SignedInHomePage'));

/** docs/product.md#pages: the landing page when signed out or while auth loads; the owner's home when signed in. */
export default function HomeRoute() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <SignedInHomePage /> : <LandingPage />;
}
