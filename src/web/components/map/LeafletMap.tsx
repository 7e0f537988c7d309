import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { Move, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link, useNavigate } from 'react-router';
import { MAP_CENTER, MAP_ZOOM } from '../../../domain/constants';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/fetcher';
import { useMapTileUrl, useUpdatePosition } from '../../api/map';
import { paths } from '../../paths';
import { Button } from '../ui/Button';
import { toast } from '../ui/toast';
import { MapLegend } from './MapLegend';
import {
  type Bounds,
  boundsOf,
  inBounds,
  markerSetKey,
  padBounds,
  pinsToMapPoints,
  refitDelay,
  toMapPoints,
  tooltipOpenDelay,
} from './map-logic';
import { type PinHandlers, PinMarker } from './PinMarker';
import { EditPopup, PlacePopup } from './PlacePopup';
import type { EstablishmentMapProps } from './types';

// Pins are divIcons; the default icon is still pointed at bundled images in case a plain marker is used.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const MAX_FIT_ZOOM = 16;

export const EDIT_HINT =
  'Click on any establishment marker to drag it to a new position. Use the Save/Cancel buttons in the popup to confirm changes.';

type LatLng = { latitude: number; longitude: number };

/** Fits the view to a box (10% padding) when the box changes, at most once per 10 s. */
function FitToMarkers({
  target,
  targetKey,
  paused,
}: {
  target: Bounds | null;
  targetKey: string;
  paused: boolean;
}) {
  const map = useMap();
  const lastFitAt = useRef<number | null>(null);
  const lastFitKey = useRef<string | null>(null);
  const latest = useRef({ target, targetKey });
  latest.current = { target, targetKey };

  useEffect(() => {
    if (paused || targetKey === lastFitKey.current) return;
    const fitNow = () => {
      const { target: b, targetKey: key } = latest.current;
      lastFitKey.current = key;
      if (!b) return;
      const p = padBounds(b);
      map.fitBounds(
        [
          [p.south, p.west],
          [p.north, p.east],
        ],
        { maxZoom: MAX_FIT_ZOOM, animate: lastFitAt.current !== null },
      );
      lastFitAt.current = Date.now();
    };
    const delay = refitDelay(lastFitAt.current, Date.now());
    if (delay === 0) {
      fitNow();
      return;
    }
    const timer = window.setTimeout(fitNow, delay);
    return () => window.clearTimeout(timer);
  }, [targetKey, paused, map]);
  return null;
}

const VIEW_DEBOUNCE_MS = 250;

/**
 * Reports the visible box once the map settles: when first shown, then after every pan or zoom. Paused
 * while an admin edits positions, so the pins (and the open Save/Cancel popup) do not change under
 * them when a popup pans the map; the current box is reported again when the pause ends.
 */
function ViewWatcher({ onChange, paused }: { onChange: (view: Bounds) => void; paused: boolean }) {
  const map = useMap();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (paused) return;
    let timer: number | undefined;
    const report = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const b = map.getBounds();
        latest.current({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
      }, VIEW_DEBOUNCE_MS);
    };
    report();
    // Leaflet ends every pan and zoom with moveend.
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
      window.clearTimeout(timer);
    };
  }, [map, paused]);
  return null;
}

/** Keeps Leaflet's idea of the map size right when its box changes (tabs, rotation, resize). */
function SizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => map.invalidateSize());
    ro.observe(el);
    return () => ro.disconnect();
  }, [map]);
  return null;
}

