import { Link, useLocation } from 'react-router';
import { tokenFromHash } from '../../domain/page-routes';
import { errorMessage } from '../api/fetcher';
import { useConfirmByLink, useListingLink } from '../api/listing-confirmations';
import { useT } from '../i18n';
import { formatDate } from '../lib/format';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { PageSpinner } from '../ui/PageSpinner';

const linkClass = 'text-lagoon-700 underline';

/**
 * /confirm-listing#token=…: a stale-listing reminder's link. It asks before it confirms: a mail
 * scanner that opens the link must not say the listing is right on the owner's behalf.
 */
export default function ConfirmListingPage() {
  const paths = usePaths();
  const t = useT('portal');
  useDocumentTitle(t('portal.confirm.title'));
  const token = tokenFromHash(useLocation().hash) || null;
  const link = useListingLink(token);
  const confirm = useConfirmByLink();

  let body: React.ReactNode;
  if (!token) body = <p role="alert">{t('portal.verify.incomplete')}</p>;
  else if (confirm.isSuccess)
    body = (
      <p role="status">
        {t('portal.confirm.done', { name: confirm.data.name })}{' '}
        <Link to={paths.establishment(confirm.data.establishmentId)} className={linkClass}>
          {t('portal.confirm.seePage')}
        </Link>
      </p>
    );
  else if (link.isError)
    body = (
      <p role="alert">
        {errorMessage(link.error)}{' '}
        <Link to={paths.dashboard()} className={linkClass}>
          {t('portal.confirm.openDashboard')}
        </Link>
      </p>
    );
  else if (!link.data) body = <PageSpinner />;
  else
    body = (
      <div className="space-y-4">
        <p>
          <strong className="[overflow-wrap:anywhere]">{link.data.name}</strong>{' '}
          {t('portal.confirm.lastChecked', { date: formatDate(link.data.checkedAt) })}
        </p>
        {confirm.isError && <p role="alert">{errorMessage(confirm.error)}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
            {confirm.isPending ? t('portal.confirm.saving') : t('portal.confirm.stillRight')}
          </Button>
          <Link
            to={paths.dashboard({ business: link.data.establishmentId, tab: 'details' })}
            className={linkClass}
          >
            {t('portal.confirm.edit')}
          </Link>
        </div>
      </div>
    );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">{t('portal.confirm.title')}</h1>
      <Card className="mt-6">{body}</Card>
    </section>
  );
}
