import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Save, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Establishment } from '../../../domain/schemas/catalog';
import { type EstablishmentPatch, ownerEditableShape } from '../../../domain/schemas/establishments';
import { priceRangeField } from '../../../domain/schemas/fields';
import { useUpdateEstablishment } from '../../api/dashboard';
import { errorMessage } from '../../api/fetcher';
import { HoursEditor } from '../hours/HoursEditor';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { SelectField, TextareaField, TextField } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast';
import { BASE_DETAIL_LABELS, CATEGORY_DETAIL_FIELDS, detailSetFor } from './detail-labels';
import { PRICE_RANGE_OPTIONS } from './format';
import { tellKept } from './kept-write';
import { WaitingWrites } from './WaitingWrites';

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

/** Business Details: view mode with every field disabled; Edit Details / Save Changes / Cancel. */
export function DashboardDetails({ est }: { est: Establishment }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateEstablishment();
  const form = useForm<Values, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema) as never,
    defaultValues: toValues(est),
  });
  const { errors, dirtyFields } = form.formState;
  const set = detailSetFor(est.category?.name);

  // Fresh data from the server replaces what is shown, unless the owner is in the middle of editing.
  useEffect(() => {
    if (!editing) form.reset(toValues(est));
  }, [est, editing, form]);
  // Entering edit mode puts the cursor in the first field (the Edit button goes away).
  useEffect(() => {
    if (editing) form.setFocus('name');
  }, [editing, form]);

  const onSubmit = form.handleSubmit(
    (parsed) => {
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
            if ('kept' in result) tellKept(result.kept);
            else toast({ title: 'Success', description: 'Business information updated successfully' });
            setEditing(false);
          },
          onError: () =>
            toast({ title: 'Error', description: 'Failed to update establishment', variant: 'destructive' }),
        },
      );
    },
    () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );

  const cancel = () => {
    form.reset(toValues(est));
    update.reset();
    setEditing(false);
  };

  type Opts = {
    label: string;
    placeholder?: string;
    hint?: string;
    type?: string;
    multiline?: boolean;
    rows?: number;
    required?: boolean;
  };
  const field = (name: FieldPath<Values>, { multiline, rows, type, ...frame }: Opts) => {
    const shared = { ...frame, error: errors[name]?.message, ...form.register(name) };
    return multiline ? (
      <TextareaField rows={rows} {...shared} />
    ) : (
      <TextField type={type} autoComplete="off" {...shared} />
    );
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Business details">
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
          <div className="grid gap-4">
            <h3 className="font-semibold text-slate-900">Basics</h3>
            {field('name', { label: BASE_DETAIL_LABELS.name, required: true })}
            <div className="grid gap-4 sm:grid-cols-2">
              {field('phone', { label: BASE_DETAIL_LABELS.phone, type: 'tel', placeholder: '226-XXXX' })}
              {field('website', { label: BASE_DETAIL_LABELS.website, type: 'url', placeholder: 'https://' })}
              {field('whatsapp', {
                label: BASE_DETAIL_LABELS.whatsapp,
                type: 'tel',
                placeholder: '+501-XXX-XXXX',
                hint: 'Visitors message this number with questions.',
              })}
              {field('whatsappBooking', {
                label: BASE_DETAIL_LABELS.whatsappBooking,
                type: 'tel',
                placeholder: '+501-XXX-XXXX',
                hint: 'For bookings and orders, if different.',
              })}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('hours', {
                label: BASE_DETAIL_LABELS.hours,
                multiline: true,
                rows: 2,
                placeholder: 'e.g. Mon-Sat 11am-10pm, Sun closed',
              })}
              <SelectField
                label={BASE_DETAIL_LABELS.priceRange}
                hint="e.g. $$"
                error={errors.priceRange?.message}
                {...form.register('priceRange')}
                options={PRICE_RANGE_OPTIONS}
              >
                <option value="">Not set</option>
              </SelectField>
            </div>
            <HoursEditor
              key={`${est.openingHours}-${editing}`}
              week={est.openingHoursWeek}
              error={errors.openingHours?.message}
              onChange={(v) => form.setValue('openingHours', v, { shouldDirty: true })}
            />
            {field('address', {
              label: BASE_DETAIL_LABELS.address,
              placeholder: 'e.g. Barrier Reef Drive, San Pedro',
            })}
            {field('description', {
              label: BASE_DETAIL_LABELS.description,
              multiline: true,
              rows: 4,
              placeholder: 'What you offer and what makes you special',
            })}
          </div>

          <div className="grid gap-4">
            <h3 className="font-semibold text-slate-900">{set.title}</h3>
            <div className="grid gap-4 sm:grid-cols-2">
              {CATEGORY_DETAIL_FIELDS.map((k) => (
                <div key={k} className={k === 'menu' ? 'sm:col-span-2' : undefined}>
                  {field(k, {
                    label: set.fields[k].label,
                    placeholder: set.fields[k].placeholder,
                    multiline: true,
                    rows: k === 'menu' ? 4 : 2,
                  })}
                </div>
              ))}
            </div>
          </div>

          <div className="grid gap-4">
            <h3 className="font-semibold text-slate-900">Social Media</h3>
            {field('socialMedia', {
              label: BASE_DETAIL_LABELS.socialMedia,
              multiline: true,
              rows: 2,
              placeholder: 'e.g. instagram.com/yourbusiness, facebook.com/yourbusiness',
            })}
          </div>
        </fieldset>
        {editing && (
          // Stays in reach at the bottom of the screen while the owner scrolls the long form on a phone.
          <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
            <Button variant="outline" onClick={cancel} disabled={update.isPending}>
              <X className="h-4 w-4" aria-hidden /> Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
