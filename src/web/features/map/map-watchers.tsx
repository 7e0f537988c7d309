/** Small Leaflet helpers of the map: fitting the view, reporting it, following its size, delaying tooltips. */
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { useT } from '../../i18n';
import { type Bounds, padBounds, refitDelay, tooltipOpenDelay } from './map-logic';

const MAX_FIT_ZOOM = 16;

/** Fits the view to a box (10% padding) when the box changes, at most once per 10 s. */
export function FitToMarkers({
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
export function ViewWatcher({ onChange, paused }: { onChange: (view: Bounds) => void; paused: boolean }) {
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
export function SizeWatcher() {
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
export function useDelayedTooltip() {
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

/** The map's zoom, updated once each zoom ends (clusters are recomputed per whole zoom level). */
export function useMapZoom(): number {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useEffect(() => {
    const update = () => setZoom(map.getZoom());
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return zoom;
}

/** The English words Leaflet writes itself: the title of its credit link, the popups' close button. */
const LEAFLET_TITLE = 'A JavaScript library for interactive maps';
const DEFAULT_PREFIX = String(L.Control.Attribution.prototype.options.prefix ?? '');

/**
 * Leaflet's own words in the page's language: the credit link's title (the attribution itself, the
 * map data's licence, stays as it is) and the label of each popup's close button as it opens.
 */
export function LeafletInLanguage() {
  const map = useMap();
  const t = useT('map');
  useEffect(() => {
    map.attributionControl?.setPrefix(DEFAULT_PREFIX.replace(LEAFLET_TITLE, t('map.leafletTitle')));
    const label = t('map.closePopup');
    const onOpen = (e: L.PopupEvent) =>
      e.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', label);
    map.on('popupopen', onOpen);
    return () => {
      map.off('popupopen', onOpen);
    };
  }, [map, t]);
  return null;
}

/**
 * The map's own box, which Leaflet makes focusable (its arrow keys pan, + and − zoom): named as the
 * group of places it holds, and described by the hint shown over it while it has keyboard focus.
 */
export function KeyboardAccess({ hintId }: { hintId: string }) {
  const map = useMap();
  const t = useT('map');
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'group');
    el.setAttribute('aria-label', t('map.keyboardName'));
    el.setAttribute('aria-describedby', hintId);
  }, [map, t, hintId]);
  return null;
}
