import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordBody, PASSWORD_MIN_LENGTH, type PublicUser } from '../../../domain/schemas/accounts';
import { useChangePassword } from '../../api/accounts';
import { errorMessage } from '../../api/fetcher';
import { PasswordInput } from '../portal/PasswordInput';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { NewPasswordField } from './NewPasswordField';

/** Change password (POST /api/auth/change-password): this browser stays signed in, the others end. */
export function ChangePasswordForm({ user }: { user: PublicUser }) {
  const change = useChangePassword();
  const form = useForm<z.input<typeof changePasswordBody>, unknown, z.output<typeof changePasswordBody>>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change.mutate(values, { onSuccess: () => form.reset({ currentPassword: '', newPassword: '' }) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password" className="grid gap-4">
      <h2 id="change-password" className="text-xl font-semibold text-lagoon-900">
        Change password
      </h2>
      {/* Accounts made before the 12-character rule keep their password until they change it. */}
      <p className="text-sm text-slate-700">
        Passwords now need at least {PASSWORD_MIN_LENGTH} characters and must not be a common one. If yours is
        shorter, it still works, but please choose a new one here.
      </p>
      <Field label="Current password" error={errors.currentPassword?.message} required>
        {(c) => (
          <PasswordInput
            control={c}
            required
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        )}
      </Field>
      <NewPasswordField
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Other devices will be signed out.`}
        error={errors.newPassword?.message}
        registration={form.register('newPassword')}
        password={form.watch('newPassword')}
        userInputs={[user.email, user.firstName ?? '', user.lastName ?? '']}
      />
      <FormError message={change.error ? errorMessage(change.error) : null} />
      {change.isSuccess && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {change.data.message}
        </p>
      )}
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending && <Spinner />}
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
