import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useCallback, useId, useMemo, useState } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { Link } from 'react-router';
import { MAP_CENTER, MAP_ZOOM } from '../../../domain/constants';
import { useMapTileUrl } from '../../api/map';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { Basemap, OSM_ATTRIBUTION } from './Basemap';
import { MapLegend } from './MapLegend';
import { MapMarkers } from './MapMarkers';
import { type Bounds, boundsOf, inBounds, markerSetKey } from './map-logic';
import { FitToMarkers, KeyboardAccess, LeafletInLanguage, SizeWatcher, ViewWatcher } from './map-watchers';
import type { EstablishmentMapProps } from './types';

// Pins are divIcons; the default icon is still pointed at bundled images in case a plain marker is used.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

// A tile that failed (offline, or MAP_TILE_URL unreachable) is hidden, so the basemap under it shows.
const TILE_EVENTS: L.LeafletEventHandlerFnMap = {
  tileerror: (e) => {
    (e as L.TileErrorEvent).tile.style.visibility = 'hidden';
  },
};
const DEFAULT_VIEW = { center: MAP_CENTER, zoom: MAP_ZOOM.map };

const boxKey = (b: Bounds | null) => (b ? [b.south, b.west, b.north, b.east].join(',') : '');

export default function LeafletMap({
  points,
  ariaLabel,
  view: start = DEFAULT_VIEW,
  fit,
  onViewChange,
  height = 400,
  mode = 'embedded',
  editor,
}: EstablishmentMapProps) {
  const t = useT('map');
  const p = usePaths();
  const tileUrl = useMapTileUrl();
  const explore = mode === 'explore';
  // What to fit: the given box (e.g. all results of a filter), else the pins.
  const fitTarget = useMemo(() => {
    if (fit === undefined) return null;
    if (fit === 'points') return { target: boundsOf(points), key: markerSetKey(points) };
    return { target: fit.box, key: boxKey(fit.box) };
  }, [fit, points]);
  const [view, setView] = useState<Bounds | null>(null);
  const viewChanged = useCallback(
    (next: Bounds) => {
      setView(next);
      onViewChange?.(next);
    },
    [onViewChange],
  );
  // A map that follows its view lists the places in view; other maps list all their places.
  const listed = onViewChange && view ? points.filter((p) => inBounds(p, view)) : points;
  const paused = editor?.editing ?? false;
  const hintId = useId();

  return (
    <section aria-label={ariaLabel} className="ag-map isolate">
      {editor?.toolbar}
      <div
        style={{ height }}
        className="ag-map-frame relative z-0 w-full overflow-hidden rounded-lg shadow-sm"
      >
        <MapContainer
          center={[start.center.latitude, start.center.longitude]}
          zoom={start.zoom}
          scrollWheelZoom={explore}
          // Leaflet's own buttons speak English: the page's language's are added below.
          zoomControl={false}
          style={{ height: '100%', width: '100%' }}
        >
          <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
          <LeafletInLanguage />
          <KeyboardAccess hintId={hintId} />
          <Basemap />
          <TileLayer key={tileUrl} url={tileUrl} attribution={OSM_ATTRIBUTION} eventHandlers={TILE_EVENTS} />
          <MapMarkers points={points} popups={explore} editor={editor} />
          {fitTarget && <FitToMarkers target={fitTarget.target} targetKey={fitTarget.key} paused={paused} />}
          {onViewChange && <ViewWatcher onChange={viewChanged} paused={paused} />}
          <SizeWatcher />
        </MapContainer>
        <p id={hintId} className="ag-map-hint">
          {t('map.keyboardHint')}
        </p>
      </div>
      {explore && <MapLegend className="mt-3" />}
      {listed.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-lagoon-700 underline-offset-2 hover:underline">
            {t('map.listSummary', { count: listed.length })}
          </summary>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {listed.map((place) => (
              <li key={place.id}>
                <Link
                  to={p.establishment(place.id)}
                  className="text-lagoon-800 underline underline-offset-2 hover:text-lagoon-600"
                >
                  {place.name}
                </Link>
                <span className="text-slate-600">
                  {' '}
                  · {place.areaName ?? t('categories.unknownArea')}
                  {place.liveMessage ? ` · ${t('map.livePrefix')} ${place.liveMessage}` : ''}
                  {place.eventTonight ? ` · ${t('map.eventTonight', place.eventTonight)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
