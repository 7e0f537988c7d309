import { formatUsdBzd } from '../../../domain/money';
import type { RoomRate } from '../../../domain/schemas/catalog';

/** The nights and the estimated total of the stay, in US and Belize dollars, as the guest chose it. */
export function BookingEstimate({
  nights,
  room,
  loading,
}: {
  nights: number | null;
  room: RoomRate | null;
  loading: boolean;
}) {
  if (nights === null)
    return <p className="text-sm text-slate-600">Choose your dates to see the nights and an estimate.</p>;
  return (
    <dl
      aria-live="polite"
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-lagoon-50 px-3 py-2 text-sm text-lagoon-950"
    >
      <dt className="font-medium">Nights</dt>
      <dd data-testid="booking-nights">{nights}</dd>
      <dt className="font-medium">Estimated total</dt>
      <dd data-testid="booking-total" className="min-w-0 break-words">
        {room
          ? formatUsdBzd(room.totalRate)
          : loading
            ? 'Looking up the rates…'
            : 'No estimate: choose a room, or the place will quote you.'}
      </dd>
    </dl>
  );
}
