import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { tokenFromHash } from '../../domain/page-routes';
import { PASSWORD_MIN_LENGTH, passwordResetConfirmBody } from '../../domain/schemas/accounts';
import { useConfirmPasswordReset } from '../api/accounts';
import { errorMessage } from '../api/fetcher';
import { afterSignIn, NewPasswordField } from '../features/account';
import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { Card } from '../ui/Card';
import { FormError } from '../ui/FormError';
import { Form, SubmitButton, useZodForm } from '../ui/form';

const newPasswordForm = passwordResetConfirmBody.pick({ password: true });

/** /reset-password#token=…: the reset mail's link. Sets the new password, then signs in. */
export default function ResetPasswordPage() {
  const t = useT('portal');
  const paths = usePaths();
  useDocumentTitle(t('portal.reset.title'));
  const token = tokenFromHash(useLocation().hash);
  const confirm = useConfirmPasswordReset();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordForm, { defaultValues: { password: '' } });
  const submit = ({ password }: z.output<typeof newPasswordForm>) =>
    confirm.mutate(
      { token, password },
      { onSuccess: (user) => navigate(afterSignIn(user.role, null), { replace: true }) },
    );
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">{t('portal.reset.title')}</h1>
      <Card className="mt-6">
        {!z.string().length(43).safeParse(token).success ? (
          <p role="alert" className="text-slate-800">
            {t('portal.reset.incomplete')}{' '}
            <Link to={paths.forgotPassword()} className="text-lagoon-700 underline">
              {t('portal.reset.askNew')}
            </Link>
          </p>
        ) : (
          <Form form={form} onSubmit={submit} className="grid gap-4">
            <NewPasswordField
              form={form}
              name="password"
              label={t('portal.reset.newPassword')}
              hint={t('portal.reset.hint', { min: PASSWORD_MIN_LENGTH })}
            />
            <FormError message={confirm.error ? errorMessage(confirm.error) : null} />
            {confirm.error ? (
              <p className="text-sm">
                <Link to={paths.forgotPassword()} className="text-lagoon-700 underline">
                  {t('portal.reset.askNew')}
                </Link>
              </p>
            ) : null}
            <SubmitButton pending={confirm.isPending} pendingLabel={t('portal.reset.saving')}>
              {t('portal.reset.submit')}
            </SubmitButton>
          </Form>
        )}
      </Card>
    </section>
  );
}
