import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import type { Locale } from '../../../domain/locale';
import { useAlerts } from '../../api/alerts';
import { useCurrentUser } from '../../api/auth';
import { LocaleProvider, useT } from '../../i18n';
import { noPart } from '../../lib/optional-part';
import { usePaths } from '../../paths';
import { PageSpinner } from '../../ui/PageSpinner';
import { loadVerifyEmailBanner } from '../account';
import { loadAlertBanner } from '../alerts';
import { useWaitingReportsSender } from '../freshness';
import { LanguageOffer } from '../language';
import { OfflineNotice } from '../offline';
import { loadTripSyncing } from '../trip';
import { Header } from './Header';

const footerLink = 'hover:text-lagoon-700 underline-offset-2 hover:underline';

function Footer() {
  const t = useT();
  const p = usePaths();
  return (
    <footer className="border-t border-slate-200 bg-white py-6 text-sm text-slate-600">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4">
        {/* The brand is a name: the same in every language. */}
        <p>Ambergris Guide · {t('common.footer.place')}</p>
        <nav
          aria-label={t('common.footer.label')}
          className="flex flex-wrap gap-x-4 gap-y-2 [overflow-wrap:normal]"
        >
          <Link to={p.events()} className={footerLink}>
            {t('common.footer.whatsOn')}
          </Link>
          <Link to={p.map()} className={footerLink}>
            {t('common.map')}
          </Link>
          <Link to={p.claim()} className={footerLink}>
            {t('common.footer.claim')}
          </Link>
          <Link to={p.business()} className={footerLink}>
            {t('common.partnerPortal')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}

// Only signed-in owners with an unverified address see it: its code is not on visitors' pages.
const VerifyEmailBanner = lazy(() =>
  loadVerifyEmailBanner().then((m) => ({ default: m.VerifyEmailBanner }), noPart),
);
/**
 * The island's alerts, in the server-rendered markup when there are any: their code (and icons) loads
 * beside the app rather than in its chunk, and hydrating waits for it only inside this boundary.
 */
const AlertBanner = lazy(() => loadAlertBanner().then((m) => ({ default: m.AlertBanner }), noPart));

/** The banner's code loads only when there are alerts (the server's page has them already). */
function IslandAlerts() {
  const { data } = useAlerts();
  if (!data?.length) return null;
  return (
    <Suspense fallback={null}>
      <AlertBanner />
    </Suspense>
  );
}

function UnverifiedEmail() {
  const { user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}

const TripSyncing = lazy(() => loadTripSyncing().catch(noPart));

/** A signed-in visitor's lists kept on their account; nothing loads for a visitor signed out. */
function TripsOnAccount() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <TripSyncing userId={user.id} />
    </Suspense>
  );
}

export function Layout() {
  const t = useT();
  useWaitingReportsSender();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[3000] focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      <LanguageOffer />
      <OfflineNotice />
      <IslandAlerts />
      <UnverifiedEmail />
      <TripsOnAccount />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The layout of one language's pages (routes.tsx): its catalogue for every text below, and the
 * document's language, which the server wrote into the page it sent and the browser keeps while
 * navigating between languages.
 */
export function LocalizedLayout({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <Layout />
    </LocaleProvider>
  );
}
