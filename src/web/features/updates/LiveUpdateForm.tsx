import { type ReactNode, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateStatusUpdate } from '../../api/dashboard';
import { useLocale, useT } from '../../i18n';
import {
  Form,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { portalFieldError, useFormT } from '../../ui/form-messages';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { tellWaiting } from '../outbox';
import { updateFailure } from './update-failure';
import {
  AT_A_TIME,
  DEFAULT_SHOW_FOR,
  type LiveUpdateValues,
  liveUpdateForm,
  messageCount,
  showForOptions,
  typeOptions,
  untilNoteIn,
  updatePayload,
} from './update-form';

type Values = z.output<typeof liveUpdateForm>;
type LiveForm = ReturnType<typeof useZodForm<typeof liveUpdateForm>>;

/** The form's texts: the page's language when `translated`, else English (the dashboard, not yet). */
function useTexts(translated: boolean) {
  const t = useFormT(translated);
  // The page's language, with the visitors' "until" words for the note in another language than English.
  const pageT = useT('portal', 'updates');
  const pageLocale = useLocale();
  const locale = translated ? pageLocale : 'en';
  const errorText = translated
    ? (message: string) => portalFieldError(message, locale === 'en', t)
    : undefined;
  return { t, pageT, locale, errorText };
}
type Texts = ReturnType<typeof useTexts>;

/** "Show until": a length or a time of day (Belize time), and what that means, said as it changes. */
function ShowUntil({ form, texts }: { form: LiveForm; texts: Texts }) {
  const { t, errorText } = texts;
  const [showFor, until] = useWatch({ control: form.control, name: ['showFor', 'until'] });
  return (
    <div className="grid gap-2">
      <FormSelectField
        form={form}
        name="showFor"
        label={t('portal.live.showUntil')}
        options={showForOptions(t)}
        errorText={errorText}
      />
      {showFor === AT_A_TIME && (
        <FormTextField
          form={form}
          name="until"
          type="time"
          label={t('portal.live.until')}
          required
          errorText={errorText}
        />
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {untilNoteIn(texts.locale, texts.pageT, { showFor, until: until ?? '' }, new Date())}
      </p>
    </div>
  );
}

interface LiveUpdateFormProps {
  /** The place, or undefined while `business` lets the owner choose one. */
  establishmentId?: number;
  disabled?: boolean;
  /** Its texts in the page's language (the portal); else English (the dashboard, not translated yet). */
  translated?: boolean;
  /** A field choosing the place, bound to this form (the portal's). */
  business?: (form: LiveForm) => ReactNode;
  /** Shown above the button (the waiting writes). */
  children?: ReactNode;
}

/** The form itself, once its texts are loaded. */
function LiveUpdateFields({
  establishmentId,
  disabled = false,
  translated = false,
  business,
  children,
}: LiveUpdateFormProps) {
  const texts = useTexts(translated);
  const { t, errorText } = texts;
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
  const count = messageCount(message.length, t);
  const post = ({ establishmentId: id, message, type, showFor, until }: Values) =>
    create.mutate(
      updatePayload({ establishmentId: establishmentId ?? id, message, type, showFor, until }, new Date()),
      {
        onSuccess: (result) => {
          form.reset({ ...form.getValues(), message: '' });
          if ('waiting' in result) tellWaiting(result.waiting);
          else toast({ title: t('portal.post.posted'), description: t('portal.post.postedText') });
        },
        onError: (err) =>
          toast({ title: t('portal.post.failed'), description: updateFailure(err), variant: 'destructive' }),
      },
    );
  return (
    <Form form={form} onSubmit={post} className="grid gap-4" aria-label={t('portal.live.form')}>
      {business?.(form)}
      <FormTextareaField
        form={form}
        name="message"
        label={t('portal.live.message')}
        hint={<span className={count.over ? 'font-semibold text-red-700' : ''}>{count.text}</span>}
        rows={4}
        placeholder={t('portal.post.example')}
        errorText={errorText}
      />
      <FormSelectField
        form={form}
        name="type"
        label={t('portal.live.type')}
        options={typeOptions(t)}
        errorText={errorText}
      />
      <ShowUntil form={form} texts={texts} />
      {children}
      {/* A blank message sends nothing. */}
      <SubmitButton
        pending={create.isPending}
        pendingLabel={t('portal.live.posting')}
        disabled={disabled || !message.trim()}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {t('portal.post.submit')}
      </SubmitButton>
    </Form>
  );
}

/**
 * The one form that posts a live update (the dashboard's Live Updates and the portal's Post Live
 * Update): message, type and until when it shows, with one set of defaults and texts for both. It
 * posts the owner's words (a length or a time of day) and when they were written; the server computes
 * the end from those, so an update kept on the phone while offline (tell-waiting.ts) lives its full
 * length from when it was written, or is refused, and said so, if it ended before it could be sent. Its texts are in the
 * page's language when `translated` (the portal), else English (the dashboard is not translated yet);
 * a page that has not loaded them yet shows a spinner in its place meanwhile.
 */
export function LiveUpdateForm(props: LiveUpdateFormProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LiveUpdateFields {...props} />
    </Suspense>
  );
}
