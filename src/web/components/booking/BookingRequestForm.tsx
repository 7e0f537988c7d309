import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck, MessageCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { checkInProblem, MAX_NIGHTS, nightsOf, whatsappBookingMessage } from '../../../domain/bookings';
import { whatsappLink } from '../../../domain/contact';
import { belizeDay } from '../../../domain/hours-format';
import {
  type BookingRequestCreated,
  type BookingRequestInput,
  bookingRequestBody,
} from '../../../domain/schemas/bookings';
import type { Establishment } from '../../../domain/schemas/catalog';
import { isoDate } from '../../../domain/schemas/common';
import { useRequestBooking, useStayRates } from '../../api/bookings';
import { errorMessage } from '../../api/fetcher';
import { NeedsConnection } from '../../offline/NeedsConnection';
import { useOffline } from '../../offline/useConnection';
import { Button, buttonClass } from '../ui/Button';
import { EmailField, SelectField, TextareaField, TextField } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { BookingEstimate } from './BookingEstimate';

export const NOT_A_BOOKING =
  'This is a request, not a confirmed booking. The place confirms or declines it, and we mail you its answer. Nothing is charged.';

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
  const plus = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
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

function Sent({ created, name }: { created: BookingRequestCreated; name: string }) {
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg bg-green-50 p-4 text-sm text-green-950 ring-1 ring-green-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CalendarCheck className="h-5 w-5" aria-hidden /> Request sent to {name}
      </p>
      <p>
        Your reference: <strong data-testid="booking-reference">{created.bookingReference}</strong>
      </p>
      <p>{created.message}</p>
      <p>We have mailed you a copy.</p>
    </div>
  );
}

/** "Request to book" on an accommodation's page (loaded only when the visitor opens it). */
export default function BookingRequestForm({ establishment: e }: { establishment: Establishment }) {
  const initial = useMemo(() => defaults(belizeDay(new Date())), []);
  const form = useForm<Values, unknown, z.output<typeof bookingRequestBody>>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control }) as Partial<Values>;
  const stay = stayOf(watched);
  const rates = useStayRates(e.id, stay ?? { checkIn: '', checkOut: '', guests: 0 }, stay !== null);
  const rooms = stay ? (rates.data?.rates ?? []) : [];
  const room = rooms.find((r) => r.rateId === watched.rateId) ?? null;
  const send = useRequestBooking(e.id);
  const offline = useOffline();

  const onSubmit = form.handleSubmit((values) => send.mutate(values as BookingRequestInput));
  if (send.data) return <Sent created={send.data} name={e.name} />;

  const whatsapp =
    e.whatsappBooking && stay
      ? whatsappLink(
          e.whatsappBooking,
          whatsappBookingMessage({
            placeName: e.name,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            adults: watched.adults ?? 1,
            children: watched.children ?? 0,
            roomType: room?.roomType,
          }),
        )
      : null;
  const number = { valueAs: { valueAsNumber: true } as const };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid min-w-0 gap-4"
      aria-label={`Request to book ${e.name}`}
    >
      <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-slate-800">{NOT_A_BOOKING}</p>
      <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
        <TextField
          label="Check-in"
          type="date"
          required
          error={errors.checkIn?.message}
          {...form.register('checkIn')}
        />
        <TextField
          label="Check-out"
          type="date"
          required
          error={errors.checkOut?.message}
          {...form.register('checkOut')}
        />
        <TextField
          label="Adults"
          type="number"
          min={1}
          max={20}
          inputMode="numeric"
          required
          error={errors.adults?.message}
          {...form.register('adults', number.valueAs)}
        />
        <TextField
          label="Children"
          type="number"
          min={0}
          max={20}
          inputMode="numeric"
          error={errors.children?.message}
          {...form.register('children', number.valueAs)}
        />
      </div>
      <SelectField
        label="Room (price a night)"
        hint={
          stay && !rates.isFetching && rooms.length === 0
            ? 'No room is free online for these dates; the place may still have one.'
            : undefined
        }
        error={errors.rateId?.message}
        {...form.register('rateId', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
      >
        <option value="">Any room (the place chooses)</option>
        {rooms.map((r) => (
          <option key={r.rateId} value={r.rateId}>
            {r.roomType} · US${r.rate}
          </option>
        ))}
      </SelectField>
      <BookingEstimate nights={stay?.nights ?? null} room={room} loading={rates.isFetching} />
      <TextField
        label="Your name"
        autoComplete="name"
        required
        error={errors.guestName?.message}
        {...form.register('guestName')}
      />
      <EmailField
        label="Email"
        required
        error={errors.guestEmail?.message}
        {...form.register('guestEmail')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.guestPhone?.message}
        {...form.register('guestPhone')}
      />
      <TextareaField
        label="Special requests"
        placeholder="Arrival time, a crib, a room on the ground floor…"
        error={errors.specialRequests?.message}
        {...form.register('specialRequests')}
      />
      {send.error && <FormError message={errorMessage(send.error)} />}
      <NeedsConnection action="Sending a booking request" />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" size="lg" disabled={send.isPending || offline} className="w-full sm:w-auto">
          {send.isPending && <Spinner />}
          {send.isPending ? 'Sending…' : 'Send request'}
        </Button>
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('whatsapp', 'lg', 'w-full sm:w-auto')}
          >
            <MessageCircle className="h-5 w-5" aria-hidden />
            Send by WhatsApp
          </a>
        )}
      </div>
    </form>
  );
}
