import { BadgeCheck, LayoutDashboard, LogIn, Megaphone, PencilLine } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { loginUrl } from '../../domain/api-urls';
import type { Locale } from '../../domain/locale';
import type { PageMeta } from '../../domain/page-head';
import { useCurrentUser } from '../api/auth';
import {
  claimDraft,
  PortalClaimTab,
  RegisteredNotice,
  RegisterForm,
  registrationDraft,
} from '../features/business';
import { PostUpdateForm } from '../features/updates';
import { translate, useLocale, useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { pathsOf, usePaths } from '../paths';
import { buttonClass } from '../ui/Button';
import { Card } from '../ui/Card';
import { PageSpinner } from '../ui/PageSpinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

const TABS = ['register', 'claim', 'update'] as const;
type Tab = (typeof TABS)[number];

const loginHref = (returnTo: string) => loginUrl(returnTo);

/** The request the visitor was about to send when they left to sign in, if any. */
function pendingDraftTab(): Tab | null {
  if (registrationDraft.load()?.awaitingSignIn) return 'register';
  if (claimDraft.load()?.awaitingSignIn) return 'claim';
  return null;
}

/** This page's head in `locale`: the server sends it in the page too (entry-server.tsx). */
export const businessPortalHead = (locale: Locale): PageMeta => ({
  title: translate(locale, 'portal.business.title'),
  description: translate(locale, 'portal.business.description'),
  canonical: pathsOf(locale).business(),
});

/** /business: the Business Owner Portal (docs/product.md#business-portal). */
export default function BusinessPortalPage() {
  const head = businessPortalHead(useLocale());
  useDocumentTitle(head.title, head.description, { canonical: head.canonical });
  const { isLoading } = useCurrentUser();
  return isLoading ? <PageSpinner /> : <Portal />;
}

function Portal() {
  const { isAuthenticated } = useCurrentUser();
  const t = useT('portal');
  const paths = usePaths();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'register';
  const setTab = useCallback(
    (next: Tab) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('tab', next);
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  // Decided once, on arrival: a signed-in owner goes to the dashboard, unless they come back from signing
  // in to finish a claim or registration, or asked for a tab (the dashboard's "Register another
  // business"). Signing in on this page (inline) keeps them here.
  const [arrival] = useState(() => ({
    signedIn: isAuthenticated,
    draftTab: pendingDraftTab() ?? (tabParam ? tab : null),
  }));
  const [registered, setRegistered] = useState(false);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (arrival.draftTab) setTab(arrival.draftTab);
  }, [arrival, setTab]);
  if (arrival.signedIn && !arrival.draftTab) return <Navigate to={paths.dashboard()} replace />;

  return (
    <div>
      <section className="focus-on-dark bg-lagoon-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 sm:py-12 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="flex items-center gap-2 text-sm font-medium text-lagoon-100">
              <BadgeCheck className="h-4 w-4" aria-hidden /> {t('portal.business.kicker')}
            </p>
            <h1 className="mt-1 font-serif text-3xl font-semibold sm:text-4xl">
              {t('portal.business.title')}
            </h1>
            <p className="mt-2 text-lagoon-50">{t('portal.business.intro')}</p>
          </div>
          {isAuthenticated ? (
            <Link to={paths.dashboard()} className={buttonClass('secondary', 'lg', 'w-full md:w-auto')}>
              <LayoutDashboard className="h-5 w-5" aria-hidden /> {t('portal.business.toDashboard')}
            </Link>
          ) : (
            <a
              href={loginHref(paths.dashboard())}
              // With a request waiting for sign-in, come back to it instead of the dashboard.
              onClick={(e) => {
                const draftTab = pendingDraftTab();
                if (draftTab) e.currentTarget.href = loginHref(paths.business(draftTab));
              }}
              className={buttonClass('secondary', 'lg', 'w-full md:w-auto')}
            >
              <LogIn className="h-5 w-5" aria-hidden /> {t('portal.business.logIn')}
            </a>
          )}
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList fill aria-label={t('portal.business.tabs')}>
            <TabsTrigger value="register">
              <PencilLine className="h-4 w-4" aria-hidden /> {t('portal.business.tab.register')}
            </TabsTrigger>
            <TabsTrigger value="claim">
              <BadgeCheck className="h-4 w-4" aria-hidden /> {t('portal.business.tab.claim')}
            </TabsTrigger>
            <TabsTrigger value="update">
              <Megaphone className="h-4 w-4" aria-hidden /> {t('portal.business.tab.update')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="register">
            <Card>
              {registered ? (
                <RegisteredNotice onAnother={() => setRegistered(false)} />
              ) : (
                <>
                  <h2 className="text-xl font-semibold text-lagoon-900">
                    {t('portal.business.register.heading')}
                  </h2>
                  <p className="mt-1 mb-5 text-sm text-slate-700">{t('portal.business.register.intro')}</p>
                  <RegisterForm onRegistered={() => setRegistered(true)} />
                </>
              )}
            </Card>
          </TabsContent>
          <TabsContent value="claim">
            <Card>
              <h2 className="mb-4 text-xl font-semibold text-lagoon-900">
                {t('portal.business.claim.heading')}
              </h2>
              <PortalClaimTab />
            </Card>
          </TabsContent>
          <TabsContent value="update">
            <Card>
              <h2 className="text-xl font-semibold text-lagoon-900">{t('portal.business.update.heading')}</h2>
              <p className="mt-1 mb-5 text-sm text-slate-700">{t('portal.business.update.intro')}</p>
              <PostUpdateForm />
            </Card>
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}
