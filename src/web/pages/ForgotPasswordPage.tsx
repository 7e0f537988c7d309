import { Link } from 'react-router';
import { passwordResetBody } from '../../domain/schemas/accounts';
import { useRequestPasswordReset } from '../api/accounts';
import { errorMessage } from '../api/fetcher';
import { NeedsConnection } from '../features/offline';
import { useLocale, useT } from '../i18n';
import { useOffline } from '../lib/useConnection';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { Card } from '../ui/Card';
import { FormError } from '../ui/FormError';
import { Form, FormEmailField, SubmitButton, useZodForm } from '../ui/form';

/** /forgot-password: asks for the address and says (whatever the address) that a link is on its way. */
export default function ForgotPasswordPage() {
  const t = useT('portal');
  const locale = useLocale();
  const paths = usePaths();
  useDocumentTitle(t('portal.forgot.title'), t('portal.forgot.description'));
  const request = useRequestPasswordReset();
  const offline = useOffline();
  const form = useZodForm(passwordResetBody, { defaultValues: { email: '' } });
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">{t('portal.forgot.heading')}</h1>
      <p className="mt-2 text-slate-700">{t('portal.forgot.intro')}</p>
      <Card className="mt-6">
        {request.isSuccess ? (
          <p role="status" className="text-slate-800">
            {t('portal.forgot.sent')}
          </p>
        ) : (
          <Form
            form={form}
            onSubmit={(values) => request.mutate({ ...values, locale })}
            className="grid gap-4"
          >
            <FormEmailField form={form} name="email" label={t('portal.auth.email')} required />
            <FormError message={request.error ? errorMessage(request.error) : null} />
            <NeedsConnection action={t('portal.forgot.action')} />
            <SubmitButton
              pending={request.isPending}
              pendingLabel={t('portal.forgot.sending')}
              disabled={offline}
            >
              {t('portal.forgot.submit')}
            </SubmitButton>
          </Form>
        )}
      </Card>
      <p className="mt-4 text-sm">
        <Link to={paths.signIn()} className="text-lagoon-700 underline-offset-2 hover:underline">
          {t('portal.forgot.back')}
        </Link>
      </p>
    </section>
  );
}
