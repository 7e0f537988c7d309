import { lazy, Suspense } from 'react';
import { useT } from '../../i18n';
import { useInView } from '../../lib/useInView';
import { PartBoundary } from '../../ui/LoadFailed';
import type { EstablishmentMapProps } from './types';

// Leaflet and its CSS load only when a map is on screen.
const LeafletMap = lazy(() => import('./LeafletMap'));

export function MapLoading({ height = 400 }: { height?: number | string }) {
  const t = useT('map');
  return (
    <div
      role="status"
      style={{ height }}
      className="flex w-full items-center justify-center rounded-lg bg-lagoon-50 text-sm text-lagoon-800"
    >
      {t('map.loading')}
    </div>
  );
}

export function EstablishmentMap(props: EstablishmentMapProps) {
  return (
    <PartBoundary>
      <Suspense fallback={<MapLoading height={props.height} />}>
        <LeafletMap {...props} />
      </Suspense>
    </PartBoundary>
  );
}

/**
 * The map once its place on the page comes near the viewport: Leaflet, its CSS and the tiles are not
 * fetched for a map the visitor never scrolls to (it would compete with the page's first paint).
 */
export function EstablishmentMapWhenSeen(props: EstablishmentMapProps) {
  const [ref, seen] = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className="overflow-hidden rounded-xl">
      {seen ? <EstablishmentMap {...props} /> : <MapLoading height={props.height} />}
    </div>
  );
}
