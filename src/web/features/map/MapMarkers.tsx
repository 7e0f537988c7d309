import type L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Popup, useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { usePaths } from '../../paths';
import { ClusterMarker } from './ClusterMarker';
import { clusterPins, type MapItem } from './clusters';
import type { MapPoint } from './map-logic';
import { useDelayedTooltip, useMapZoom } from './map-watchers';
import { type PinHandlers, PinMarker } from './PinMarker';
import { PlacePopup } from './PlacePopup';
import { focusMarkerHolding, useMarkerFocusKept } from './useMarkerFocusKept';
import type { PositionEditor } from './usePositionEditor';

/**
 * Focus moves to the first link of a pin's popup opened from the keyboard; Escape closes the popup, and
 * when it closes (Escape, its close button) with focus inside, focus goes back to the pin rather than
 * being lost to the page's start.
 */
function focusIntoPopup(marker: L.Marker) {
  const el = marker.getPopup()?.getElement();
  if (!el) return;
  el.querySelector<HTMLElement>('a, button')?.focus();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') marker.closePopup();
  };
  el.addEventListener('keydown', onKeyDown);
  marker.once('popupclose', () => {
    el.removeEventListener('keydown', onKeyDown);
    if (el.contains(document.activeElement)) marker.getElement()?.focus();
  });
}

/**
 * The pins of a map, with places close together at the current zoom gathered into numbered clusters.
 * A pin click opens its popup (`popups`) or its page; in edit mode it goes to the position editor,
 * and the pin being moved is never hidden in a cluster.
 */
export function MapMarkers({
  points,
  popups,
  editor,
}: {
  points: readonly MapPoint[];
  popups: boolean;
  editor: PositionEditor | undefined;
}) {
  const map = useMap();
  const navigate = useNavigate();
  const p = usePaths();
  const zoom = useMapZoom();
  const tooltip = useDelayedTooltip();
  const editing = editor?.editing ?? false;
  const selectedId = editor?.selectedId ?? null;
  const selected = points.find((p) => p.id === selectedId) ?? null;
  const clusters = useMemo(
    () => clusterPins(selectedId === null ? points : points.filter((p) => p.id !== selectedId)),
    [points, selectedId],
  );
  // A day's numbered stops are each shown: a cluster would hide the order.
  const ordered = points.some((point) => point.order !== undefined);
  const items = useMemo<MapItem[]>(() => {
    if (ordered) return points.map((point) => ({ kind: 'pin' as const, point }));
    const list = clusters.itemsAt(zoom);
    if (selected) list.push({ kind: 'pin', point: selected });
    return list;
  }, [clusters, zoom, selected, ordered, points]);

  const state = useRef({ editor, popups });
  state.current = { editor, popups };
  const handlers = useMemo<PinHandlers>(
    () => ({
      onActivate(point, marker, viaKeyboard) {
        const { editor: ed, popups: withPopups } = state.current;
        if (ed?.editing) {
          ed.select(point, marker, viaKeyboard);
          return;
        }
        if (withPopups) {
          // A mouse click opens the bound popup by itself; keys open it here and move focus into it.
          if (viaKeyboard) {
            marker.openPopup();
            window.setTimeout(() => focusIntoPopup(marker));
          }
          return;
        }
        navigate(p.establishment(point.id));
      },
      onHoverStart: (id) => tooltip.show(id),
      onHoverEnd: (id) => tooltip.hide(id),
      onMoved: (id, position) => state.current.editor?.moved(id, position),
    }),
    [navigate, p, tooltip.show, tooltip.hide],
  );

  // After a cluster is opened from the keyboard, focus goes to the first of its places drawn once the
  // zoom has ended: until then the icons drawn (the opened cluster, or a larger one while the pins of
  // the new view load) may hold them and be replaced a moment later, taking the focus with them.
  const focusNext = useRef<{ ids: readonly number[]; zoomed: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: look again each time the drawn items change
  useEffect(() => {
    const next = focusNext.current;
    if (!next?.zoomed) return;
    if (focusMarkerHolding(map.getContainer(), next.ids)) focusNext.current = null;
  }, [items, map]);
  useMarkerFocusKept(map, items);

  return items.map((item) => {
    if (item.kind === 'cluster')
      return (
        <ClusterMarker
          key={`c${item.clusterId}`}
          latitude={item.latitude}
          longitude={item.longitude}
          count={item.count}
          live={item.live}
          events={item.events}
          ids={item.ids}
          onExpand={(viaKeyboard) => {
            const next = viaKeyboard ? { ids: item.ids, zoomed: false } : null;
            focusNext.current = next;
            if (next)
              map.once('zoomend', () => {
                next.zoomed = true;
              });
            const to = Math.min(clusters.expansionZoom(item.clusterId), map.getMaxZoom());
            map.setView([item.latitude, item.longitude], Math.max(to, map.getZoom() + 1));
          }}
        />
      );
    const p = item.point;
    const isSelected = editing && p.id === selectedId;
    const pos = isSelected && editor?.pending ? editor.pending : p;
    return (
      <PinMarker
        key={`p${p.id}`}
        point={p}
        latitude={pos.latitude}
        longitude={pos.longitude}
        tooltipOpen={tooltip.openId === p.id}
        selected={isSelected}
        draggable={isSelected && !editor?.saving}
        handlers={handlers}
      >
        {isSelected ? (
          <Popup closeButton={false} autoPan>
            {editor?.popup}
          </Popup>
        ) : popups && !editing ? (
          <Popup autoPan>
            <PlacePopup point={p} />
          </Popup>
        ) : null}
      </PinMarker>
    );
  });
}
