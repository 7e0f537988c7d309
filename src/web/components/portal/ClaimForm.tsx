import { Info } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Establishment } from '../../../domain/schemas/catalog';
import { claimBody } from '../../../domain/schemas/ownership';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/fetcher';
import { useSubmitClaim } from '../../api/ownership';
import { NeedsConnection } from '../../offline/NeedsConnection';
import { useOffline } from '../../offline/useConnection';
import { Form, FormEmailField, FormTextareaField, FormTextField, SubmitButton, useZodForm } from '../ui/form';
import { toast } from '../ui/toast';
import { useAuthGate } from './AuthDialog';
import { useFillFromAccount } from './account-fill';
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

export const CLAIM_DISCLAIMER =
  'By claiming this business, you confirm that you are the owner or authorized representative. Claims will be reviewed within 1-2 business days.';

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

  // Everything typed is kept while the visitor signs in, even across a full page load.
  useEffect(() => {
    const sub = form.watch((values) => claimDraft.save(values as ClaimFormValues));
    return () => sub.unsubscribe();
  }, [form]);

  const gate = useAuthGate({
    title: 'Sign in to send your claim',
    description:
      'Your claim is ready and nothing you typed is lost. Create a free account (or sign in) and we will send it right away.',
  });

  const send = (values: z.output<typeof claimBody>) =>
    submitClaim.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Business claim submitted!',
          description: `We will review your claim for ${establishment.name} within 1-2 business days. Follow it on your home page.`,
        });
        claimDraft.clear();
        form.reset(claimDefaults(establishment));
        onSubmitted();
      },
      onError: (err) =>
        toast({ title: 'Claim failed', description: errorMessage(err), variant: 'destructive' }),
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
      <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={`Claim ${establishment.name}`}>
        {initial.awaitingSignIn && isAuthenticated && (
          <p
            className="flex items-start gap-2 rounded-lg border border-lagoon-200 bg-lagoon-50 px-3 py-2 text-sm text-lagoon-900"
            role="status"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            You are signed in and your claim is as you left it. Check it and press Submit Claim to send it.
          </p>
        )}
        <FormTextField form={form} name="businessName" label="Business Name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField form={form} name="ownerName" label="Owner Name" autoComplete="name" required />
          <FormEmailField form={form} name="email" label="Email" required />
          <FormTextField
            form={form}
            name="phone"
            label="Phone"
            type="tel"
            placeholder="226-XXXX"
            autoComplete="tel"
          />
          <FormTextField
            form={form}
            name="whatsapp"
            label="WhatsApp"
            type="tel"
            placeholder="+501-XXX-XXXX"
          />
        </div>
        <FormTextField
          form={form}
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <FormTextareaField form={form} name="description" label="Description" />
        <FormTextareaField form={form} name="hours" label="Hours" placeholder="e.g. Mon-Sat 11am-10pm" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextareaField form={form} name="specialties" label="Specialties" />
          <FormTextareaField form={form} name="amenities" label="Amenities" />
        </div>
        <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-slate-800">{CLAIM_DISCLAIMER}</p>
        <NeedsConnection action="Sending a claim" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {!isAuthenticated ? (
            <p className="text-xs text-slate-600">You will sign in or create an account before it is sent.</p>
          ) : (
            <span />
          )}
          <SubmitButton
            pending={submitClaim.isPending}
            pendingLabel="Submitting..."
            disabled={!canSubmit}
            className="w-full sm:w-auto"
          >
            Submit Claim
          </SubmitButton>
        </div>
      </Form>
      {gate.dialog}
    </>
  );
}
