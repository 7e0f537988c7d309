import { Footprints, Map as MapIcon, X } from 'lucide-react';
import { useState } from 'react';
import { formatDistance, formatGolfCartTime, formatWalkingTime } from '../../../domain/geo';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { TripList, TripStop } from '../../../domain/schemas/trips';
import { dateOfDay, removeDay, stopsOfDay } from '../../../domain/trip-days';
import { legKm } from '../../../domain/trip-plan';
import { useLocale, useT } from '../../i18n';
import { Button } from '../../ui/Button';
import type { MapPoint } from '../map';
import { EstablishmentMap } from '../map';
import { DayTitle } from './DayTitle';
import { absentKey, StopCard, type StopCardProps } from './StopCard';
import type { TripPlaces } from './useTripPlaces';

type Shared = Pick<StopCardProps, 'list' | 'otherLists' | 'edit' | 'editOther'>;

/** The straight-line distance between two stops and the time it takes on foot and by golf cart. */
function Leg({ from, to }: { from?: Establishment; to?: Establishment }) {
  const t = useT('trip');
  const locale = useLocale();
  const km = from && to ? legKm(from, to) : null;
  if (km === null) return null;
  return (
    <p className="flex items-center gap-1.5 py-1 pl-3 text-xs text-slate-600">
      <Footprints className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span title={t('trip.day.straightLine')}>
        {formatDistance(km, locale)} · {formatWalkingTime(km, locale)} · {formatGolfCartTime(km, locale)}
      </span>
    </p>
  );
}

/** The day's stops with a position, numbered in the day's order, for its map. */
function dayPoints(stops: readonly TripStop[], places: TripPlaces): MapPoint[] {
  return stops.flatMap((s, i) => {
    const e = places.byId.get(s.establishmentId);
    if (!e || e.latitude === null || e.longitude === null) return [];
    return [
      {
        id: e.id,
        name: e.name,
        latitude: e.latitude,
        longitude: e.longitude,
        categoryId: e.categoryId,
        liveMessage: null,
        areaName: e.area?.name ?? null,
        googleRating: e.googleRating,
        googleReviewCount: e.googleReviewCount,
        openNow: e.openNow,
        nextChange: e.nextChange,
        order: i + 1,
      },
    ];
  });
}

/** The stops as cards, in order, with the way from each to the next between them. */
export function StopList({
  stops,
  places,
  date,
  ...shared
}: Shared & { stops: readonly TripStop[]; places: TripPlaces; date: string | null }) {
  return (
    <ol className="grid gap-1">
      {stops.map((stop, i) => (
        <li key={stop.establishmentId}>
          {i > 0 && (
            <Leg
              from={places.byId.get(stops[i - 1].establishmentId)}
              to={places.byId.get(stop.establishmentId)}
            />
          )}
          <StopCard
            {...shared}
            stop={stop}
            place={places.byId.get(stop.establishmentId)}
            absent={absentKey(places, stop.establishmentId)}
            date={date}
            first={i === 0}
            last={i === stops.length - 1}
          />
        </li>
      ))}
    </ol>
  );
}

/** One day of the trip: its date, its stops in order, the way between them and, on demand, its map. */
export function DayPlan({ day, places, ...shared }: Shared & { day: number; places: TripPlaces }) {
  const t = useT('trip');
  const { list, edit } = shared;
  const [showMap, setShowMap] = useState(false);
  const stops = stopsOfDay(list, day);
  const date = dateOfDay(list.startDate, day);
  const points = dayPoints(stops, places);
  const title = t('trip.day.title', { day });
  return (
    <section
      aria-labelledby={`day-${day}`}
      className="rounded-xl border border-sand-200 bg-sand-50/50 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DayTitle id={`day-${day}`} day={day} date={date} />
        {/* Each button keeps its label on one line; on the narrowest phones they move under the date. */}
        <span className="flex flex-wrap gap-1 whitespace-nowrap min-[360px]:gap-2">
          {points.length > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="max-[359px]:px-2"
              aria-expanded={showMap}
              onClick={() => setShowMap((s) => !s)}
            >
              <MapIcon className="h-4 w-4" aria-hidden />
              {showMap ? t('trip.day.hideMap') : t('trip.day.showMap')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="max-[359px]:px-2"
            aria-label={t('trip.day.removeLabel', { day: title })}
            onClick={() => edit((l: TripList, now) => removeDay(l, day, now))}
          >
            <X className="h-4 w-4" aria-hidden />
            {t('trip.day.remove')}
          </Button>
        </span>
      </div>
      {showMap && (
        <div className="mt-3 overflow-hidden rounded-lg">
          <EstablishmentMap
            points={points}
            fit="points"
            height={260}
            ariaLabel={t('trip.day.mapLabel', { day: title })}
          />
        </div>
      )}
      {stops.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('trip.day.empty')}</p>
      ) : (
        <div className="mt-2">
          <StopList {...shared} stops={stops} places={places} date={date} />
        </div>
      )}
    </section>
  );
}
