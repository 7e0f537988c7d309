import { ChevronDown, LayoutDashboard, LayoutGrid, LogOut, Shield, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { useSignOut } from '../../api/accounts';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';

/** The name the menu shows: the account's name, or its address when it gave none. */
function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

function initials(user: PublicUser): string {
  const source = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * The signed-in name with a menu (My business, the dashboard, settings, the admin's, Sign out): its own
 * chunk, loaded for signed-in accounts only.
 */
export default function SignedInMenu({ user }: { user: PublicUser }) {
  const t = useT('account');
  const p = usePaths();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Close on outside click, Escape and navigation.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);

  const name = displayName(user);
  const itemClass =
    'flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-lagoon-50 hover:text-lagoon-800';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.button', { name })}
        onClick={() => setOpen((o) => !o)}
        className="flex h-9 items-center gap-2 rounded-full border border-slate-300 bg-white pr-2 pl-1 text-sm font-medium text-slate-800 hover:border-lagoon-500"
      >
        <span
          aria-hidden
          className="flex h-7 w-7 items-center justify-center rounded-full bg-lagoon-700 text-xs font-semibold text-white"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-[10rem] truncate lg:inline">{name}</span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-[1100] mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 pt-1 pb-2">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
          <nav aria-label={t('account.nav')} className="grid gap-0.5 pt-1">
            <Link to={p.ownerHome()} className={itemClass}>
              <LayoutGrid className="h-4 w-4" aria-hidden /> {t('account.business')}
            </Link>
            <Link to={p.dashboard()} className={itemClass}>
              <LayoutDashboard className="h-4 w-4" aria-hidden /> {t('account.dashboard')}
            </Link>
            <Link to={p.account()} className={itemClass}>
              {/* Icons already in the initial bundle: the menu is on every page, a new icon would grow it. */}
              <UserRound className="h-4 w-4" aria-hidden /> {t('account.settings')}
            </Link>
            {user.role === 'admin' && (
              <Link to={p.admin()} className={itemClass}>
                <Shield className="h-4 w-4" aria-hidden /> {t('account.admin')}
              </Link>
            )}
            <button
              type="button"
              className={itemClass}
              disabled={signOut.isPending}
              onClick={() =>
                signOut.mutate(undefined, {
                  onSettled: () => {
                    setOpen(false);
                    navigate(p.home());
                  },
                })
              }
            >
              <LogOut className="h-4 w-4" aria-hidden />{' '}
              {t(signOut.isPending ? 'account.signingOut' : 'account.signOut')}
            </button>
          </nav>
        </div>
      )}
    </div>
  );
}
