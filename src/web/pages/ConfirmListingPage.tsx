import { Link, useLocation } from 'react-router';
import { tokenFromHash } from '../../domain/page-routes';
import { errorMessage } from '../api/fetcher';
import { useConfirmByLink, useListingLink } from '../api/listing-confirmations';
import { PageSpinner } from '../components/PageSpinner';
import { formatDate } from '../components/portal/format';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { usePaths } from '../paths';

const linkClass = 'text-lagoon-700 underline';

/**
 * /confirm-listing#token=…: a stale-listing reminder's link. It asks before it confirms: a mail
 * scanner that opens the link must not say the listing is right on the owner's behalf.
 */
export default function ConfirmListingPage() {
  const paths = usePaths();
  useDocumentTitle('Is your listing still right?');
  const token = tokenFromHash(useLocation().hash) || null;
  const link = useListingLink(token);
  const confirm = useConfirmByLink();

  let body: React.ReactNode;
  if (!token) body = <p role="alert">This link is incomplete. Open it again from the mail.</p>;
  else if (confirm.isSuccess)
    body = (
      <p role="status">
        Thank you: {confirm.data.name} now shows it was checked by its owner today.{' '}
        <Link to={paths.establishment(confirm.data.establishmentId)} className={linkClass}>
          See its page
        </Link>
      </p>
    );
  else if (link.isError)
    body = (
      <p role="alert">
        {errorMessage(link.error)}{' '}
        <Link to={paths.dashboard()} className={linkClass}>
          Open your dashboard
        </Link>
      </p>
    );
  else if (!link.data) body = <PageSpinner />;
  else
    body = (
      <div className="space-y-4">
        <p>
          <strong className="[overflow-wrap:anywhere]">{link.data.name}</strong> was last checked on{' '}
          <time dateTime={link.data.checkedAt}>{formatDate(link.data.checkedAt)}</time>. If everything on its
          page is still right, say so in one tap: visitors then see it was checked today.
        </p>
        {confirm.isError && <p role="alert">{errorMessage(confirm.error)}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
            {confirm.isPending ? 'Saving…' : 'Everything is still right'}
          </Button>
          <Link
            to={paths.dashboard({ business: link.data.establishmentId, tab: 'details' })}
            className={linkClass}
          >
            Something changed: edit it
          </Link>
        </div>
      </div>
    );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">Is your listing still right?</h1>
      <Card className="mt-6">{body}</Card>
    </section>
  );
}
