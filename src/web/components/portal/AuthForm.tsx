import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { loginBody, PASSWORD_MIN_LENGTH, registerBody } from '../../../domain/schemas/accounts';
import { useCreateAccount, useSignIn } from '../../api/accounts';
import { errorMessage } from '../../api/fetcher';
import { NeedsConnection } from '../../offline/NeedsConnection';
import { useOffline } from '../../offline/useConnection';
import { paths } from '../../paths';
import { NewPasswordField } from '../account/NewPasswordField';
import { FormError } from '../ui/FormError';
import { Form, FormEmailField, FormPasswordField, FormTextField, SubmitButton, useZodForm } from '../ui/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

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
  const form = useZodForm(loginBody, { defaultValues: { email: defaultEmail ?? '', password: '' } });
  const failure = signIn.error
    ? (signIn.error as { status?: number }).status === 401
      ? 'That email and password do not match an account. Check them or create an account.'
      : errorMessage(signIn.error)
    : null;
  return (
    <Form form={form} onSubmit={(values) => signIn.mutate(values, { onSuccess })} className="grid gap-4">
      <FormEmailField form={form} name="email" label="Email" required />
      <FormPasswordField form={form} name="password" label="Password" autoComplete="current-password" />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword()} className="text-lagoon-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
      <FormError message={failure} />
      <NeedsConnection action="Signing in" />
      <SubmitButton pending={signIn.isPending} pendingLabel="Signing in..." disabled={offline}>
        {label}
      </SubmitButton>
    </Form>
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
  const form = useZodForm(registerBody, {
    defaultValues: { email: defaultEmail ?? '', password: '', firstName: '', lastName: '' },
  });
  // What the person typed makes a password easier to guess: the strength hint weighs it.
  const [email, firstName, lastName] = useWatch({
    control: form.control,
    name: ['email', 'firstName', 'lastName'],
  });
  return (
    <Form
      form={form}
      onSubmit={(values) =>
        create.mutate(
          { ...values, firstName: values.firstName || null, lastName: values.lastName || null },
          { onSuccess: ({ user }) => user && onSuccess(user) },
        )
      }
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormEmailField form={form} name="email" label="Email" required />
      <NewPasswordField
        form={form}
        name="password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember.`}
        userInputs={[email ?? '', firstName ?? '', lastName ?? '']}
      />
      <FormError message={create.error ? errorMessage(create.error) : null} />
      {create.data && !create.data.user && (
        // The address had an account: its owner was mailed. The page says no more than the server did.
        <p
          role="status"
          className="rounded-md border border-lagoon-200 bg-lagoon-50 p-3 text-sm text-lagoon-900"
        >
          We have sent a mail to this address: follow it to finish. If you already have an account, sign in
          instead.
        </p>
      )}
      <NeedsConnection action="Creating an account" />
      <SubmitButton pending={create.isPending} pendingLabel="Creating account..." disabled={offline}>
        {label}
      </SubmitButton>
    </Form>
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
