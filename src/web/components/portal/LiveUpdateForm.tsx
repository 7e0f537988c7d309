import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateStatusUpdate } from '../../api/dashboard';
import {
  Form,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../ui/form';
import { toast } from '../ui/toast';
import { DASHBOARD_TYPE_OPTIONS } from './format';
import { tellKept } from './kept-write';
import { updateFailure } from './update-failure';
import {
  AT_A_TIME,
  DEFAULT_SHOW_FOR,
  expiryOf,
  type LiveUpdateValues,
  liveUpdateForm,
  messageCount,
  SHOW_FOR_OPTIONS,
  untilNote,
} from './update-form';

type Values = z.output<typeof liveUpdateForm>;
type LiveForm = ReturnType<typeof useZodForm<typeof liveUpdateForm>>;

/** "Show until": a length or a time of day (Belize time), and what that means, said as it changes. */
function ShowUntil({ form }: { form: LiveForm }) {
  const [showFor, until] = useWatch({ control: form.control, name: ['showFor', 'until'] });
  return (
    <div className="grid gap-2">
      <FormSelectField form={form} name="showFor" label="Show until" options={SHOW_FOR_OPTIONS} />
      {showFor === AT_A_TIME && (
        <FormTextField form={form} name="until" type="time" label="Until (Belize time)" required />
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {untilNote({ showFor, until: until ?? '' }, new Date())}
      </p>
    </div>
  );
}

/**
 * The one form that posts a live update (the dashboard's Live Updates and the portal's Post Live
 * Update): message, type and until when it shows. The expiry is fixed when it is posted, so an update
 * kept on the phone while offline (kept-write.ts) still ends when the owner said.
 */
export function LiveUpdateForm({
  establishmentId,
  posted,
  failedTitle,
  placeholder,
  submitLabel,
  disabled = false,
  business,
  children,
}: {
  /** The place, or undefined while `business` lets the owner choose one. */
  establishmentId?: number;
  posted: { title: string; description: string };
  failedTitle: string;
  placeholder: string;
  submitLabel: string;
  disabled?: boolean;
  /** A field choosing the place, bound to this form (the portal's). */
  business?: (form: LiveForm) => ReactNode;
  /** Shown above the button (the waiting writes). */
  children?: ReactNode;
}) {
  const create = useCreateStatusUpdate();
  const form = useZodForm(liveUpdateForm, {
    defaultValues: {
      establishmentId: establishmentId as number,
      message: '',
      type: 'announcement',
      showFor: DEFAULT_SHOW_FOR,
      until: '',
    } satisfies LiveUpdateValues,
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const count = messageCount(message.length);
  const post = ({ establishmentId: id, message, type, showFor, until }: Values) =>
    create.mutate(
      {
        establishmentId: establishmentId ?? id,
        message,
        type,
        isActive: true,
        expiresAt: expiryOf({ showFor, until }, new Date()).toISOString(),
      },
      {
        onSuccess: (result) => {
          form.reset({ ...form.getValues(), message: '' });
          if ('kept' in result) tellKept(result.kept);
          else toast(posted);
        },
        onError: (err) =>
          toast({ title: failedTitle, description: updateFailure(err), variant: 'destructive' }),
      },
    );
  return (
    <Form form={form} onSubmit={post} className="grid gap-4" aria-label="Post a live update">
      {business?.(form)}
      <FormTextareaField
        form={form}
        name="message"
        label="Message"
        hint={<span className={count.over ? 'font-semibold text-red-700' : ''}>{count.text}</span>}
        rows={4}
        placeholder={placeholder}
      />
      <FormSelectField form={form} name="type" label="Update Type" options={DASHBOARD_TYPE_OPTIONS} />
      <ShowUntil form={form} />
      {children}
      {/* A blank message sends nothing. */}
      <SubmitButton
        pending={create.isPending}
        pendingLabel="Posting..."
        disabled={disabled || !message.trim()}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
