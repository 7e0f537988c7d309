import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { loginBody, PASSWORD_MIN_LENGTH, registerBody } from '../../../domain/schemas/accounts';
import { useCreateAccount, useSignIn } from '../../api/accounts';
import { errorMessage } from '../../api/fetcher';
import { NeedsConnection } from '../../offline/NeedsConnection';
import { useOffline } from '../../offline/useConnection';
import { paths } from '../../paths';
import { NewPasswordField } from '../account/NewPasswordField';
import { Button } from '../ui/Button';
import { EmailField, Field, TextField } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { PasswordInput } from './PasswordInput';

export type AuthMode = 'signin' | 'create';

interface AuthFormProps {
  onSuccess: (user: PublicUser) => void;
  defaultMode?: AuthMode;
  /** Prefills the email (e.g. the one typed in a claim form). */
  defaultEmail?: string;
  submitLabel?: { signin?: string; create?: string };
}

function SignInForm({
  onSuccess,
  defaultEmail,
  label,
}: {
  onSuccess: AuthFormProps['onSuccess'];
  defaultEmail?: string;
  label: string;
}) {
  const signIn = useSignIn();
  const offline = useOffline();
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess }));
  const failure = signIn.error
    ? (signIn.error as { status?: number }).status === 401
      ? 'That email and password do not match an account. Check them or create an account.'
      : errorMessage(signIn.error)
    : null;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField label="Email" error={errors.email?.message} required {...form.register('email')} />
      <Field label="Password" error={errors.password?.message} required>
        {(c) => (
          <PasswordInput
            control={c}
            required
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword()} className="text-lagoon-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
      <FormError message={failure} />
      <NeedsConnection action="Signing in" />
      <Button type="submit" size="lg" disabled={signIn.isPending || offline}>
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? 'Signing in...' : label}
      </Button>
    </form>
  );
}

function CreateAccountForm({
  onSuccess,
  defaultEmail,
  label,
}: {
  onSuccess: AuthFormProps['onSuccess'];
  defaultEmail?: string;
  label: string;
}) {
  const create = useCreateAccount();
  const offline = useOffline();
  const form = useForm<z.input<typeof registerBody>, unknown, z.output<typeof registerBody>>({
    resolver: zodResolver(registerBody),
    defaultValues: { email: defaultEmail ?? '', password: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;
  // The strength estimator loads on the password field's first focus, not with the form.
  const [password, email, firstName, lastName] = form.watch(['password', 'email', 'firstName', 'lastName']);
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, firstName: values.firstName || null, lastName: values.lastName || null },
      { onSuccess },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <EmailField label="Email" error={errors.email?.message} required {...form.register('email')} />
      <NewPasswordField
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember.`}
        error={errors.password?.message}
        registration={form.register('password')}
        password={password}
        userInputs={[email ?? '', firstName ?? '', lastName ?? '']}
      />
      <FormError message={create.error ? errorMessage(create.error) : null} />
      <NeedsConnection action="Creating an account" />
      <Button type="submit" size="lg" disabled={create.isPending || offline}>
        {create.isPending && <Spinner />}
        {create.isPending ? 'Creating account...' : label}
      </Button>
    </form>
  );
}

/** Sign in or create an account; used by /signin and by the inline dialog of the owner forms. */
export function AuthForm({
  onSuccess,
  defaultMode = 'signin',
  defaultEmail,
  submitLabel = {},
}: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(defaultMode);
  return (
    <Tabs value={mode} onValueChange={(v) => setMode(v as AuthMode)}>
      <TabsList fill="even" aria-label="Sign in or create an account">
        <TabsTrigger value="signin">Sign in</TabsTrigger>
        <TabsTrigger value="create">Create account</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="pt-5">
        <SignInForm
          onSuccess={onSuccess}
          defaultEmail={defaultEmail}
          label={submitLabel.signin ?? 'Sign in'}
        />
      </TabsContent>
      <TabsContent value="create" className="pt-5">
        <CreateAccountForm
          onSuccess={onSuccess}
          defaultEmail={defaultEmail}
          label={submitLabel.create ?? 'Create account'}
        />
      </TabsContent>
    </Tabs>
  );
}