/** Tooltips open after 700 ms, or at once within 300 ms of another one closing. */
function useDelayedTooltip() {
  const [openId, setOpenId] = useState<number | null>(null);
  const openRef = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef<number | null>(null);

  const show = useCallback((id: number) => {
    window.clearTimeout(timer.current);
    if (openRef.current === id) return;
    const open = () => {
      openRef.current = id;
      setOpenId(id);
    };
    const delay = tooltipOpenDelay(performance.now(), lastClosedAt.current);
    if (delay === 0) open();
    else timer.current = window.setTimeout(open, delay);
  }, []);

  const hide = useCallback((id: number) => {
    window.clearTimeout(timer.current);
    if (openRef.current !== id) return;
    openRef.current = null;
    lastClosedAt.current = performance.now();
    setOpenId(null);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { openId, show, hide };
}

export default function LeafletMap({
  establishments,
  pins,
  ariaLabel,
  center = MAP_CENTER,
  zoom = MAP_ZOOM.map,
  fitToMarkers = false,
  fitBounds,
  onViewChange,
  height = 400,
  showLegend = false,
  allowEditPositions = false,
  className = '',
  showPopups = false,
  scrollWheelZoom = false,
  showPlaceList = true,
}: EstablishmentMapProps) {
  const navigate = useNavigate();
  const tileUrl = useMapTileUrl();
  const { user } = useCurrentUser();
  const canEdit = allowEditPositions && user?.role === 'admin';
  const points = useMemo(
    () => (pins ? pinsToMapPoints(pins) : toMapPoints(establishments ?? [])),
    [pins, establishments],
  );
  // What to fit: the given box (e.g. all results of a filter), else the pins.
  const fit = useMemo(
    () =>
      fitBounds !== undefined
        ? {
            target: fitBounds,
            key: fitBounds
              ? [fitBounds.south, fitBounds.west, fitBounds.north, fitBounds.east].join(',')
              : '',
          }
        : { target: boundsOf(points), key: markerSetKey(points) },
    [fitBounds, points],
  );
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
  const tooltip = useDelayedTooltip();
  const hintId = useId();

  const [editMode, setEditMode] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [pending, setPending] = useState<LatLng | null>(null);
  const updatePosition = useUpdatePosition();
  const markers = useRef(new Map<number, L.Marker>());

  const editing = canEdit && editMode;
  // Someone signing out (or a page dropping the option) ends edit mode.
  useEffect(() => {
    if (!canEdit && editMode) {
      setEditMode(false);
      setSelectedId(null);
      setPending(null);
    }
  }, [canEdit, editMode]);

  const leaveEditMode = useCallback(() => {
    setEditMode(false);
    setSelectedId(null);
    setPending(null);
  }, []);

  const state = useRef({ editing, showPopups, selectedId });
  state.current = { editing, showPopups, selectedId };

  const handlers = useMemo<PinHandlers>(
    () => ({
      onActivate(point, marker, viaKeyboard) {
        const s = state.current;
        markers.current.set(point.id, marker);
        if (s.editing) {
          if (s.selectedId !== point.id) {
            setSelectedId(point.id);
            setPending(null);
          } else if (viaKeyboard) marker.openPopup();
          return;
        }
        if (s.showPopups) {
          // A mouse click opens the bound popup by itself; keys open it here and move focus into it.
          if (viaKeyboard) {
            marker.openPopup();
            window.setTimeout(() => {
              marker.getPopup()?.getElement()?.querySelector<HTMLElement>('a, button')?.focus();
            });
          }
          return;
        }
        navigate(paths.establishment(point.id));
      },
      onHoverStart: (id) => tooltip.show(id),
      onHoverEnd: (id) => tooltip.hide(id),
      onMoved(id, position) {
        if (state.current.selectedId !== id) return;
        setPending(position);
      },
    }),
    [navigate, tooltip.show, tooltip.hide],
  );

  // The selected pin's Save/Cancel popup opens on selection and again after each move.
  const pendingKey = pending ? `${pending.latitude},${pending.longitude}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopen after every move (pendingKey)
  useEffect(() => {
    if (selectedId === null) return;
    const marker = markers.current.get(selectedId);
    if (marker && !marker.isPopupOpen()) marker.openPopup();
  }, [selectedId, pendingKey]);

  const selectedPoint = points.find((p) => p.id === selectedId) ?? null;

  const save = () => {
    if (!selectedPoint || !pending) return;
    updatePosition.mutate(
      { id: selectedPoint.id, ...pending },
      {
        onSuccess: () => {
          toast({ title: 'Position saved', description: `${selectedPoint.name} has been moved.` });
          markers.current.get(selectedPoint.id)?.closePopup();
          setSelectedId(null);
          setPending(null);
        },
        onError: (err) =>
          toast({ title: 'Position not saved', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };

  const cancel = () => {
    markers.current.get(selectedId ?? -1)?.closePopup();
    leaveEditMode();
  };

  return (
    <section aria-label={ariaLabel} className={`ag-map isolate ${className}`}>
      {canEdit && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant={editMode ? 'danger' : 'outline'}
            aria-pressed={editMode}
            aria-describedby={editMode ? hintId : undefined}
            onClick={() => (editMode ? cancel() : setEditMode(true))}
          >
            {editMode ? <X className="h-4 w-4" aria-hidden /> : <Move className="h-4 w-4" aria-hidden />}
            {editMode ? 'Exit Edit' : 'Edit Positions'}
          </Button>
          {editMode && (
            <p id={hintId} className="flex-1 text-sm text-slate-700" role="status">
              {EDIT_HINT}
            </p>
          )}
        </div>
      )}
      <div style={{ height }} className="relative z-0 w-full overflow-hidden rounded-lg shadow-sm">
        <MapContainer
          center={[center.latitude, center.longitude]}
          zoom={zoom}
          scrollWheelZoom={scrollWheelZoom}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer key={tileUrl} url={tileUrl} attribution={ATTRIBUTION} />
          {points.map((p) => {
            const isSelected = editing && p.id === selectedId;
            const pos = isSelected && pending ? pending : p;
            return (
              <PinMarker
                key={p.id}
                point={p}
                latitude={pos.latitude}
                longitude={pos.longitude}
                tooltipOpen={tooltip.openId === p.id}
                selected={isSelected}
                draggable={isSelected && !updatePosition.isPending}
                handlers={handlers}
              >
                {isSelected ? (
                  <Popup closeButton={false} autoPan>
                    <EditPopup
                      point={p}
                      pending={pending}
                      saving={updatePosition.isPending}
                      onSave={save}
                      onCancel={cancel}
                    />
                  </Popup>
                ) : showPopups && !editing ? (
                  <Popup autoPan>
                    <PlacePopup point={p} />
                  </Popup>
                ) : null}
              </PinMarker>
            );
          })}
          {fitToMarkers && <FitToMarkers target={fit.target} targetKey={fit.key} paused={editing} />}
          {onViewChange && <ViewWatcher onChange={viewChanged} paused={editing} />}
          <SizeWatcher />
        </MapContainer>
      </div>
      {showLegend && <MapLegend className="mt-3" />}
      {showPlaceList && listed.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-lagoon-700 underline-offset-2 hover:underline">
            List of the {listed.length} {listed.length === 1 ? 'place' : 'places'} on this map
          </summary>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {listed.map((p) => (
              <li key={p.id}>
                <Link
                  to={paths.establishment(p.id)}
                  className="text-lagoon-800 underline underline-offset-2 hover:text-lagoon-600"
                >
                  {p.name}
                </Link>
                <span className="text-slate-600">
                  {' '}
                  · {p.areaName ?? 'Unknown Area'}
                  {p.liveMessage ? ` · LIVE: ${p.liveMessage}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
