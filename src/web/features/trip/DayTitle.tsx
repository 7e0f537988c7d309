import { useLocale, useT } from '../../i18n';
import { formatTripDate } from './trip-dates';

/** A day's heading: "Day 2", and its date when the trip has a first day. */
export function DayTitle({ id, day, date }: { id: string; day: number; date: string | null }) {
  const t = useT('trip');
  const locale = useLocale();
  return (
    <h2 id={id} className="font-serif text-xl font-semibold text-lagoon-800">
      {t('trip.day.title', { day })}
      {date && (
        <>
          {' '}
          <time dateTime={date} className="ml-1 text-sm font-normal text-slate-600">
            {formatTripDate(date, locale)}
          </time>
        </>
      )}
    </h2>
  );
}
