import { CalendarDays, Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { describeGuests } from '../../../domain/bookings';
import { formatUsdBzd } from '../../../domain/money';
import type { BookingStatus, OwnerBookingRequest } from '../../../domain/schemas/bookings';
import type { Establishment } from '../../../domain/schemas/catalog';
import { errorMessage } from '../../api/fetcher';
import { useDecideBooking, useOwnerBookingRequests } from '../../api/owner-bookings';
import { useOffline } from '../../lib/useConnection';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextareaField } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { NeedsConnection } from '../offline';

const STATUS: Record<BookingStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting your answer', tone: 'amber' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  declined: { label: 'Declined', tone: 'slate' },
};

function RequestCard({ r }: { r: OwnerBookingRequest }) {
  const decide = useDecideBooking();
  const offline = useOffline();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const answer = (action: 'confirm' | 'decline') =>
    decide.mutate(
      { id: r.id, action, note },
      {
        onSuccess: () => {
          setAsking(false);
          toast({
            title: action === 'confirm' ? 'Booking confirmed' : 'Request declined',
            description: `We have mailed ${r.guestName} your answer.`,
          });
        },
        onError: () => setAsking(false),
      },
    );
  const status = STATUS[r.status];
  return (
    <li aria-label={`Booking request ${r.bookingReference} from ${r.guestName}`}>
      <Card className="grid min-w-0 gap-2 p-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900">{r.guestName}</p>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="flex items-center gap-1.5 text-slate-800">
          <CalendarDays className="h-4 w-4 shrink-0 text-lagoon-600" aria-hidden />
          {r.checkIn} to {r.checkOut} · {r.nights} night{r.nights === 1 ? '' : 's'} ·{' '}
          {describeGuests(r.adults, r.children)}
        </p>
        <p className="text-slate-700">
          {r.roomType ?? 'Any room'}
          {r.totalRate !== null && <> · estimated {formatUsdBzd(r.totalRate)}</>}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a
            href={`mailto:${r.guestEmail}`}
            className="inline-flex min-w-0 items-center gap-1 break-all text-lagoon-700 underline-offset-2 hover:underline"
          >
            <Mail className="h-4 w-4 shrink-0" aria-hidden /> {r.guestEmail}
          </a>
          {r.guestPhone && (
            <a
              href={`tel:${r.guestPhone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-1 text-lagoon-700 underline-offset-2 hover:underline"
            >
              <Phone className="h-4 w-4 shrink-0" aria-hidden /> {r.guestPhone}
            </a>
          )}
        </p>
        {r.specialRequests && (
          <p className="whitespace-pre-line text-slate-700">
            <span className="font-medium">Special requests:</span> {r.specialRequests}
          </p>
        )}
        <p className="text-xs text-slate-600">
          Reference {r.bookingReference} · received {new Date(r.createdAt).toLocaleString()}
        </p>
        {decide.error && <FormError message={errorMessage(decide.error)} />}
        {r.status === 'pending' && (
          <TextareaField
            label="A note to the guest (optional)"
            hint="Sent with your answer: where to meet, or other dates you can offer."
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
        {r.status === 'pending' && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled={decide.isPending || offline} onClick={() => answer('confirm')}>
              Confirm booking
            </Button>
            <Button variant="outline" disabled={decide.isPending || offline} onClick={() => setAsking(true)}>
              Decline
            </Button>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={asking}
        title="Decline this request?"
        description={`${r.guestName} is mailed that you cannot take the stay. This cannot be undone.`}
        confirmLabel="Decline request"
        pendingLabel="Declining…"
        pending={decide.isPending}
        onConfirm={() => answer('decline')}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

/** The dashboard's Booking Requests tab: the place's requests, pending ones first, newest first. */
export function DashboardBookings({ est }: { est: Establishment }) {
  const query = useOwnerBookingRequests();
  if (query.isLoading) return <Skeleton className="h-40 rounded-xl" />;
  if (query.isError)
    return <FormError message={`We could not load the booking requests: ${errorMessage(query.error)}`} />;
  const mine = (query.data ?? []).filter((r) => r.establishmentId === est.id);
  const ordered = [
    ...mine.filter((r) => r.status === 'pending'),
    ...mine.filter((r) => r.status !== 'pending'),
  ];
  return (
    <section aria-labelledby="booking-requests" className="grid gap-4">
      <h2 id="booking-requests" className="font-serif text-xl font-semibold text-lagoon-900">
        Booking Requests
      </h2>
      <NeedsConnection action="Answering a request" />
      {ordered.length === 0 ? (
        <p className="text-slate-600">
          No booking requests yet. Guests send them from your page on the guide.
        </p>
      ) : (
        <ul className="grid gap-3">
          {ordered.map((r) => (
            <RequestCard key={r.id} r={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
