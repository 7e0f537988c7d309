import { MailWarning } from 'lucide-react';
import { useResendVerification } from '../../api/accounts';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/fetcher';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';

/** For signed-in accounts whose address is not verified yet: a line and a button to mail the link again. */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const t = useT('portal');
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label={t('portal.verify.title')}
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 text-sm">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden />
        <p className="min-w-[12rem] flex-1">
          {t('portal.verifyBanner.text')} <strong>{user.email}</strong>.
        </p>
        {resend.isSuccess ? (
          <p role="status">{t('portal.verifyBanner.sent', { email: user.email })}</p>
        ) : (
          <Button size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? t('portal.forgot.sending') : t('portal.verifyBanner.resend')}
          </Button>
        )}
        {resend.isError && (
          <p role="alert" className="w-full text-red-800">
            {errorMessage(resend.error)}
          </p>
        )}
      </div>
    </section>
  );
}
