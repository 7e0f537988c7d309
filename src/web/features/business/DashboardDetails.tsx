import { Pencil, Save, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { Establishment } from '../../../domain/schemas/catalog';
import { type EstablishmentPatch, ownerEditableShape } from '../../../domain/schemas/establishments';
import { priceRangeField } from '../../../domain/schemas/fields';
import { useUpdateEstablishment } from '../../api/dashboard';
import { errorMessage } from '../../api/fetcher';
import {
  BASE_DETAIL_LABELS,
  CATEGORY_DETAIL_FIELDS,
  type DetailSet,
  detailSetFor,
} from '../../lib/detail-labels';
import { PRICE_RANGE_OPTIONS } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import {
  Form,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
  useFieldError,
  useZodForm,
  type ZodForm,
} from '../../ui/form';
import { toast } from '../../ui/toast';
import { HoursEditor } from '../hours';
import { tellWaiting, WaitingWrites } from '../outbox';

/** The shared owner-editable fields; the price select's blank choice means "not set". */
const detailsSchema = z.object({
  ...ownerEditableShape,
  priceRange: z.union([z.literal('').transform(() => null), priceRangeField]),
});
type Key = keyof typeof ownerEditableShape;
type Values = Record<Key, string>;

const KEYS = Object.keys(ownerEditableShape) as Key[];

function toValues(est: Establishment): Values {
  return Object.fromEntries(KEYS.map((k) => [k, (est[k] as string | null) ?? ''])) as Values;
}

type DetailsForm = ZodForm<typeof detailsSchema>;

/** A text of the listing; the browser's autofill has nothing to offer for a business's details. */
function DetailText({
  form,
  name,
  multiline,
  ...props
}: {
  form: DetailsForm;
  name: Key;
  label: string;
  placeholder?: string;
  hint?: string;
  type?: string;
  rows?: number;
  required?: boolean;
  multiline?: boolean;
}) {
  return multiline ? (
    <FormTextareaField form={form} name={name} {...props} />
  ) : (
    <FormTextField form={form} name={name} autoComplete="off" {...props} />
  );
}

/** Name, contacts, hours, price, address and description. */
function BasicsFields({ form, est, editing }: { form: DetailsForm; est: Establishment; editing: boolean }) {
  const hoursError = useFieldError({ form, name: 'openingHours' });
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-slate-900">Basics</h3>
      <DetailText form={form} name="name" label={BASE_DETAIL_LABELS.name} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailText
          form={form}
          name="phone"
          label={BASE_DETAIL_LABELS.phone}
          type="tel"
          placeholder="226-XXXX"
        />
        <DetailText
          form={form}
          name="website"
          label={BASE_DETAIL_LABELS.website}
          type="url"
          placeholder="https://"
        />
        <DetailText
          form={form}
          name="whatsapp"
          label={BASE_DETAIL_LABELS.whatsapp}
          type="tel"
          placeholder="+501-XXX-XXXX"
          hint="Visitors message this number with questions."
        />
        <DetailText
          form={form}
          name="whatsappBooking"
          label={BASE_DETAIL_LABELS.whatsappBooking}
          type="tel"
          placeholder="+501-XXX-XXXX"
          hint="For bookings and orders, if different."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailText
          form={form}
          name="hours"
          label={BASE_DETAIL_LABELS.hours}
          multiline
          rows={2}
          placeholder="e.g. Mon-Sat 11am-10pm, Sun closed"
        />
        <FormSelectField
          form={form}
          name="priceRange"
          label={BASE_DETAIL_LABELS.priceRange}
          hint="e.g. $$"
          options={PRICE_RANGE_OPTIONS}
        >
          <option value="">Not set</option>
        </FormSelectField>
      </div>
      <HoursEditor
        key={`${est.openingHours}-${editing}`}
        week={est.openingHoursWeek}
        error={hoursError}
        onChange={(v) => form.setValue('openingHours', v, { shouldDirty: true })}
      />
      <DetailText
        form={form}
        name="address"
        label={BASE_DETAIL_LABELS.address}
        placeholder="e.g. Barrier Reef Drive, San Pedro"
      />
      <DetailText
        form={form}
        name="description"
        label={BASE_DETAIL_LABELS.description}
        multiline
        rows={4}
        placeholder="What you offer and what makes you special"
      />
    </div>
  );
}

