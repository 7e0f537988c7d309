import { CalendarCheck, MessageCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { checkInProblem, MAX_NIGHTS, nightsOf, whatsappBookingMessage } from '../../../domain/bookings';
import { whatsappLink } from '../../../domain/contact';
import { addDays, belizeDay } from '../../../domain/dates';
import {
  type BookingRequestCreated,
  type BookingRequestInput,
  bookingRequestBody,
} from '../../../domain/schemas/bookings';
import type { Establishment } from '../../../domain/schemas/catalog';
import { isoDate } from '../../../domain/schemas/common';
import { useRequestBooking, useStayRates } from '../../api/bookings';
import { useLocale, useT } from '../../i18n';
import { useOffline } from '../../lib/useConnection';
import { buttonClass } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
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
import { BookingEstimate } from './BookingEstimate';
import { fieldError, sendError } from './booking-messages';

type Values = {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rateId: number | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
};

/** The server's schema plus "not in the past", judged by the island's date on this device's clock. */
const formSchema = bookingRequestBody.superRefine((b, ctx) => {
  const problem = checkInProblem(b.checkIn, belizeDay(new Date()));
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['checkIn'] });
});

const validDate = (s: string) => isoDate.safeParse(s).success;

function defaults(today: string): Values {
  const plus = (n: number) => addDays(today, n);
  return {
    checkIn: plus(14),
    checkOut: plus(17),
    adults: 2,
    children: 0,
    rateId: null,
    guestName: '',
    guestEmail: '',
    guestPhone: '',
    specialRequests: '',
  };
}

/** The stay as typed so far, when it is one the rates can price (else null: nothing is asked). */
function stayOf(v: Partial<Values>) {
  const { checkIn = '', checkOut = '', adults = 0, children = 0 } = v;
  if (!validDate(checkIn) || !validDate(checkOut) || checkOut <= checkIn) return null;
  const nights = nightsOf(checkIn, checkOut);
  const guests = (Number.isFinite(adults) ? adults : 0) + (Number.isFinite(children) ? children : 0);
  if (nights > MAX_NIGHTS || guests < 1 || guests > 20) return null;
  return { checkIn, checkOut, nights, guests };
}

/** The answer to a sent request: its reference (the server's own words are English: the catalogue's instead). */
function Sent({ created, name }: { created: BookingRequestCreated; name: string }) {
  const t = useT('booking');
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg bg-green-50 p-4 text-sm text-green-950 ring-1 ring-green-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CalendarCheck className="h-5 w-5" aria-hidden /> {t('booking.sent.title', { name })}
      </p>
      <p>
        {t('booking.sent.reference')}{' '}
        <strong data-testid="booking-reference">{created.bookingReference}</strong>
      </p>
      <p>{t('booking.sent.message')}</p>
      <p>{t('booking.sent.copy')}</p>
    </div>
  );
}

type BookingForm = ZodForm<typeof formSchema>;
const asNumber = { valueAsNumber: true } as const;

/** A field of the form, its schema message in the page's language. */
function useBookingField(form: BookingForm) {
  const t = useT('booking');
  const locale = useLocale();
  return <K extends keyof Values>(name: K) => ({
    form,
    name,
    errorText: (message: string) => fieldError(message, name, locale, t),
  });
}

/** The stay: dates and party. */
function StayFields({ form }: { form: BookingForm }) {
  const t = useT('booking');
  const field = useBookingField(form);
  return (
    <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
      <FormTextField {...field('checkIn')} label={t('booking.checkIn')} type="date" required />
      <FormTextField {...field('checkOut')} label={t('booking.checkOut')} type="date" required />
      <FormTextField
        {...field('adults')}
        rules={asNumber}
        label={t('booking.adults')}
        type="number"
        min={1}
        max={20}
        inputMode="numeric"
        required
      />
      <FormTextField
        {...field('children')}
        rules={asNumber}
        label={t('booking.children')}
        type="number"
        min={0}
        max={20}
        inputMode="numeric"
      />
    </div>
  );
}

