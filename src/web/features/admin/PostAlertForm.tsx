import { Siren } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ALERT_MAX_LIFETIME_MS,
  ALERT_SEVERITY_LABELS,
  alertExpiryFromHours,
  alertExpiryProblem,
  DEFAULT_ALERT_DURATION_HOURS,
} from '../../../domain/alerts';
import { ALERT_MESSAGE_MAX_LENGTH, ALERT_SEVERITIES, alertBody } from '../../../domain/schemas/alerts';
import { usePostAlert } from '../../api/admin-alerts';
import { errorMessage } from '../../api/fetcher';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import {
  Form,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { toast } from '../../ui/toast';

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
  const form = useZodForm(alertForm, { defaultValues: defaults() });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const now = new Date();

  const onSubmit = ({ message, severity, endsAt }: z.output<typeof alertForm>) =>
    post.mutate(
      { message, severity, expiresAt: new Date(endsAt).toISOString() },
      {
        onSuccess: () => {
          toast({ title: 'Alert posted', description: 'Every page of the guide shows it now.' });
          form.reset(defaults());
        },
      },
    );

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-semibold text-lagoon-900">
        <Siren className="h-5 w-5" aria-hidden /> Post an Island Alert
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown at the top of every page until it ends. Critical alerts are shown in red.
      </p>
      <Form form={form} onSubmit={onSubmit} className="mt-4 grid gap-4" aria-label="Post an island alert">
        <FormTextareaField
          form={form}
          name="message"
          label="Message"
          required
          rows={4}
          hint={`${message.length}/${ALERT_MESSAGE_MAX_LENGTH} characters`}
          maxLength={ALERT_MESSAGE_MAX_LENGTH}
          placeholder="e.g. The last water taxi to Belize City leaves at 3 pm today."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField form={form} name="severity" label="Severity" options={SEVERITY_OPTIONS} />
          <FormTextField
            form={form}
            name="endsAt"
            type="datetime-local"
            label="Ends"
            required
            hint={`${DEFAULT_ALERT_DURATION_HOURS} hours from now unless changed; at most 14 days ahead.`}
            min={toLocalInput(now)}
            max={toLocalInput(new Date(now.getTime() + ALERT_MAX_LIFETIME_MS))}
          />
        </div>
        {post.isError && <FormError message={errorMessage(post.error)} />}
        <div className="flex justify-end">
          <SubmitButton pending={post.isPending} pendingLabel="Posting..." className="w-full sm:w-auto">
            Post Alert
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
