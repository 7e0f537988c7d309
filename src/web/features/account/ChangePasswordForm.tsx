import { changePasswordBody, PASSWORD_MIN_LENGTH, type PublicUser } from '../../../domain/schemas/accounts';
import { useChangePassword } from '../../api/accounts';
import { errorMessage } from '../../api/fetcher';
import { useT } from '../../i18n';
import { FormError } from '../../ui/FormError';
import { Form, FormPasswordField, SubmitButton, useZodForm } from '../../ui/form';
import { NewPasswordField } from './NewPasswordField';

/** Change password (POST /api/auth/change-password): this browser stays signed in, the others end. */
export function ChangePasswordForm({ user }: { user: PublicUser }) {
  const t = useT('portal');
  const change = useChangePassword();
  const form = useZodForm(changePasswordBody, { defaultValues: { currentPassword: '', newPassword: '' } });
  const submit = (values: { currentPassword: string; newPassword: string }) =>
    change.mutate(values, { onSuccess: () => form.reset({ currentPassword: '', newPassword: '' }) });
  return (
    <Form form={form} onSubmit={submit} aria-labelledby="change-password" className="grid gap-4">
      <h2 id="change-password" className="text-xl font-semibold text-lagoon-900">
        {t('portal.account.changePassword')}
      </h2>
      {/* Accounts made before the 12-character rule keep their password until they change it. */}
      <p className="text-sm text-slate-700">
        {t('portal.account.passwordRule', { min: PASSWORD_MIN_LENGTH })}
      </p>
      <FormPasswordField
        form={form}
        name="currentPassword"
        label={t('portal.account.currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordField
        form={form}
        name="newPassword"
        label={t('portal.reset.newPassword')}
        hint={t('portal.reset.hint', { min: PASSWORD_MIN_LENGTH })}
        userInputs={[user.email, user.firstName ?? '', user.lastName ?? '']}
      />
      <FormError message={change.error ? errorMessage(change.error) : null} />
      {change.isSuccess && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {t('portal.account.changed')}
        </p>
      )}
      <SubmitButton
        size="md"
        pending={change.isPending}
        pendingLabel={t('portal.reset.saving')}
        className="justify-self-start"
      >
        {t('portal.account.changePassword')}
      </SubmitButton>
    </Form>
  );
}
