import { Suspense, useEffect } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import type { Locale } from '../../domain/locale';
import { LocaleProvider } from '../i18n';
import { OfflineNotice } from '../offline/OfflineNotice';
import { paths } from '../paths';
import { AlertBanner } from './AlertBanner';
import { Header } from './Header';
import { LanguageOffer } from './language/LanguageOffer';
import { PageSpinner } from './PageSpinner';
import { VerifyEmailBanner } from './VerifyEmailBanner';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[3000] focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <LanguageOffer />
      <OfflineNotice />
      <AlertBanner />
      <VerifyEmailBanner />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-sm text-slate-600">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4">
          <p>Ambergris Guide · Ambergris Caye, Belize</p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2 [overflow-wrap:normal]">
            <Link to={paths.map()} className="hover:text-lagoon-700 underline-offset-2 hover:underline">
              Map
            </Link>
            <Link to={paths.claim()} className="hover:text-lagoon-700 underline-offset-2 hover:underline">
              Claim your business
            </Link>
            <Link to={paths.business()} className="hover:text-lagoon-700 underline-offset-2 hover:underline">
              Partner Portal
            </Link>
          </nav>
        </div>
      </footer>
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
