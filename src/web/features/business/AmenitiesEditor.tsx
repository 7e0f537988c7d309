import { Save } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { type AmenityKey, amenityWords } from '../../../domain/amenities';
import type { AmenityGroup } from '../../../domain/amenity-display';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useUpdateEstablishment } from '../../api/dashboard';
import { type Translate, useLocale, useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError, useErrorText } from '../../ui/FormError';
import { Form, SubmitButton, useZodForm, type ZodForm } from '../../ui/form';
import { toast } from '../../ui/toast';
import { tellWaiting } from '../outbox';
import {
  AMENITY_ANSWERS,
  type AmenityAnswers,
  amenityAnswersSchema,
  answersOf,
  changedAnswers,
  offeredByGroup,
} from './amenity-answers';

type AnswersForm = ZodForm<typeof amenityAnswersSchema>;

/**
 * One attribute's question: a radio group named by the attribute's words (fieldset and legend), with
 * Yes, No and Not sure; each choice is a large label around its radio, so one tap anywhere on it answers,
 * and the arrow keys move between the three.
 */
function AmenityQuestion({ form, amenity, words, t }: AmenityQuestionProps) {
  // Controlled: the page as the server renders it shows the stored answers chosen.
  const { field } = useController({ control: form.control, name: amenity });
  return (
    <fieldset className="min-w-0" data-testid={`amenity-${amenity}`}>
      <legend className="text-sm font-medium text-slate-800">{words}</legend>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {AMENITY_ANSWERS.map((answer) => (
          <label
            key={answer}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-2.5 text-sm text-slate-800 hover:border-lagoon-500 has-checked:border-lagoon-700 has-checked:bg-lagoon-50 has-checked:font-medium has-checked:text-lagoon-900 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={field.name}
              value={answer}
              checked={field.value === answer}
              onChange={() => field.onChange(answer)}
              onBlur={field.onBlur}
              disabled={field.disabled}
              className="h-4 w-4 shrink-0 accent-lagoon-700"
            />
            {t(`portal.amenities.${answer}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface AmenityQuestionProps {
  form: AnswersForm;
  amenity: AmenityKey;
  words: string;
  t: Translate;
}

/** The questions of one group (access, payment, food, the place) under its heading. */
function AmenityGroupPart({
  form,
  group,
  keys,
}: {
  form: AnswersForm;
  group: AmenityGroup;
  keys: AmenityKey[];
}) {
  const t = useT('portal');
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t(`portal.amenities.group.${group}`)}
      </h3>
      <div className="grid gap-x-6 gap-y-4 @xl:grid-cols-2">
        {keys.map((key) => (
          <AmenityQuestion key={key} form={form} amenity={key} words={amenityWords(key, locale)} t={t} />
        ))}
      </div>
    </section>
  );
}

/**
 * The owner's (and the admin's) answers to what the place's category is asked (domain/amenities.ts),
 * grouped, in the page's language, with one Save that sends only the answers changed here: PATCH
 * /api/establishments/:id `{ attributes }` with the owners' mutation, kept on the phone when offline.
 * `onSaved` and `onCancel` are for a dialog (the admin's), which closes after either.
 */
export function AmenitiesEditor({
  est,
  onSaved,
  onCancel,
}: {
  est: Establishment;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const t = useT('portal');
  const errorText = useErrorText();
  const update = useUpdateEstablishment();
  const stored = useMemo(() => answersOf(est.attributes, est.categoryId), [est.attributes, est.categoryId]);
  const form = useZodForm(amenityAnswersSchema, { defaultValues: stored });
  const answers = useWatch({ control: form.control }) as AmenityAnswers;
  const saved = form.formState.defaultValues as AmenityAnswers;
  const count = Object.keys(changedAnswers(saved, answers)).length;

  // Fresh answers from the server replace those shown, except the ones being changed here.
  useEffect(() => {
    form.reset(stored, { keepDirtyValues: true });
  }, [stored, form]);

  const onSubmit = (values: AmenityAnswers) => {
    const attributes = changedAnswers(saved, values);
    const changed = Object.keys(attributes).length;
    if (changed === 0) {
      toast({ title: t('portal.amenities.unchanged') });
      return;
    }
    update.mutate(
      { id: est.id, patch: { attributes } },
      {
        onSuccess: (result) => {
          if ('waiting' in result) tellWaiting(result.waiting);
          else
            toast({
              title: t('portal.amenities.saved'),
              description: t('portal.amenities.savedText', { count: changed, name: est.name }),
            });
          // What was sent is what the place holds now (or will, once the phone sends it).
          form.reset(values);
          onSaved?.();
        },
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={t('portal.amenities.form', { name: est.name })}
      data-testid="amenities-editor"
      // Two columns where the editor is wide enough (the dashboard), one in the admin's narrow dialog.
      className="@container grid gap-6"
    >
      <fieldset disabled={update.isPending} className="grid min-w-0 gap-6">
        {offeredByGroup(est.categoryId).map(({ group, keys }) => (
          <AmenityGroupPart key={group} form={form} group={group} keys={keys} />
        ))}
      </fieldset>
      {update.isError && (
        <FormError message={t('portal.amenities.failed', { message: errorText(update.error) })} />
      )}
      {/* Stays in reach at the bottom of the screen while a long list is scrolled on a phone. */}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 py-3 backdrop-blur">
        <p aria-live="polite" className="mr-auto text-sm text-slate-600">
          {t('portal.amenities.changes', { count })}
        </p>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
            {t('portal.amenities.cancel')}
          </Button>
        )}
        <SubmitButton
          size="md"
          pending={update.isPending}
          pendingLabel={t('portal.amenities.saving')}
          icon={<Save className="h-4 w-4" aria-hidden />}
        >
          {t('portal.amenities.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The dashboard's Amenities & access card, in the Business Details tab. */
export function DashboardAmenities({ est }: { est: Establishment }) {
  const t = useT('portal');
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-semibold text-lagoon-900">
          {t('portal.amenities.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('portal.amenities.intro')}</p>
        <div className="mt-5">
          <AmenitiesEditor est={est} />
        </div>
      </section>
    </Card>
  );
}
