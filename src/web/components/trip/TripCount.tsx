import { DEFAULT_LIST_ID } from '../../../domain/trip-lists';
import { useT } from '../../i18n';
import { useDeviceTrips } from '../../trip/store';

/**
 * How many places the default trip holds, on the header's link: a badge, and the same said to a
 * screen reader. Its own chunk, with the device's store, so no page's first load waits for either.
 */
export default function TripCount() {
  const t = useT();
  const trips = useDeviceTrips();
  const saved = trips.lists.find((l) => l.id === DEFAULT_LIST_ID && !l.deleted)?.stops.length ?? 0;
  if (saved === 0) return null;
  return (
    <>
      {' '}
      <span className="sr-only">{t('common.trip.count', { count: saved })}</span>
      <span
        aria-hidden
        className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-sun-500 px-1 text-center text-[10px] leading-4 font-bold text-slate-900"
      >
        {saved}
      </span>
    </>
  );
}
