import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { renderedSearch } from '../../../domain/ssr';
import { useCurrentUser } from '../../api/auth';
import { useT } from '../../i18n';
import { noPart } from '../../lib/optional-part';
import { useHydrated } from '../../lib/useHydrated';
import { usePaths } from '../../paths';
import { buttonClass } from '../../ui/Button';

const SignedInMenu = lazy(() => import('./SignedInMenu').catch(noPart));

/**
 * Header account control: "Sign in" signed out; signed in (a visitor or an owner), the name with its
 * menu, whose code loads only then (SignedInMenu.tsx), so signed-out pages do not carry it.
 */
export function AccountMenu() {
  const { user, isLoading } = useCurrentUser();
  const t = useT();
  const p = usePaths();
  const location = useLocation();
  const hydrated = useHydrated();
  if (isLoading) return null;
  // The server renders a page from its path and the query parameters pages read (domain/ssr.ts): the
  // browser's first render writes the same link, the visitor's whole address right after.
  const here = location.pathname + (hydrated ? location.search : renderedSearch(location.search));
  if (!user)
    return (
      <Link
        to={p.signIn(location.pathname === p.signIn() ? undefined : here)}
        className={buttonClass('ghost', 'sm', 'max-sm:px-2')}
      >
        {t('common.account.signIn')}
      </Link>
    );
  return (
    <Suspense fallback={<span className="block h-9 w-9" aria-hidden />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
