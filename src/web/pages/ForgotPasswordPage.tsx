import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { passwordResetBody } from '../../domain/schemas/accounts';
import { useRequestPasswordReset } from '../api/accounts';
import { errorMessage } from '../api/fetcher';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { EmailField } from '../components/ui/Field';
import { FormError } from '../components/ui/FormError';
import { Spinner } from '../components/ui/Spinner';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { NeedsConnection } from '../offline/NeedsConnection';
import { useOffline } from '../offline/useConnection';
import { paths } from '../paths';

/** /forgot-password: asks for the address and says (whatever the address) that a link is on its way. */
export default function ForgotPasswordPage() {
  useDocumentTitle(
    'Forgot password',
    'Get a link to choose a new password for your Ambergris Guide account.',
  );
  const request = useRequestPasswordReset();
  const offline = useOffline();
  const form = useForm<z.input<typeof passwordResetBody>, unknown, z.output<typeof passwordResetBody>>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((values) => request.mutate(values));
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">Forgot your password?</h1>
      <p className="mt-2 text-slate-700">Enter your email and we will send you a link to choose a new one.</p>
      <Card className="mt-6">
        {request.isSuccess ? (
          <p role="status" className="text-slate-800">
            {request.data.message}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <EmailField
              label="Email"
              error={form.formState.errors.email?.message}
              required
              {...form.register('email')}
            />
            <FormError message={request.error ? errorMessage(request.error) : null} />
            <NeedsConnection action="Resetting a password" />
            <Button type="submit" size="lg" disabled={request.isPending || offline}>
              {request.isPending && <Spinner />}
              {request.isPending ? 'Sending...' : 'Send me a link'}
            </Button>
          </form>
        )}
      </Card>
      <p className="mt-4 text-sm">
        <Link to={paths.signIn()} className="text-lagoon-700 underline-offset-2 hover:underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
