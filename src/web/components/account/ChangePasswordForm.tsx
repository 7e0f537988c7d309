import { changePasswordBody, PASSWORD_MIN_LENGTH, type PublicUser } from '../../../domain/schemas/accounts';
import { useChangePassword } from '../../api/accounts';
import { errorMessage } from '../../api/fetcher';
import { FormError } from '../ui/FormError';
import { Form, FormPasswordField, SubmitButton, useZodForm } from '../ui/form';
import { NewPasswordField } from './NewPasswordField';

/** Change password (POST /api/auth/change-password): this browser stays signed in, the others end. */
export function ChangePasswordForm({ user }: { user: PublicUser }) {
  const change = useChangePassword();
  const form = useZodForm(changePasswordBody, { defaultValues: { currentPassword: '', newPassword: '' } });
  const submit = (values: { currentPassword: string; newPassword: string }) =>
    change.mutate(values, { onSuccess: () => form.reset({ currentPassword: '', newPassword: '' }) });
  return (
    <Form form={form} onSubmit={submit} aria-labelledby="change-password" className="grid gap-4">
      <h2 id="change-password" className="text-xl font-semibold text-lagoon-900">
        Change password
      </h2>
      {/* Accounts made before the 12-character rule keep their password until they change it. */}
      <p className="text-sm text-slate-700">
        Passwords now need at least {PASSWORD_MIN_LENGTH} characters and must not be a common one. If yours is
        shorter, it still works, but please choose a new one here.
      </p>
      <FormPasswordField
        form={form}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
      />
      <NewPasswordField
        form={form}
        name="newPassword"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Other devices will be signed out.`}
        userInputs={[user.email, user.firstName ?? '', user.lastName ?? '']}
      />
      <FormError message={change.error ? errorMessage(change.error) : null} />
      {change.isSuccess && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {change.data.message}
        </p>
      )}
      <SubmitButton
        size="md"
        pending={change.isPending}
        pendingLabel="Saving..."
        className="justify-self-start"
      >
        Change password
      </SubmitButton>
    </Form>
  );
}