/** The guest: name, email, phone and wishes. */
function GuestFields({ form }: { form: BookingForm }) {
  const t = useT('booking');
  const field = useBookingField(form);
  return (
    <>
      <FormTextField {...field('guestName')} label={t('booking.name')} autoComplete="name" required />
      <FormEmailField {...field('guestEmail')} label={t('booking.email')} required />
      <FormTextField {...field('guestPhone')} label={t('booking.phone')} type="tel" autoComplete="tel" />
      <FormTextareaField
        {...field('specialRequests')}
        label={t('booking.specialRequests')}
        placeholder={t('booking.specialPlaceholder')}
      />
    </>
  );
}

/** The WhatsApp link with the stay filled in, when the place takes bookings there and the dates are valid. */
function whatsappHref(
  e: Establishment,
  stay: ReturnType<typeof stayOf>,
  v: Partial<Values>,
  roomType?: string,
) {
  if (!e.whatsappBooking || !stay) return null;
  // The message goes to the owner, in the guide's (English) words.
  return whatsappLink(
    e.whatsappBooking,
    whatsappBookingMessage({
      placeName: e.name,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: v.adults ?? 1,
      children: v.children ?? 0,
      roomType,
    }),
  );
}

/** "Request to book" on an accommodation's page (loaded only when the visitor opens it). */
export default function BookingRequestForm({ establishment: e }: { establishment: Establishment }) {
  const t = useT('booking');
  const locale = useLocale();
  const initial = useMemo(() => defaults(belizeDay(new Date())), []);
  const form = useZodForm(formSchema, { defaultValues: initial });
  const field = useBookingField(form);
  const watched = useWatch({ control: form.control }) as Partial<Values>;
  const stay = stayOf(watched);
  const rates = useStayRates(e.id, stay ?? { checkIn: '', checkOut: '', guests: 0 }, stay !== null);
  const rooms = stay ? (rates.data?.rates ?? []) : [];
  const room = rooms.find((r) => r.rateId === watched.rateId) ?? null;
  const send = useRequestBooking(e.id);
  const offline = useOffline();

  // The page's language: the guest's mails speak it.
  const onSubmit = (values: BookingRequestInput) => send.mutate({ ...values, locale });
  if (send.data) return <Sent created={send.data} name={e.name} />;
  const whatsapp = whatsappHref(e, stay, watched, room?.roomType);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="grid min-w-0 gap-4"
      aria-label={t('booking.formLabel', { name: e.name })}
    >
      <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-slate-800">{t('booking.notABooking')}</p>
      <StayFields form={form} />
      <FormSelectField
        {...field('rateId')}
        rules={{ setValueAs: (v) => (v === '' || v === null ? null : Number(v)) }}
        label={t('booking.room')}
        hint={stay && !rates.isFetching && rooms.length === 0 ? t('booking.noRoomFree') : undefined}
      >
        <option value="">{t('booking.anyRoom')}</option>
        {rooms.map((r) => (
          <option key={r.rateId} value={r.rateId}>
            {r.roomType} · US${r.rate}
          </option>
        ))}
      </FormSelectField>
      <BookingEstimate nights={stay?.nights ?? null} room={room} loading={rates.isFetching} />
      <GuestFields form={form} />
      {send.error && <FormError message={sendError(send.error, locale, t)} />}
      {offline && (
        // NeedsConnection's words, in the page's language.
        <p
          role="alert"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          {t('booking.offline')}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <SubmitButton
          pending={send.isPending}
          pendingLabel={t('booking.sending')}
          disabled={offline}
          className="w-full sm:w-auto"
        >
          {t('booking.send')}
        </SubmitButton>
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('whatsapp', 'lg', 'w-full sm:w-auto')}
          >
            <MessageCircle className="h-5 w-5" aria-hidden />
            {t('booking.whatsapp')}
          </a>
        )}
      </div>
    </Form>
  );
}
