import { lazy, Suspense } from 'react';
import type { EstablishmentMapProps } from './types';

// Leaflet and its CSS load only when a map is on screen.
const LeafletMap = lazy(() => import('./LeafletMap'));

export function MapLoading({ height = 400 }: { height?: number | string }) {
  return (
    <div
      role="status"
      style={{ height }}
      className="flex w-full items-center justify-center rounded-lg bg-lagoon-50 text-sm text-lagoon-800"
    >
      Loading map...
    </div>
  );
}

export function EstablishmentMap(props: EstablishmentMapProps) {
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
