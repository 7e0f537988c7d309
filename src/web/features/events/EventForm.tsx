import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { belizeDay } from '../../../domain/dates';
import { newIdempotencyKey } from '../../../domain/idempotency';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, type PlaceEvent } from '../../../domain/schemas/events';
import { isNetworkError } from '../../api/fetcher';
import { useCreateEvent, useUpdateEvent } from '../../api/owner-events';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Form, FormTextareaField, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { toast } from '../../ui/toast';
import { RepeatFields, WhenFields } from './EventFormFields';
import {
  type EventFormOutput,
  eventBodyFromForm,
  eventFormSchema,
  eventValues,
  newEventValues,
  refusal,
} from './event-form';

/**
 * Posts a new event of the place, or edits `event` (the whole event sent again). The server's refusals
 * go under the fields they name, any other to the top of the form; the first is focused.
 */
export function EventForm({
  establishmentId,
  event,
  onDone,
}: {
  establishmentId: number;
  event: PlaceEvent | null;
  /** Called once an edit is saved, or cancelled. */
  onDone: () => void;
}) {
  // Belize's today, for the defaults and "a year ahead", as the server counts it.
  const today = useMemo(() => belizeDay(new Date()), []);
  const schema = useMemo(() => eventFormSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues: event ? eventValues(event) : newEventValues(today) });
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  // A new event, a new key: the same key again only while the same event is being sent.
  const [postKey, setPostKey] = useState(newIdempotencyKey);
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  const refused = (err: unknown) => {
    // The server keeps its answer to a key: a corrected event is a new request. Without a reply, the
    // same post may be sent again under the same key.
    if (!isNetworkError(err)) setPostKey(newIdempotencyKey());
    const { fields, message } = refusal(err);
    for (const f of fields) form.setError(f.field, { type: 'server', message: f.message });
    setFormError(message);
    if (fields[0]) form.setFocus(fields[0].field);
  };
  const submit = (values: EventFormOutput) => {
    setFormError(null);
    setPosted(null);
    const body = eventBodyFromForm(values);
    if (event)
      return update.mutate(
        { id: event.id, patch: body },
        {
          onSuccess: (saved) => {
            toast({ title: 'Event saved', description: saved.title });
            onDone();
          },
          onError: refused,
        },
      );
    create.mutate(
      { establishmentId, body, idempotencyKey: postKey },
      {
        onSuccess: (created) => {
          setPostKey(newIdempotencyKey());
          form.reset(newEventValues(today));
          setPosted(`Posted "${created.title}": visitors see it in What's on.`);
        },
        onError: refused,
      },
    );
  };

  const pending = create.isPending || update.isPending;
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="grid gap-4"
      aria-label={event ? `Edit ${event.title}` : 'Post an event'}
    >
      <FormError message={formError} />
      <FormTextField form={form} name="title" label="Title" required maxLength={EVENT_TITLE_MAX} />
      <FormTextareaField
        form={form}
        name="description"
        label="Description"
        rows={3}
        maxLength={EVENT_DESCRIPTION_MAX}
        hint={`Optional. ${description.length}/${EVENT_DESCRIPTION_MAX} characters`}
      />
      <WhenFields form={form} today={today} />
      <RepeatFields form={form} today={today} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {event && (
          <Button variant="outline" size="lg" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        )}
        <SubmitButton pending={pending} pendingLabel={event ? 'Saving...' : 'Posting...'}>
          {event ? 'Save changes' : 'Post event'}
        </SubmitButton>
      </div>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {posted}
      </p>
    </Form>
  );
}
