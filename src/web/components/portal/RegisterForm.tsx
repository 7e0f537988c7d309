import { Info, LocateFixed } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import {
  AREA_IDS,
  AREAS,
  CATEGORIES,
  CATEGORY_IDS,
  GEOLOCATION_OPTIONS,
  MAP_CENTER,
} from '../../../domain/constants';
import { registrationBody } from '../../../domain/schemas/ownership';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/fetcher';
import { useSubmitRegistration } from '../../api/ownership';
import { geolocationErrorText } from '../../hooks/useUserLocation';
import { useT } from '../../i18n';
import { NeedsConnection } from '../../offline/NeedsConnection';
import { useOffline } from '../../offline/useConnection';
import { Button } from '../ui/Button';
import {
  Form,
  FormEmailField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
  useZodForm,
  type ZodForm,
} from '../ui/form';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast';
import { useAuthGate } from './AuthDialog';
import { useFillFromAccount } from './account-fill';
import { draftStore } from './drafts';
import { PRICE_RANGE_OPTIONS } from './format';

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

const CATEGORY_OPTIONS = [...CATEGORIES]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((c) => ({ value: c.id, label: c.name }));
const AREA_OPTIONS = AREAS.map((a) => ({ value: a.id, label: a.name }));

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

/** "Use my current location": fills the map position from the phone's location. */
function useLocateMe(form: RegistrationForm) {
  const [locating, setLocating] = useState(false);
  // The owners' portal is English; the location errors' words are the geo section's.
  const t = useT('geo');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast({
        title: 'Location unavailable',
        description: 'Geolocation is not supported by this browser',
        variant: 'destructive',
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const opts = { shouldDirty: true, shouldValidate: true };
        form.setValue('submittedData.latitude', Number(pos.coords.latitude.toFixed(6)), opts);
        form.setValue('submittedData.longitude', Number(pos.coords.longitude.toFixed(6)), opts);
      },
      (err) => {
        setLocating(false);
        toast({
          title: 'Location unavailable',
          description: geolocationErrorText(t, err?.code ?? null),
          variant: 'destructive',
        });
      },
      GEOLOCATION_OPTIONS,
    );
  };
  return { locating, locate };
}

/** The pin's position: typed, or the phone's location. */
function MapPositionFields({ form }: { form: RegistrationForm }) {
  const { locating, locate } = useLocateMe(form);
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">Map position</p>
        <Button variant="outline" size="sm" onClick={locate} disabled={locating}>
          {locating ? <Spinner /> : <LocateFixed className="h-4 w-4" aria-hidden />}
          {locating ? 'Locating...' : 'Use my current location'}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormTextField
          form={form}
          name="submittedData.latitude"
          rules={asNumber}
          label="Latitude"
          type="number"
          step="any"
          inputMode="decimal"
        />
        <FormTextField
          form={form}
          name="submittedData.longitude"
          rules={asNumber}
          label="Longitude"
          type="number"
          step="any"
          inputMode="decimal"
        />
      </div>
      <p className="text-xs text-slate-600">
        Standing at your business? Use your current location. Otherwise leave the island centre and we will
        place the pin when we review your registration.
      </p>
    </div>
  );
}

/** What the listing will show. */
function BusinessFields({ form }: { form: RegistrationForm }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-lg font-semibold text-lagoon-900">Your business</legend>
      <FormTextField form={form} name="submittedData.name" label="Business Name" required />
      <FormTextareaField
        form={form}
        name="submittedData.description"
        label="Description"
        required
        rows={4}
        hint="At least 10 characters: what you offer and what makes you special."
      />
      <FormTextField
        form={form}
        name="submittedData.address"
        label="Address"
        required
        autoComplete="street-address"
        placeholder="e.g. Barrier Reef Drive, San Pedro"
      />
      <FormTextField
        form={form}
        name="submittedData.hours"
        label="Operating Hours"
        required
        placeholder="e.g. Mon-Sat 8am-9pm, Sun closed"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          form={form}
          name="submittedData.phone"
          label="Phone"
          type="tel"
          placeholder="226-XXXX"
          autoComplete="tel"
        />
        <FormTextField
          form={form}
          name="submittedData.whatsapp"
          label="WhatsApp"
          type="tel"
          placeholder="+501-XXX-XXXX"
        />
        <FormTextField
          form={form}
          name="submittedData.website"
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField
          form={form}
          name="submittedData.categoryId"
          rules={asNumber}
          label="Category"
          required
          options={CATEGORY_OPTIONS}
        />
        <FormSelectField
          form={form}
          name="submittedData.areaId"
          rules={asNumber}
          label="Area"
          required
          options={AREA_OPTIONS}
        />
        <FormSelectField
          form={form}
          name="submittedData.priceRange"
          label="Price Range"
          options={PRICE_RANGE_OPTIONS}
        />
      </div>
      <MapPositionFields form={form} />
    </fieldset>
  );
}

/** Who asks, and the tourism board's code that shows they may. */
function OwnerFields({ form }: { form: RegistrationForm }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-lg font-semibold text-lagoon-900">Owner verification</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="ownerName" label="Owner Name" required autoComplete="name" />
        <FormEmailField form={form} name="ownerEmail" label="Owner Email" required />
        <FormTextField
          form={form}
          name="verificationCode"
          label="Verification Code"
          required
          hint="The code issued to your business by the Belize Tourism Board."
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="businessLicense"
          label="Business License (optional)"
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}

/** Register Business (portal tab): a new listing plus the owner's verification details. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
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
    title: 'Sign in to register your business',
    description:
      'Your registration is ready and nothing you typed is lost. Create a free account (or sign in) and we will send it right away.',
  });

  const send = (values: z.output<typeof registrationBody>) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Business registered successfully!',
          description:
            'Thank you! Once our team has checked your verification code, your business will be live within 24 hours.',
        });
        registrationDraft.clear();
        form.reset(REGISTRATION_DEFAULTS);
        onRegistered();
      },
      onError: (err) =>
        toast({ title: 'Registration failed', description: errorMessage(err), variant: 'destructive' }),
    });

  const onSubmit = (values: z.output<typeof registrationBody>) =>
    gate.run(() => send(values), {
      email: values.ownerEmail,
      onNeedsSignIn: () => registrationDraft.save(form.getValues() as Values, { awaitingSignIn: true }),
    });

  return (
    <>
      <Form form={form} onSubmit={onSubmit} className="grid gap-6" aria-label="Register your business">
        {initial.awaitingSignIn && isAuthenticated && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-lagoon-200 bg-lagoon-50 px-3 py-2 text-sm text-lagoon-900"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            You are signed in and your registration is as you left it. Check it and press Register Business to
            send it.
          </p>
        )}
        <BusinessFields form={form} />
        <OwnerFields form={form} />
        <NeedsConnection action="Registering a business" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {!isAuthenticated ? (
            <p className="text-xs text-slate-600">You will sign in or create an account before it is sent.</p>
          ) : (
            <span />
          )}
          <SubmitButton
            pending={submit.isPending}
            pendingLabel="Registering..."
            disabled={offline}
            className="w-full sm:w-auto"
          >
            Register Business
          </SubmitButton>
        </div>
      </Form>
      {gate.dialog}
    </>
  );
}
