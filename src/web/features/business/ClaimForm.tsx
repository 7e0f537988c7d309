import { Info } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Establishment } from '../../../domain/schemas/catalog';
import { claimBody } from '../../../domain/schemas/ownership';
import { useCurrentUser } from '../../api/auth';
import { useSubmitClaim } from '../../api/ownership';
import { useT } from '../../i18n';
import { useOffline } from '../../lib/useConnection';
import { useErrorText } from '../../ui/FormError';
import {
  Form,
  FormEmailField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { usePortalField } from '../../ui/form-messages';
import { toast } from '../../ui/toast';
import { useAuthGate, useFillFromAccount } from '../account';
import { NeedsConnection } from '../offline';
import { draftStore } from './drafts';

export type ClaimFormValues = {
  establishmentId: number;
  businessName: string;
  ownerName: string;
  email: string;
  phone: string;
  whatsapp: string;
  website: string;
  description: string;
  hours: string;
  specialties: string;
  amenities: string;
};

export const claimDraft = draftStore<ClaimFormValues>('claim');

/** docs/product.md#claiming-a-business: prefilled from the establishment; owner name and email from the account once signed in. */
export function claimDefaults(est: Establishment): ClaimFormValues {
  return {
    establishmentId: est.id,
    businessName: est.name,
    ownerName: '',
    email: '',
    phone: est.phone ?? '',
    whatsapp: est.whatsapp ?? '',
    website: est.website ?? '',
    description: est.description ?? '',
    hours: est.hours ?? '',
    specialties: est.specialties ?? '',
    amenities: est.amenities ?? '',
  };
}

interface ClaimFormProps {
  establishment: Establishment;
  /** After a successful claim: the page clears the selection. */
  onSubmitted: () => void;
}

/** The claim form of /claim and of the portal's Claim Business tab; keeps a draft in sessionStorage. */
export function ClaimForm({ establishment, onSubmitted }: ClaimFormProps) {
  const t = useT('portal');
  const errorText = useErrorText();
  const { isAuthenticated } = useCurrentUser();
  const submitClaim = useSubmitClaim();
  const initial = useMemo(() => {
    const draft = claimDraft.load();
    return draft && draft.values.establishmentId === establishment.id
      ? { values: { ...claimDefaults(establishment), ...draft.values }, awaitingSignIn: draft.awaitingSignIn }
      : { values: claimDefaults(establishment), awaitingSignIn: false };
  }, [establishment]);

  // The form holds strings; the shared schema turns blanks into nulls and checks what the server checks.
  const form = useZodForm(claimBody, { defaultValues: initial.values });
  const [ownerName, email] = useWatch({ control: form.control, name: ['ownerName', 'email'] });
  useFillFromAccount(form, { name: 'ownerName', email: 'email' });
  const field = usePortalField(form);

  // Everything typed is kept while the visitor signs in, even across a full page load.
  useEffect(() => {
    const sub = form.watch((values) => claimDraft.save(values as ClaimFormValues));
    return () => sub.unsubscribe();
  }, [form]);

  const gate = useAuthGate({
    title: t('portal.claimForm.gateTitle'),
    description: t('portal.claimForm.gateText'),
  });

  const send = (values: z.output<typeof claimBody>) =>
    submitClaim.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('portal.claimForm.success'),
          description: t('portal.claimForm.successText', { name: establishment.name }),
        });
        claimDraft.clear();
        form.reset(claimDefaults(establishment));
        onSubmitted();
      },
      onError: (err) =>
        toast({ title: t('portal.claimForm.failed'), description: errorText(err), variant: 'destructive' }),
    });

  const onSubmit = (values: z.output<typeof claimBody>) =>
    gate.run(() => send(values), {
      email: values.email,
      onNeedsSignIn: () => claimDraft.save(form.getValues() as ClaimFormValues, { awaitingSignIn: true }),
    });

  const offline = useOffline();
  const canSubmit =
    (ownerName ?? '').trim() !== '' && (email ?? '').trim() !== '' && !submitClaim.isPending && !offline;

  return (
    <>
      <Form
        form={form}
        onSubmit={onSubmit}
        className="grid gap-4"
        aria-label={t('portal.claimForm.form', { name: establishment.name })}
      >
        {initial.awaitingSignIn && isAuthenticated && (
          <p
            className="flex items-start gap-2 rounded-lg border border-lagoon-200 bg-lagoon-50 px-3 py-2 text-sm text-lagoon-900"
            role="status"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('portal.claimForm.resumed')}
          </p>
        )}
        <FormTextField {...field('businessName')} label={t('portal.register.name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            {...field('ownerName')}
            label={t('portal.register.ownerName')}
            autoComplete="name"
            required
          />
          <FormEmailField {...field('email')} label={t('portal.claimForm.email')} required />
          <FormTextField
            {...field('phone')}
            label={t('portal.register.phone')}
            type="tel"
            placeholder="226-XXXX"
            autoComplete="tel"
          />
          <FormTextField {...field('whatsapp')} label="WhatsApp" type="tel" placeholder="+501-XXX-XXXX" />
        </div>
        <FormTextField
          {...field('website')}
          label={t('portal.register.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <FormTextareaField {...field('description')} label={t('portal.register.description')} />
        <FormTextareaField
          {...field('hours')}
          label={t('portal.claimForm.hours')}
          placeholder={t('portal.claimForm.hoursExample')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextareaField {...field('specialties')} label={t('portal.claimForm.specialties')} />
          <FormTextareaField {...field('amenities')} label={t('portal.claimForm.amenities')} />
        </div>
        <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-slate-800">
          {t('portal.claimForm.disclaimer')}
        </p>
        <NeedsConnection action={t('portal.claimForm.action')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {!isAuthenticated ? (
            <p className="text-xs text-slate-600">{t('portal.register.signInFirst')}</p>
          ) : (
            <span />
          )}
          <SubmitButton
            pending={submitClaim.isPending}
            pendingLabel={t('portal.claimForm.submitting')}
            disabled={!canSubmit}
            className="w-full sm:w-auto"
          >
            {t('portal.claimForm.submit')}
          </SubmitButton>
        </div>
      </Form>
      {gate.dialog}
    </>
  );
}
