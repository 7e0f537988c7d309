import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { tokenFromHash } from '../../domain/page-routes';
import { useVerifyEmail } from '../api/accounts';
import { errorMessage } from '../api/fetcher';
import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { Card } from '../ui/Card';
import { PageSpinner } from '../ui/PageSpinner';

/** /verify-email#token=…: the verification mail's link; verifies once, on arrival (no sign-in needed). */
export default function VerifyEmailPage() {
  const t = useT('portal');
  const paths = usePaths();
  useDocumentTitle(t('portal.verify.title'));
  const token = tokenFromHash(useLocation().hash);
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit: React's development double effects must not use the token twice.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">{t('portal.verify.title')}</h1>
      <Card className="mt-6">
        {!token ? (
          <p role="alert">{t('portal.verify.incomplete')}</p>
        ) : verify.isSuccess ? (
          <p role="status">
            {t('portal.verify.done', { email: verify.data.email })}{' '}
            <Link to={paths.business()} className="text-lagoon-700 underline">
              {t('portal.verify.toPortal')}
            </Link>
          </p>
        ) : verify.isError ? (
          <p role="alert">
            {errorMessage(verify.error)} {t('portal.verify.failed')}
          </p>
        ) : (
          <PageSpinner />
        )}
      </Card>
    </section>
  );
}
