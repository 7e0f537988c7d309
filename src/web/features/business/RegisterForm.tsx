import { Info } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { AREA_IDS, AREAS, CATEGORIES, CATEGORY_IDS, MAP_CENTER } from '../../../domain/constants';
import { registrationBody } from '../../../domain/schemas/ownership';
import { useCurrentUser } from '../../api/auth';
import { useSubmitRegistration } from '../../api/ownership';
import { useLocale, useT } from '../../i18n';
import { areaName, categoryName } from '../../i18n/names';
import { useOffline } from '../../lib/useConnection';
import { useErrorText } from '../../ui/FormError';
import {
  Form,
  FormEmailField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
  useZodForm,
  type ZodForm,
} from '../../ui/form';
import { priceRangeOptions, usePortalField } from '../../ui/form-messages';
import { toast } from '../../ui/toast';
import { useAuthGate, useFillFromAccount } from '../account';
import { NeedsConnection } from '../offline';
import { draftStore } from './drafts';
import { MapPositionFields } from './RegisterPosition';

export interface RegistrationFormValues {
  ownerName: string;
  ownerEmail: string;
  verificationCode: string;
  businessLicense: string;
  submittedData: {
    name: string;
    description: string;
    address: string;
    hours: string;
    phone: string;
    whatsapp: string;
    website: string;
    priceRange: string;
    latitude: number;
    longitude: number;
    areaId: number;
    categoryId: number;
  };
}

export const registrationDraft = draftStore<RegistrationFormValues>('registration');

/**
 * The form's defaults (docs/product.md#business-portal): price range $$, latitude 17.9159, longitude
 * -87.9661, categoryId 1. No area 1 exists (the island's areas are 4, 5 and 6) and the server refuses
 * unknown ids, so the form starts on San Pedro (4), where most businesses are.
 */
export const REGISTRATION_DEFAULTS: RegistrationFormValues = {
  ownerName: '',
  ownerEmail: '',
  verificationCode: '',
  businessLicense: '',
  submittedData: {
    name: '',
    description: '',
    address: '',
    hours: '',
    phone: '',
    whatsapp: '',
    website: '',
    priceRange: '$$',
    latitude: MAP_CENTER.latitude,
    longitude: MAP_CENTER.longitude,
    areaId: AREA_IDS.sanPedro,
    categoryId: CATEGORY_IDS.restaurants,
  },
};

/** The choices of the category, area and price range fields, in the page's language. */
function useChoices() {
  const t = useT('portal');
  const locale = useLocale();
  return useMemo(
    () => ({
      categories: CATEGORIES.map((c) => ({ value: c.id, label: categoryName(t, c.id, c.name) })).sort(
        (a, b) => a.label.localeCompare(b.label, locale),
      ),
      areas: AREAS.map((a) => ({ value: a.id, label: areaName(t, a.id, a.name) })),
      prices: priceRangeOptions(locale, t),
    }),
    [t, locale],
  );
}

type Values = RegistrationFormValues;
type RegistrationForm = ZodForm<typeof registrationBody>;
const asNumber = { valueAsNumber: true } as const;

/** The draft kept while the owner signs in, else the defaults. */
function useInitialRegistration() {
  return useMemo(() => {
    const draft = registrationDraft.load();
    if (!draft) return { values: REGISTRATION_DEFAULTS, awaitingSignIn: false };
    return {
      values: {
        ...REGISTRATION_DEFAULTS,
        ...draft.values,
        submittedData: { ...REGISTRATION_DEFAULTS.submittedData, ...draft.values.submittedData },
      },
      awaitingSignIn: draft.awaitingSignIn,
    };
  }, []);
}

