import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { amenitiesOffered, amenityWords } from '../../../domain/amenities';
import {
  REPORT_KINDS,
  REPORT_MESSAGE_MAX,
  type ReportBody,
  reportAttributeField,
  reportBody,
} from '../../../domain/schemas/freshness';
import { ApiError, errorMessage } from '../../api/fetcher';
import { sendReport } from '../../api/reports';
import { type Translate, useLocale, useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import {
  Form,
  FormEmailField,
  FormSelectField,
  FormTextareaField,
  SubmitButton,
  useZodForm,
  type ZodForm,
} from '../../ui/form';

// No kind chosen yet: the visitor picks one (the schema refuses none).
const EMPTY = { message: '', email: '', website: '', attribute: '' as const };

/** The server's rules; every message the form can show is the page language's own. */
const formSchema = reportBody.extend({
  kind: z.enum(REPORT_KINDS, { message: 'chooseKind' }),
  // The select's blank choice: no amenity named.
  attribute: z.union([z.literal(''), reportAttributeField]).optional(),
});
type FormValues = z.output<typeof formSchema>;

/** What is sent: the amenity only with a report that an amenity is wrong. */
function bodyOf({ attribute, ...values }: FormValues): Omit<ReportBody, 'locale'> {
  return values.kind === 'amenity' && attribute ? { ...values, attribute } : values;
}

function sendProblem(t: Translate, err: unknown): string {
  if (!(err instanceof ApiError)) return t('report.failed', { message: errorMessage(err) });
  if (err.status === 429) return t('report.tooMany');
  if (err.status === 404) return t('report.notListed');
  return t('report.failed', { message: err.serverMessage });
}

function KindChoice({ form, t }: { form: ZodForm<typeof formSchema>; t: Translate }) {
  const error = form.formState.errors.kind;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('report.kind')}</legend>
      <div className="mt-2 grid gap-1">
        {REPORT_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-slate-50">
            <input
              type="radio"
              value={kind}
              className="h-4 w-4 accent-lagoon-700"
              // The first choice takes the focus on an invalid submit (the form kit's rule).
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'report-kind-error' : undefined}
              {...form.register('kind')}
            />
            <span className="text-sm text-slate-800">{t(`report.kind.${kind}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="report-kind-error" className="mt-1 text-sm text-red-700">
          {t('report.chooseKind')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Which amenity is wrong, once the visitor says one is: those the place's kind is asked about, in the
 * page's words (optional: "not sure, or several").
 */
function AttributeChoice({
  form,
  t,
  categoryId,
}: {
  form: ZodForm<typeof formSchema>;
  t: Translate;
  categoryId: number;
}) {
  const locale = useLocale();
  const kind = useWatch({ control: form.control, name: 'kind' });
  if (kind !== 'amenity') return null;
  return (
    <FormSelectField
      form={form}
      name="attribute"
      label={t('report.attribute')}
      options={amenitiesOffered(categoryId).map((key) => ({ value: key, label: amenityWords(key, locale) }))}
    >
      <option value="">{t('report.attributeAny')}</option>
    </FormSelectField>
  );
}

/**
 * What is wrong (for a wrong amenity, which one, when the place's category is given), in a few words,
 * and an address only to be thanked; kept on the phone when offline.
 */
export default function ReportProblemForm({
  establishmentId,
  categoryId,
  onDone,
}: {
  establishmentId: number;
  categoryId?: number;
  onDone: () => void;
}) {
  const t = useT('report', 'place');
  const locale = useLocale();
  const form = useZodForm(formSchema, { defaultValues: EMPTY });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const [outcome, setOutcome] = useState<'sent' | 'waiting' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: FormValues) => {
    setProblem(null);
    try {
      // The page's language: the thank-you mail, if any, speaks it and links to this page's language.
      setOutcome(await sendReport(establishmentId, { ...bodyOf(values), locale }));
    } catch (err) {
      setProblem(sendProblem(t, err));
    }
  };

  if (outcome)
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm text-slate-800">
          {t(outcome === 'sent' ? 'report.sent' : 'report.waiting')}
        </p>
      </div>
    );

  return (
    <Form form={form} onSubmit={submit} className="space-y-4" aria-label={t('place.reportOpen')}>
      <KindChoice form={form} t={t} />
      {categoryId !== undefined && <AttributeChoice form={form} t={t} categoryId={categoryId} />}
      <FormTextareaField
        form={form}
        name="message"
        label={t('report.message')}
        maxLength={REPORT_MESSAGE_MAX}
        hint={t('report.messageHint', { count: REPORT_MESSAGE_MAX - message.length })}
        errorText={() => t('report.messageHint', { count: 0 })}
      />
      <FormEmailField
        form={form}
        name="email"
        label={t('report.email')}
        hint={t('report.emailHint')}
        autoComplete="email"
        errorText={() => t('report.invalidEmail')}
      />
      {/* People never see this field; a bot that fills in every field is refused by the server. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
        <label>
          {t('report.website')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <FormError message={problem} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="md" pending={form.formState.isSubmitting} pendingLabel={t('report.sending')}>
          {t('report.send')}
        </SubmitButton>
        <Button variant="ghost" onClick={onDone}>
          {t('report.cancel')}
        </Button>
      </div>
    </Form>
  );
}
