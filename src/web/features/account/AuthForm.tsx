import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { loginBody, PASSWORD_MIN_LENGTH, registerBody } from '../../../domain/schemas/accounts';
import { useCreateAccount, useSignIn } from '../../api/accounts';
import { errorMessage } from '../../api/fetcher';
import { useLocale, useT } from '../../i18n';
import { useOffline } from '../../lib/useConnection';
import { usePaths } from '../../paths';
import { FormError } from '../../ui/FormError';
import {
  Form,
  FormEmailField,
  FormPasswordField,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { NeedsConnection } from '../offline';
import { NewPasswordField } from './NewPasswordField';

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
  const t = useT('portal');
  const paths = usePaths();
  const signIn = useSignIn();
  const offline = useOffline();
  const form = useZodForm(loginBody, { defaultValues: { email: defaultEmail ?? '', password: '' } });
  const failure = signIn.error
    ? (signIn.error as { status?: number }).status === 401
      ? t('portal.auth.noMatch')
      : errorMessage(signIn.error)
    : null;
  return (
    <Form form={form} onSubmit={(values) => signIn.mutate(values, { onSuccess })} className="grid gap-4">
      <FormEmailField form={form} name="email" label={t('portal.auth.email')} required />
      <FormPasswordField
        form={form}
        name="password"
        label={t('portal.auth.password')}
        autoComplete="current-password"
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword()} className="text-lagoon-700 underline-offset-2 hover:underline">
          {t('portal.auth.forgot')}
        </Link>
      </p>
      <FormError message={failure} />
      <NeedsConnection action={t('portal.auth.signInAction')} />
      <SubmitButton pending={signIn.isPending} pendingLabel={t('portal.auth.signingIn')} disabled={offline}>
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
  const t = useT('portal');
  const locale = useLocale();
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
          { ...values, firstName: values.firstName || null, lastName: values.lastName || null, locale },
          { onSuccess: ({ user }) => user && onSuccess(user) },
        )
      }
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="firstName"
          label={t('portal.auth.firstName')}
          autoComplete="given-name"
        />
        <FormTextField
          form={form}
          name="lastName"
          label={t('portal.auth.lastName')}
          autoComplete="family-name"
        />
      </div>
      <FormEmailField form={form} name="email" label={t('portal.auth.email')} required />
      <NewPasswordField
        form={form}
        name="password"
        label={t('portal.auth.password')}
        hint={t('portal.auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        userInputs={[email ?? '', firstName ?? '', lastName ?? '']}
      />
      <FormError message={create.error ? errorMessage(create.error) : null} />
      {create.data && !create.data.user && (
        // The address had an account: its owner was mailed. The page says no more than the server did.
        <p
          role="status"
          className="rounded-md border border-lagoon-200 bg-lagoon-50 p-3 text-sm text-lagoon-900"
        >
          {t('portal.auth.mailSent')}
        </p>
      )}
      <NeedsConnection action={t('portal.auth.createAction')} />
      <SubmitButton pending={create.isPending} pendingLabel={t('portal.auth.creating')} disabled={offline}>
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
  const t = useT('portal');
  const [mode, setMode] = useState<AuthMode>(defaultMode);
  return (
    <Tabs value={mode} onValueChange={(v) => setMode(v as AuthMode)}>
      <TabsList fill="even" aria-label={t('portal.auth.tabs')}>
        <TabsTrigger value="signin">{t('portal.auth.signIn')}</TabsTrigger>
        <TabsTrigger value="create">{t('portal.auth.create')}</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="pt-5">
        <SignInForm
          onSuccess={onSuccess}
          defaultEmail={defaultEmail}
          label={submitLabel.signin ?? t('portal.auth.signIn')}
        />
      </TabsContent>
      <TabsContent value="create" className="pt-5">
        <CreateAccountForm
          onSuccess={onSuccess}
          defaultEmail={defaultEmail}
          label={submitLabel.create ?? t('portal.auth.create')}
        />
      </TabsContent>
    </Tabs>
  );
}
