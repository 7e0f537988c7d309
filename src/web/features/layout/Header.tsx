import { ArrowRight, CalendarDays, Map as MapIcon, Search, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { buttonClass } from '../../ui/Button';
import { SearchInput } from '../../ui/SearchInput';
import { AccountMenu } from '../account';
import { LanguageSwitch } from '../language';
import { TripLink } from '../trip';

function SearchForm({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  const t = useT();
  const p = usePaths();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = q.trim();
    if (term) navigate(p.search(term));
  };
  return (
    <search className="relative block w-full">
      {/* action and name: a search typed before the app has started still reaches the results. */}
      <form action={p.searchPage()} method="get" onSubmit={submit} className="relative">
        <label htmlFor={id} className="sr-only">
          {t('common.search.label')}
        </label>
        <SearchInput
          look="pill"
          id={id}
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('common.search.placeholder')}
          // Focused when the phone search button opens it.
          autoFocus={autoFocus}
        />
        {/* Enter submits too; the button is for a pointer, a switch or a voice ("click Show results"). */}
        <button
          type="submit"
          className="absolute top-1/2 right-1 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-lagoon-700 hover:bg-lagoon-50"
          aria-label={t('common.search.submit')}
        >
          <ArrowRight className="h-4 w-4" aria-hidden />
        </button>
      </form>
    </search>
  );
}

export function Header() {
  const t = useT();
  const p = usePaths();
  const [phoneSearchOpen, setPhoneSearchOpen] = useState(false);
  return (
    <header className="sticky top-0 z-[1000] border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 min-[360px]:px-3 sm:gap-3 sm:px-4">
        <Link
          to={p.home()}
          className="flex shrink-0 items-center gap-2 max-[419px]:gap-0"
          aria-label={t('common.header.homeLabel')}
        >
          <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="leading-tight">
            <span className="hidden font-serif text-lg font-semibold min-[420px]:block text-lagoon-800">
              Ambergris Guide
            </span>
            <span className="hidden text-xs text-slate-600 sm:block">{t('common.header.collection')}</span>
          </span>
        </Link>
        <div className="mx-auto hidden w-full max-w-md lg:block">
          <SearchForm id="header-search" />
        </div>
        <nav
          aria-label={t('common.header.mainNav')}
          className="ml-auto flex items-center gap-0.5 whitespace-nowrap min-[400px]:gap-1.5 sm:gap-2"
        >
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'lg:hidden max-[399px]:px-2')}
            aria-label={t('common.search.open')}
            aria-expanded={phoneSearchOpen}
            aria-controls="phone-search"
            onClick={() => setPhoneSearchOpen((o) => !o)}
          >
            <Search className="h-5 w-5" aria-hidden />
          </button>
          <LanguageSwitch className={buttonClass('ghost', 'sm', 'max-sm:px-2')} />
          <TripLink />
          {/* Below a laptop's width the icon alone, named for screen readers: with a signed-in name the
              words would push the header past a tablet's width. */}
          <Link
            to={p.events()}
            className={buttonClass('ghost', 'sm', 'max-lg:px-2')}
            title={t('common.footer.whatsOn')}
          >
            <CalendarDays className="h-4 w-4" aria-hidden />
            <span className="sr-only lg:not-sr-only">{t('common.footer.whatsOn')}</span>
          </Link>
          <Link to={p.map()} className={buttonClass('outline', 'sm', 'max-[399px]:px-2')}>
            <MapIcon className="h-4 w-4" aria-hidden />
            <span className="sr-only lg:not-sr-only">{t('common.map')}</span>
          </Link>
          {/* Below a laptop's width the icon alone: the header's width goes to the language switch and
              'Sign in' (or the account). On the narrowest phones not even that: the footer links the
              portal too. */}
          <Link
            to={p.business()}
            className={buttonClass('primary', 'sm', 'max-lg:px-2.5 max-[359px]:hidden')}
            title={t('common.partnerPortal')}
          >
            <Store className="h-4 w-4" aria-hidden />
            <span className="max-lg:sr-only">{t('common.partnerPortal')}</span>
          </Link>
          <AccountMenu />
        </nav>
      </div>
      {phoneSearchOpen && (
        <div id="phone-search" className="border-t border-slate-200 px-4 py-3 lg:hidden">
          <SearchForm id="phone-search-input" autoFocus />
        </div>
      )}
    </header>
  );
}
