import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker } from 'react-leaflet';
import { useT } from '../../i18n';
import { EVENT_STAR } from './pin-icons';

/** Same box as a pin's badge: the circle's centre sits where a pin's badge centre would. */
const SIZE = 44;
const BADGE_MIDDLE_ABOVE_TIP = 23;

const icons = new Map<string, L.DivIcon>();
function clusterIcon(count: number, live: boolean, events: boolean): L.DivIcon {
  const key = `${count}:${live}:${events}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: 'ag-cluster-icon',
      // Only a number goes into the markup: no user text.
      html:
        `<span class="ag-cluster${live ? ' ag-cluster--live' : ''}">` +
        `<span class="ag-cluster__count">${count}</span>` +
        (live ? '<span class="ag-pin__dot"></span>' : '') +
        (events ? `<span class="ag-pin__event">${EVENT_STAR}</span>` : '') +
        '</span>',
      iconSize: [SIZE, SIZE],
      iconAnchor: [SIZE / 2, SIZE / 2 + BADGE_MIDDLE_ABOVE_TIP],
    });
    icons.set(key, icon);
  }
  return icon;
}

/** A numbered circle for several places close together; a click, Enter or Space zooms in to part them. */
export function ClusterMarker({
  latitude,
  longitude,
  count,
  live,
  events = 0,
  ids,
  onExpand,
}: {
  latitude: number;
  longitude: number;
  count: number;
  /** How many of its places have a live update (a gold ring and red dot when any). */
  live: number;
  /** How many of its places have an event tonight (a star badge, and said in its name). */
  events?: number;
  ids: readonly number[];
  onExpand(viaKeyboard: boolean): void;
}) {
  const t = useT('map');
  const markerRef = useRef<L.Marker | null>(null);
  const icon = clusterIcon(count, live > 0, events > 0);
  const position = useMemo<[number, number]>(() => [latitude, longitude], [latitude, longitude]);
  // clusters.ts's clusterLabel, in the page's language.
  const liveLabel =
    live === 0
      ? t('map.cluster', { count })
      : live === count
        ? t('map.clusterAllLive', { count })
        : t('map.clusterSomeLive', { count, live });
  const label = events > 0 ? t('map.clusterEvents', { label: liveLabel, count: events }) : liveLabel;
  const establishmentIds = ids.join(' ');
  const latest = useRef(onExpand);
  latest.current = onExpand;
  const eventHandlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({ click: () => latest.current(false) }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attach when Leaflet swaps the icon element
  useEffect(() => {
    const el = markerRef.current?.getElement();
    if (!el) return;
    el.setAttribute('aria-label', label);
    el.dataset.establishmentIds = establishmentIds;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      latest.current(true);
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [label, establishmentIds, icon]);

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      keyboard
      riseOnHover
      zIndexOffset={live > 0 ? 1000 : 0}
      eventHandlers={eventHandlers}
    />
  );
}
