import { MapPin } from 'lucide-react';
import { MAP_ZOOM } from '../../../domain/constants';
import { distanceFrom } from '../../../domain/listing';
import { useEstablishment } from '../../api/catalog';
import { useT } from '../../i18n';
import { useUserLocation } from '../../lib/useUserLocation';
import { EstablishmentMapWhenSeen, toMapPoints } from '../map';
import { GettingThere } from './GettingThere';
import { Section } from './PlaceContact';

/**
 * Where the place is: its map, address and how far it is from the visitor. Below the detail page's first
 * screen, so it is loaded and hydrated when seen: it takes only the place's id (props that cannot change
 * before then) and reads the place from the page's query, which is already in the cache.
 */
export default function PlaceLocation({
  establishmentId,
  anchorId,
}: {
  establishmentId: number;
  anchorId: string;
}) {
  const t = useT('place');
  const { data: e } = useEstablishment(establishmentId);
  const { location } = useUserLocation();
  if (!e) return null;
  const km = distanceFrom(e, location);
  const hasCoords = e.latitude !== null && e.longitude !== null;
  const approximate = e.coordinateQuality === 'guess' || e.coordinateQuality === 'approximate';
  return (
    <div id={anchorId}>
      <Section title={t('place.location')} icon={<MapPin className="h-5 w-5 text-lagoon-600" aria-hidden />}>
        {hasCoords ? (
          <EstablishmentMapWhenSeen
            points={toMapPoints([e])}
            ariaLabel={t('place.mapShowing', { name: e.name })}
            view={{
              center: { latitude: e.latitude as number, longitude: e.longitude as number },
              zoom: MAP_ZOOM.detail,
            }}
            height={320}
          />
        ) : (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t('place.notOnMap')}</p>
        )}
        <div className="mt-4 space-y-2 text-sm text-slate-700">
          {e.address && <p className="font-medium text-slate-900">{e.address}</p>}
          {hasCoords && approximate && (
            <p className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
              {t('place.approximate')}
            </p>
          )}
          <GettingThere km={km} located={hasCoords} />
        </div>
      </Section>
    </div>
  );
}