/** What the listing will show. */
function BusinessFields({ form }: { form: RegistrationForm }) {
  const t = useT('portal');
  const field = usePortalField(form);
  const choices = useChoices();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-lg font-semibold text-lagoon-900">
        {t('portal.register.yourBusiness')}
      </legend>
      <FormTextField {...field('submittedData.name')} label={t('portal.register.name')} required />
      <FormTextareaField
        {...field('submittedData.description')}
        label={t('portal.register.description')}
        required
        rows={4}
        hint={t('portal.register.descriptionHint')}
      />
      <FormTextField
        {...field('submittedData.address')}
        label={t('portal.register.address')}
        required
        autoComplete="street-address"
        placeholder={t('portal.register.addressExample')}
      />
      <FormTextField
        {...field('submittedData.hours')}
        label={t('portal.register.hours')}
        required
        placeholder={t('portal.register.hoursExample')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          {...field('submittedData.phone')}
          label={t('portal.register.phone')}
          type="tel"
          placeholder="226-XXXX"
          autoComplete="tel"
        />
        <FormTextField
          {...field('submittedData.whatsapp')}
          label="WhatsApp"
          type="tel"
          placeholder="+501-XXX-XXXX"
        />
        <FormTextField
          {...field('submittedData.website')}
          label={t('portal.register.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField
          {...field('submittedData.categoryId')}
          rules={asNumber}
          label={t('portal.register.category')}
          required
          options={choices.categories}
        />
        <FormSelectField
          {...field('submittedData.areaId')}
          rules={asNumber}
          label={t('portal.register.area')}
          required
          options={choices.areas}
        />
        <FormSelectField
          {...field('submittedData.priceRange')}
          label={t('portal.register.priceRange')}
          options={choices.prices}
        />
      </div>
      <MapPositionFields form={form} />
    </fieldset>
  );
}

/** Who asks, and the tourism board's code that shows they may. */
function OwnerFields({ form }: { form: RegistrationForm }) {
  const t = useT('portal');
  const field = usePortalField(form);
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-lg font-semibold text-lagoon-900">
        {t('portal.register.ownerVerification')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          {...field('ownerName')}
          label={t('portal.register.ownerName')}
          required
          autoComplete="name"
        />
        <FormEmailField {...field('ownerEmail')} label={t('portal.register.ownerEmail')} required />
        <FormTextField
          {...field('verificationCode')}
          label={t('portal.register.code')}
          required
          hint={t('portal.register.codeHint')}
          autoComplete="off"
        />
        <FormTextField
          {...field('businessLicense')}
          label={t('portal.register.license')}
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}

/** Register Business (portal tab): a new listing plus the owner's verification details. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT('portal');
  const errorText = useErrorText();
  const { isAuthenticated } = useCurrentUser();
  const submit = useSubmitRegistration();
  const offline = useOffline();
  const initial = useInitialRegistration();
  const form = useZodForm(registrationBody, { defaultValues: initial.values });
  useFillFromAccount(form, { name: 'ownerName', email: 'ownerEmail' });

  useEffect(() => {
    const sub = form.watch((values) => registrationDraft.save(values as Values));
    return () => sub.unsubscribe();
  }, [form]);

  const gate = useAuthGate({
    title: t('portal.register.gateTitle'),
    description: t('portal.register.gateText'),
  });

  const send = (values: z.output<typeof registrationBody>) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast({ title: t('portal.register.success'), description: t('portal.register.successText') });
        registrationDraft.clear();
        form.reset(REGISTRATION_DEFAULTS);
        onRegistered();
      },
      onError: (err) =>
        toast({ title: t('portal.register.failed'), description: errorText(err), variant: 'destructive' }),
    });

  const onSubmit = (values: z.output<typeof registrationBody>) =>
    gate.run(() => send(values), {
      email: values.ownerEmail,
      onNeedsSignIn: () => registrationDraft.save(form.getValues() as Values, { awaitingSignIn: true }),
    });

  return (
    <>
      <Form form={form} onSubmit={onSubmit} className="grid gap-6" aria-label={t('portal.register.form')}>
        {initial.awaitingSignIn && isAuthenticated && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-lagoon-200 bg-lagoon-50 px-3 py-2 text-sm text-lagoon-900"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('portal.register.resumed')}
          </p>
        )}
        <BusinessFields form={form} />
        <OwnerFields form={form} />
        <NeedsConnection action={t('portal.register.action')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {!isAuthenticated ? (
            <p className="text-xs text-slate-600">{t('portal.register.signInFirst')}</p>
          ) : (
            <span />
          )}
          <SubmitButton
            pending={submit.isPending}
            pendingLabel={t('portal.register.registering')}
            disabled={offline}
            className="w-full sm:w-auto"
          >
            {t('portal.register.submit')}
          </SubmitButton>
        </div>
      </Form>
      {gate.dialog}
    </>
  );
}
