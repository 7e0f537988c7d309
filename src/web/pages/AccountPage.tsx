import { Download } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { ACCOUNT_EXPORT_URL } from '../api/account-data';
import { useCurrentUser } from '../api/auth';
import { ChangePasswordForm, DeleteAccount } from '../features/account';
import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { buttonClass } from '../ui/Button';
import { Card } from '../ui/Card';
import { PageSpinner } from '../ui/PageSpinner';

/** /account: the signed-in account's password, a copy of its data, and its deletion. */
export default function AccountPage() {
  const paths = usePaths();
  const t = useT('portal');
  useDocumentTitle(t('portal.account.title'));
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.signIn(location.pathname)} replace />;
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-lagoon-900">{t('portal.account.title')}</h1>
        <p className="mt-1 break-words text-slate-700">
          {t('portal.account.signedInAs')} <strong>{user.email}</strong>
        </p>
      </header>
      <Card>
        <ChangePasswordForm user={user} />
      </Card>
      <Card>
        <section aria-labelledby="your-data" className="grid gap-3">
          <h2 id="your-data" className="text-xl font-semibold text-lagoon-900">
            {t('portal.account.data')}
          </h2>
          <p className="text-sm text-slate-700">{t('portal.account.dataText')}</p>
          <a
            href={ACCOUNT_EXPORT_URL}
            download
            className={buttonClass('outline', 'md', 'justify-self-start')}
          >
            <Download className="h-4 w-4" aria-hidden /> {t('portal.account.download')}
          </a>
        </section>
      </Card>
      <Card>
        <DeleteAccount />
      </Card>
    </section>
  );
}
