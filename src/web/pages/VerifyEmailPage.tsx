import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { tokenFromHash } from '../../domain/page-routes';
import { useVerifyEmail } from '../api/accounts';
import { errorMessage } from '../api/fetcher';
import { PageSpinner } from '../components/PageSpinner';
import { Card } from '../components/ui/Card';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { paths } from '../paths';

/** /verify-email#token=…: the verification mail's link; verifies once, on arrival (no sign-in needed). */
export default function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
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
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">Verify your email</h1>
      <Card className="mt-6">
        {!token ? (
          <p role="alert">This link is incomplete. Open it again from the mail.</p>
        ) : verify.isSuccess ? (
          <p role="status">
            Thank you: {verify.data.email} is verified.{' '}
            <Link to={paths.business()} className="text-lagoon-700 underline">
              Go to the partner portal
            </Link>
          </p>
        ) : verify.isError ? (
          <p role="alert">
            {errorMessage(verify.error)} Signed in, you can ask for a new link from the banner at the top of
            the page.
          </p>
        ) : (
          <PageSpinner />
        )}
      </Card>
    </section>
  );
}
