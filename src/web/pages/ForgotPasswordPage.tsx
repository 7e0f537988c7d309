import { Link } from 'react-router';
import { passwordResetBody } from '../../domain/schemas/accounts';
import { useRequestPasswordReset } from '../api/accounts';
import { errorMessage } from '../api/fetcher';
import { Card } from '../components/ui/Card';
import { FormError } from '../components/ui/FormError';
import { Form, FormEmailField, SubmitButton, useZodForm } from '../components/ui/form';
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
  const form = useZodForm(passwordResetBody, { defaultValues: { email: '' } });
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
          <Form form={form} onSubmit={(values) => request.mutate(values)} className="grid gap-4">
            <FormEmailField form={form} name="email" label="Email" required />
            <FormError message={request.error ? errorMessage(request.error) : null} />
            <NeedsConnection action="Resetting a password" />
            <SubmitButton pending={request.isPending} pendingLabel="Sending..." disabled={offline}>
              Send me a link
            </SubmitButton>
          </Form>
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