/** The page's texts in Spanish, for its `/es` twin; without them Spanish readers see the English ones. */
function SpanishFields({ form }: { form: DetailsForm }) {
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-slate-900">In Spanish (optional)</h3>
      <p className="-mt-2 text-sm text-slate-600">
        Spanish-speaking visitors read these; without them they see your English description and hours.
      </p>
      <DetailText form={form} name="hoursEs" label={BASE_DETAIL_LABELS.hoursEs} multiline rows={2} />
      <DetailText
        form={form}
        name="descriptionEs"
        label={BASE_DETAIL_LABELS.descriptionEs}
        multiline
        rows={4}
      />
    </div>
  );
}

/** The fields whose wording depends on the kind of business (detail-labels.ts). */
function CategoryFields({ form, set }: { form: DetailsForm; set: DetailSet }) {
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-slate-900">{set.title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {CATEGORY_DETAIL_FIELDS.map((k) => (
          <div key={k} className={k === 'menu' ? 'sm:col-span-2' : undefined}>
            <DetailText
              form={form}
              name={k}
              label={set.fields[k].label}
              placeholder={set.fields[k].placeholder}
              multiline
              rows={k === 'menu' ? 4 : 2}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Business Details: view mode with every field disabled; Edit Details / Save Changes / Cancel. */
export function DashboardDetails({ est }: { est: Establishment }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateEstablishment();
  const form = useZodForm(detailsSchema, { defaultValues: toValues(est) });
  // Read while rendering, so that the form keeps track of which fields the owner changed.
  const { dirtyFields } = form.formState;
  const set = detailSetFor(est.category?.name);

  // Fresh data from the server replaces what is shown, unless the owner is in the middle of editing.
  useEffect(() => {
    if (!editing) form.reset(toValues(est));
  }, [est, editing, form]);
  // Entering edit mode puts the cursor in the first field (the Edit button goes away).
  useEffect(() => {
    if (editing) form.setFocus('name');
  }, [editing, form]);

  const onSubmit = (parsed: z.output<typeof detailsSchema>) => {
    // Only what the owner changed is sent, so imports keep refreshing the rest.
    const patch = Object.fromEntries(
      KEYS.filter((k) => dirtyFields[k]).map((k) => [k, parsed[k]]),
    ) as EstablishmentPatch;
    if (Object.keys(patch).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(
      { id: est.id, patch },
      {
        onSuccess: (result) => {
          if ('waiting' in result) tellWaiting(result.waiting);
          else toast({ title: 'Success', description: 'Business information updated successfully' });
          setEditing(false);
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update establishment', variant: 'destructive' }),
      },
    );
  };

  const cancel = () => {
    form.reset(toValues(est));
    update.reset();
    setEditing(false);
  };

  return (
    <Card>
      <Form form={form} onSubmit={onSubmit} aria-label="Business details">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold text-lagoon-900">Business Details</h2>
            <p className="text-sm text-slate-600">
              {editing ? 'Make your changes, then save them.' : 'What visitors see on your page.'}
            </p>
          </div>
          {!editing && (
            <Button onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden /> Edit Details
            </Button>
          )}
        </div>
        <WaitingWrites establishmentId={est.id} kind="details" set={set} className="mb-4" />
        {update.isError && (
          <div className="mb-4">
            <FormError message={`Failed to update establishment: ${errorMessage(update.error)}`} />
          </div>
        )}

        <fieldset disabled={!editing || update.isPending} className="grid gap-8">
          <BasicsFields form={form} est={est} editing={editing} />
          <SpanishFields form={form} />
          <CategoryFields form={form} set={set} />
          <div className="grid gap-4">
            <h3 className="font-semibold text-slate-900">Social Media</h3>
            <DetailText
              form={form}
              name="socialMedia"
              label={BASE_DETAIL_LABELS.socialMedia}
              multiline
              rows={2}
              placeholder="e.g. instagram.com/yourbusiness, facebook.com/yourbusiness"
            />
          </div>
        </fieldset>
        {editing && (
          // Stays in reach at the bottom of the screen while the owner scrolls the long form on a phone.
          <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
            <Button variant="outline" onClick={cancel} disabled={update.isPending}>
              <X className="h-4 w-4" aria-hidden /> Cancel
            </Button>
            <SubmitButton
              size="md"
              pending={update.isPending}
              pendingLabel="Saving..."
              icon={<Save className="h-4 w-4" aria-hidden />}
            >
              Save Changes
            </SubmitButton>
          </div>
        )}
      </Form>
    </Card>
  );
}
