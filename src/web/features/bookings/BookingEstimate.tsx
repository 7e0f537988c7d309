import { formatUsdBzd } from '../../../domain/money';
import type { RoomRate } from '../../../domain/schemas/catalog';
import { useLocale, useT } from '../../i18n';

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
  const t = useT('booking');
  const locale = useLocale();
  if (nights === null) return <p className="text-sm text-slate-600">{t('booking.estimate.chooseDates')}</p>;
  return (
    <dl
      aria-live="polite"
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-lagoon-50 px-3 py-2 text-sm text-lagoon-950"
    >
      <dt className="font-medium">{t('booking.estimate.nights')}</dt>
      <dd data-testid="booking-nights">{nights}</dd>
      <dt className="font-medium">{t('booking.estimate.total')}</dt>
      <dd data-testid="booking-total" className="min-w-0 break-words">
        {room
          ? formatUsdBzd(room.totalRate, locale)
          : loading
            ? t('booking.estimate.lookingUp')
            : t('booking.estimate.none')}
      </dd>
    </dl>
  );
}
