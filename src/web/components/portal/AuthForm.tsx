import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { loginBody, PASSWORD_MIN_LENGTH, registerBody } from '../../../domain/schemas/accounts';
import { useCreateAccount, useSignIn } from '../../api/accounts';
import { errorMessage } from '../../api/fetcher';
import { NeedsConnection } from '../../offline/NeedsConnection';
import { useOffline } from '../../offline/useConnection';
import { Button } from '../ui/Button';
import { controlProps, EmailField, Field, type FieldControl, inputClass, TextField } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

export type AuthMode = 'signin' | 'create';

interface AuthFormProps {
  onSuccess: (user: PublicUser) => void;
  defaultMode?: AuthMode;
  /** Prefills the email (e.g. the one typed in a claim form). */
  defaultEmail?: string;
  submitLabel?: { signin?: string; create?: string };
}

function PasswordInput({
  control,
  required,
  autoComplete,
  ...rest
}: {
  control: FieldControl;
  required: boolean;
  autoComplete: string;
} & UseFormRegisterReturn) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        {...controlProps(control, required)}
        className={`${inputClass} pr-12`}
        {...rest}
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-lagoon-800"
      >
        {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
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
      <Field
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember.`}
        error={errors.password?.message}
        required
      >
        {(c) => (
          <PasswordInput control={c} required autoComplete="new-password" {...form.register('password')} />
        )}
      </Field>
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
