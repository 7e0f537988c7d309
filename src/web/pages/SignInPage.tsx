import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Locale } from '../../domain/locale';
import type { PageMeta } from '../../domain/page-head';
import { useCurrentUser } from '../api/auth';
import { AuthForm, afterSignIn } from '../features/account';
import { translate, useLocale, useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { pathsOf } from '../paths';
import { Card } from '../ui/Card';
import { PageSpinner } from '../ui/PageSpinner';

/** This page's head in `locale`: the server sends it in the page too (entry-server.tsx). */
export const signInHead = (locale: Locale): PageMeta => ({
  title: translate(locale, 'portal.signIn.title'),
  description: translate(locale, 'portal.signIn.description'),
  canonical: pathsOf(locale).signIn(),
});

/** /signin?returnTo=/path: sign in or create an account, then back where the visitor was. */
export default function SignInPage() {
  const t = useT('portal');
  const head = signInHead(useLocale());
  useDocumentTitle(head.title, head.description, { canonical: head.canonical });
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const mode = params.get('mode') === 'create' ? 'create' : 'signin';
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={afterSignIn(user.role, returnTo)} replace />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">{t('portal.signIn.heading')}</h1>
      <p className="mt-2 text-slate-700">{t('portal.signIn.intro')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('portal.signIn.owners')}</p>
      <Card className="mt-6">
        <AuthForm
          defaultMode={mode}
          onSuccess={(signedIn) => navigate(afterSignIn(signedIn.role, returnTo), { replace: true })}
        />
      </Card>
    </section>
  );
}
