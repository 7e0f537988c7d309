import { BookmarkPlus } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { clockTime } from '../../domain/event-words';
import type { SharedTrip } from '../../domain/schemas/trips';
import { copyOfShared, dateOfDay, uniqueListName } from '../../domain/trip-days';
import { errorKind } from '../api/fetcher';
import { useSharedTrip } from '../api/trips';
import {
  absentKey,
  changeTrips,
  DayTitle,
  newListId,
  savedLists,
  type TripPlaces,
  useTripPlaces,
  withList,
} from '../features/trip';
import { useLocale, useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { Button, buttonClass } from '../ui/Button';
import { PageSpinner } from '../ui/PageSpinner';
import { previewTitle, sharedTripSize } from './shared-trip-head';

function SharedDay({ trip, index, places }: { trip: SharedTrip; index: number; places: TripPlaces }) {
  const t = useT('trip');
  const p = usePaths();
  const locale = useLocale();
  const date = dateOfDay(trip.startDate, index + 1);
  const { establishmentIds: ids, times } = trip.days[index];
  return (
    <section
      aria-labelledby={`shared-day-${index + 1}`}
      className="rounded-xl border border-sand-200 bg-white p-4"
    >
      <DayTitle id={`shared-day-${index + 1}`} day={index + 1} date={date} />
      {ids.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('trip.day.empty')}</p>
      ) : (
        <ol className="mt-2 grid list-decimal gap-1 pl-6">
          {ids.map((id, at) => {
            const e = places.byId.get(id);
            const time = times[at];
            return (
              <li key={id} className="[overflow-wrap:anywhere] text-slate-900">
                {time && (
                  <time dateTime={time} className="mr-2 font-semibold text-lagoon-800 tabular-nums">
                    {clockTime(time, locale)}
                  </time>
                )}
                {e ? (
                  <Link to={p.establishment(id)} className="font-medium text-lagoon-800 hover:underline">
                    {e.name}
                  </Link>
                ) : (
                  t(absentKey(places, id))
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function SharedPlan({ trip }: { trip: SharedTrip }) {
  const t = useT('trip');
  const p = usePaths();
  const navigate = useNavigate();
  const places = useTripPlaces(trip.days.flatMap((d) => d.establishmentIds));
  // The copy is named after the trip, or "Copy of …" when a list of this device (or the default trip,
  // made later if not yet) already has that name.
  const saveCopy = async () => {
    const id = newListId();
    await changeTrips((trips) => {
      const taken = [t('common.trip.defaultName'), ...savedLists(trips).map((l) => l.name)];
      const name = uniqueListName(trip.title, taken, (title) => t('trip.shared.copyName', { title }));
      return withList(trips, copyOfShared(id, trip, name, new Date()));
    });
    navigate(`${p.trip()}?list=${encodeURIComponent(id)}`);
  };
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-3">
        <p className="text-sm font-semibold tracking-wide text-lagoon-700 uppercase">
          {t('trip.shared.kicker')}
        </p>
        <h1 className="font-serif text-3xl font-semibold [overflow-wrap:anywhere] text-slate-900">
          {trip.title}
        </h1>
        <p className="text-sm text-slate-700">{t('trip.shared.intro')}</p>
        <Button onClick={saveCopy} className="justify-self-start">
          <BookmarkPlus className="h-4 w-4" aria-hidden />
          {t('trip.shared.saveCopy')}
        </Button>
      </header>
      {trip.days.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot's days never reorder
        <SharedDay key={i} trip={trip} index={i} places={places} />
      ))}
    </div>
  );
}

/** A trip someone shared by link: read-only, with "Save a copy" into this device's lists. */
export default function SharedTripPage() {
  const t = useT('trip');
  const p = usePaths();
  const { code = '' } = useParams();
  const shared = useSharedTrip(code);
  // The same head the server wrote for a link preview (shared-trip-head.ts).
  useDocumentTitle(
    shared.data ? previewTitle(shared.data.title) : t('trip.shared.title'),
    shared.data ? t('trip.shared.summary', sharedTripSize(shared.data)) : t('trip.shared.description'),
  );
  if (shared.isPending) return <PageSpinner />;
  if (shared.error) {
    const kind = errorKind(shared.error);
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {t(kind === 'notFound' || kind === 'refused' ? 'trip.shared.missing' : 'trip.shared.failed')}
        </h1>
        <p className="mt-2 text-slate-700">
          {t(
            kind === 'network'
              ? 'trip.shared.offline'
              : kind === 'notFound' || kind === 'refused'
                ? 'trip.shared.missingText'
                : 'trip.shared.failedText',
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {kind !== 'notFound' && kind !== 'refused' && (
            <Button onClick={() => void shared.refetch()}>{t('trip.shared.retry')}</Button>
          )}
          <Link to={p.trip()} className={buttonClass('outline')}>
            {t('trip.shared.yourTrip')}
          </Link>
        </div>
      </section>
    );
  }
  return <SharedPlan trip={shared.data} />;
}
