import { zodResolver } from '@hookform/resolvers/zod';
import { Siren } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ALERT_SEVERITY_LABELS,
  alertExpiryFromHours,
  alertExpiryProblem,
  DEFAULT_ALERT_DURATION_HOURS,
} from '../../../domain/alerts';
import {
  ALERT_MAX_LIFETIME_MS,
  ALERT_MESSAGE_MAX_LENGTH,
  ALERT_SEVERITIES,
  alertBody,
} from '../../../domain/schemas/alerts';
import { usePostAlert } from '../../api/admin-alerts';
import { errorMessage } from '../../api/fetcher';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { SelectField, TextareaField, TextField } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast';

/** A Date as a datetime-local value (the admin's own time zone, to the minute). */
export function toLocalInput(d: Date): string {
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The shared payload schema, with the expiry as the admin's local date and time; its window is checked
 * by the same rule as the server's (domain/alerts.ts) when the form is sent.
 */
const alertForm = alertBody
  .pick({ message: true, severity: true })
  .extend({ endsAt: z.string().min(1, 'Choose when the alert ends.') })
  .superRefine(({ endsAt }, ctx) => {
    const problem = endsAt ? alertExpiryProblem(new Date(endsAt), new Date()) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: problem });
  });
type FormValues = z.input<typeof alertForm>;

const SEVERITY_OPTIONS = ALERT_SEVERITIES.map((s) => ({ value: s, label: ALERT_SEVERITY_LABELS[s] }));
const defaults = (): FormValues => ({
  message: '',
  severity: 'info',
  endsAt: toLocalInput(alertExpiryFromHours()),
});

/** Post an island-wide alert: every visitor's page shows it until it expires or is ended. */
export function PostAlertForm() {
  const post = usePostAlert();
  const form = useForm<FormValues, unknown, z.output<typeof alertForm>>({
    resolver: zodResolver(alertForm),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const now = new Date();

  const onSubmit = form.handleSubmit(({ message, severity, endsAt }) =>
    post.mutate(
      { message, severity, expiresAt: new Date(endsAt).toISOString() },
      {
        onSuccess: () => {
          toast({ title: 'Alert posted', description: 'Every page of the guide shows it now.' });
          form.reset(defaults());
        },
      },
    ),
  );

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-semibold text-lagoon-900">
        <Siren className="h-5 w-5" aria-hidden /> Post an Island Alert
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown at the top of every page until it ends. Critical alerts are shown in red.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4" aria-label="Post an island alert">
        <TextareaField
          label="Message"
          required
          rows={4}
          error={errors.message?.message}
          hint={`${message.length}/${ALERT_MESSAGE_MAX_LENGTH} characters`}
          maxLength={ALERT_MESSAGE_MAX_LENGTH}
          placeholder="e.g. The last water taxi to Belize City leaves at 3 pm today."
          {...form.register('message')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Severity"
            error={errors.severity?.message}
            options={SEVERITY_OPTIONS}
            {...form.register('severity')}
          />
          <TextField
            type="datetime-local"
            label="Ends"
            required
            error={errors.endsAt?.message}
            hint={`${DEFAULT_ALERT_DURATION_HOURS} hours from now unless changed; at most 14 days ahead.`}
            min={toLocalInput(now)}
            max={toLocalInput(new Date(now.getTime() + ALERT_MAX_LIFETIME_MS))}
            {...form.register('endsAt')}
          />
        </div>
        {post.isError && <FormError message={errorMessage(post.error)} />}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={post.isPending} className="w-full sm:w-auto">
            {post.isPending && <Spinner />}
            {post.isPending ? 'Posting...' : 'Post Alert'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
