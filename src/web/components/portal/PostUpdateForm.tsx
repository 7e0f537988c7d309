import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  DEFAULT_UPDATE_DURATION_HOURS,
  STATUS_UPDATE_TYPE_LABELS,
  STATUS_UPDATE_TYPES,
  UPDATE_DURATION_HOURS,
} from '../../../domain/constants';
import { STATUS_UPDATE_MAX_LENGTH, statusUpdateBody } from '../../../domain/schemas/updates';
import { durationLabel, expiryFromHours } from '../../../domain/updates';
import { useCurrentUser } from '../../api/auth';
import { useCreateStatusUpdate } from '../../api/dashboard';
import { errorMessage } from '../../api/fetcher';
import { useOwnedEstablishments } from '../../api/ownership';
import { FormError } from '../ui/FormError';
import { Form, FormSelectField, FormTextareaField, SubmitButton, useZodForm } from '../ui/form';
import { toast } from '../ui/toast';
import { tellKept } from './kept-write';
import { useOutboxSender } from './useOutboxSender';
import { WaitingWrites } from './WaitingWrites';

/** docs/product.md#business-portal: the portal's live update form: the shared payload schema with a duration instead of expiresAt. */
const portalUpdateForm = statusUpdateBody.pick({ establishmentId: true, message: true, type: true }).extend({
  expirationHours: z.enum(UPDATE_DURATION_HOURS.map(String) as [string, ...string[]]),
});

const TYPE_OPTIONS = STATUS_UPDATE_TYPES.map((t) => ({ value: t, label: STATUS_UPDATE_TYPE_LABELS[t] }));
const DURATION_OPTIONS = UPDATE_DURATION_HOURS.map((h) => ({ value: String(h), label: durationLabel(h) }));

/** Post Live Update (portal tab): only for the owner's verified businesses. */
export function PostUpdateForm() {
  const { isAuthenticated } = useCurrentUser();
  const owned = useOwnedEstablishments();
  const create = useCreateStatusUpdate();
  const businesses = owned.data ?? [];
  const form = useZodForm(portalUpdateForm, {
    defaultValues: {
      establishmentId: undefined as unknown as number,
      message: '',
      type: 'special',
      expirationHours: String(DEFAULT_UPDATE_DURATION_HOURS),
    },
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const selectedId = useWatch({ control: form.control, name: 'establishmentId' });
  useOutboxSender();

  // Pick the first verified business once the list arrives.
  useEffect(() => {
    const first = owned.data?.[0];
    if (first && !form.getValues('establishmentId')) form.setValue('establishmentId', first.id);
  }, [owned.data, form]);

  const onSubmit = ({ establishmentId, message, type, expirationHours }: z.output<typeof portalUpdateForm>) =>
    create.mutate(
      {
        establishmentId,
        message,
        type,
        isActive: true,
        expiresAt: expiryFromHours(Number(expirationHours)).toISOString(),
      },
      {
        onSuccess: (result) => {
          form.reset({ ...form.getValues(), message: '' });
          if ('kept' in result) tellKept(result.kept);
          else
            toast({
              title: 'Update posted successfully!',
              description: 'Your live update is now visible to all visitors.',
            });
        },
        onError: (err) =>
          toast({ title: 'Update failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );

  const none = businesses.length === 0;
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Post a live update">
      <p className="flex items-start gap-2 rounded-lg border border-sand-200 bg-sand-100 px-3 py-2 text-sm text-slate-800">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-lagoon-700" aria-hidden />
        <span>
          Live updates can be posted only for a business that you have claimed or registered and that an admin
          has verified. {!isAuthenticated && 'Log in to see your verified businesses.'}
        </span>
      </p>
      <FormSelectField
        form={form}
        name="establishmentId"
        rules={{ valueAsNumber: true }}
        label="Business"
        errorText={() => 'Choose one of your verified businesses.'}
        disabled={none}
      >
        {owned.isLoading && isAuthenticated ? (
          <option value="">Loading your businesses...</option>
        ) : none ? (
          <option value="">No verified businesses found</option>
        ) : (
          businesses.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
              {b.area ? ` · ${b.area.name}` : ''}
            </option>
          ))
        )}
      </FormSelectField>
      {owned.isError && <FormError message={errorMessage(owned.error)} />}
      <FormTextareaField
        form={form}
        name="message"
        label="Message"
        hint={`${message.length}/${STATUS_UPDATE_MAX_LENGTH} characters`}
        maxLength={STATUS_UPDATE_MAX_LENGTH}
        placeholder="e.g. Happy hour 2-for-1 rum punch until 6 pm!"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField form={form} name="type" label="Update Type" options={TYPE_OPTIONS} />
        <FormSelectField form={form} name="expirationHours" label="Show For" options={DURATION_OPTIONS} />
      </div>
      {Number(selectedId) > 0 && <WaitingWrites establishmentId={Number(selectedId)} kind="status-update" />}
      <div className="flex justify-end">
        <SubmitButton
          pending={create.isPending}
          pendingLabel="Posting..."
          disabled={none}
          className="w-full sm:w-auto"
        >
          Post Live Update
        </SubmitButton>
      </div>
    </Form>
  );
}
