import { Bookmark } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dayNumbers, stopsOfDay } from '../../domain/trip-days';
import { DEFAULT_LIST_ID } from '../../domain/trip-lists';
import { useCurrentUser } from '../api/auth';
import {
  DayPlan,
  ListBar,
  pullTrips,
  StopList,
  SyncStatus,
  TripExport,
  type TripListView,
  type TripPlaces,
  TripSettings,
  TripShare,
  useTripList,
  useTripPlaces,
  useTripsReady,
} from '../features/trip';
import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { buttonClass } from '../ui/Button';
import { PageSpinner } from '../ui/PageSpinner';

function NothingSaved() {
  const t = useT('trip');
  const p = usePaths();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <Bookmark className="mx-auto h-8 w-8 text-lagoon-600" aria-hidden />
      <p className="mt-2 font-medium text-slate-900">{t('trip.empty.title')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('trip.empty.text')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to={p.home()} className={buttonClass('primary', 'sm')}>
          {t('trip.empty.browse')}
        </Link>
        <Link to={p.map()} className={buttonClass('outline', 'sm')}>
          {t('trip.empty.map')}
        </Link>
      </div>
    </div>
  );
}

/** The list's days, then the places saved but not planned yet. */
function Plan({ view, places }: { view: TripListView; places: TripPlaces }) {
  const t = useT('trip');
  const { list, lists, edit, editOther } = view;
  const shared = { list, edit, editOther, otherLists: lists.filter((l) => l.id !== list.id) };
  const unplanned = stopsOfDay(list, null);
  return (
    <>
      {dayNumbers(list).map((day) => (
        <DayPlan key={day} {...shared} day={day} places={places} />
      ))}
      <section aria-labelledby="saved-places" className="grid gap-2">
        <h2 id="saved-places" className="font-serif text-xl font-semibold text-slate-900">
          {t('trip.saved.title', { count: unplanned.length })}
        </h2>
        {unplanned.length === 0 ? (
          <p className="text-sm text-slate-600">{t('trip.saved.allPlanned')}</p>
        ) : (
          <>
            {list.dayCount === 0 && <p className="text-sm text-slate-700">{t('trip.saved.hint')}</p>}
            <StopList {...shared} stops={unplanned} places={places} date={null} />
          </>
        )}
      </section>
    </>
  );
}

/** The visitor's trip: kept on this device, and on the account when signed in. */
export default function TripPage() {
  const t = useT('trip');
  const p = usePaths();
  const [params, setParams] = useSearchParams();
  const ready = useTripsReady();
  const view = useTripList(params.get('list'));
  const { trips, lists, list, edit } = view;
  const places = useTripPlaces(list.stops.map((s) => s.establishmentId));
  const { user } = useCurrentUser();
  useDocumentTitle(t('trip.title'), t('trip.description'), { canonical: p.trip() });
  // Opening the page reads the account's lists (another device's change shows here).
  useEffect(() => {
    if (user) void pullTrips(user.id).catch(() => {});
  }, [user]);
  const choose = (id: string) => setParams(id === DEFAULT_LIST_ID ? {} : { list: id }, { replace: true });

  if (!ready) return <PageSpinner />;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="font-serif text-3xl font-semibold text-slate-900">{t('trip.title')}</h1>
        <SyncStatus trips={trips} />
      </header>
      <ListBar lists={lists} current={list.id} onChoose={choose} />
      <TripSettings list={list} edit={edit} onDeleted={() => choose(DEFAULT_LIST_ID)} />
      {list.stops.length === 0 && list.dayCount === 0 ? (
        <NothingSaved />
      ) : (
        <Plan view={view} places={places} />
      )}
      {list.stops.length > 0 && (
        <div className="grid gap-6 border-t border-slate-200 pt-6 md:grid-cols-2">
          <TripShare list={list} />
          <TripExport list={list} places={places} />
        </div>
      )}
    </div>
  );
}
