import L from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { useT } from '../../i18n';
import { type MapPoint, nudge } from './map-logic';
import { pinLook, pinSize } from './pin-icons';
import { placeTooltip, tooltipSize } from './tooltip-placement';

export interface PinHandlers {
  /** Click, Enter or Space on the pin. `viaKeyboard` is true for the keys. */
  onActivate(point: MapPoint, marker: L.Marker, viaKeyboard: boolean): void;
  onHoverStart(id: number): void;
  onHoverEnd(id: number): void;
  /** The pin was dragged or nudged to a new position (edit mode). */
  onMoved(id: number, position: { latitude: number; longitude: number }): void;
}

const icons = new Map<string, L.DivIcon>();
function pinIcon(
  categoryId: number,
  look: { live: boolean; selected: boolean; order?: number; event: boolean },
): L.DivIcon {
  const { live, selected, order, event } = look;
  const key = `${categoryId}:${live}:${selected}:${order ?? ''}:${event}`;
  let icon = icons.get(key);
  if (!icon) {
    const look = pinLook(categoryId, { live, selected, order, event });
    icon = L.divIcon({
      className: 'ag-pin-icon',
      html: look.html,
      iconSize: [look.size, look.size + 7],
      iconAnchor: look.anchor,
      popupAnchor: [0, -(look.size + 4)],
      tooltipAnchor: [0, -(look.size + 4)],
    });
    icons.set(key, icon);
  }
  return icon;
}

/** One establishment pin; its tooltip is shown only while `tooltipOpen` (the delay lives in the parent). */
export function PinMarker({
  point,
  latitude,
  longitude,
  tooltipOpen,
  selected,
  draggable,
  handlers,
  children,
}: {
  point: MapPoint;
  latitude: number;
  longitude: number;
  tooltipOpen: boolean;
  selected: boolean;
  draggable: boolean;
  handlers: PinHandlers;
  /** A react-leaflet Popup, bound to the pin. */
  children?: ReactNode;
}) {
  const t = useT('map');
  const map = useMap();
  const markerRef = useRef<L.Marker | null>(null);
  const live = point.liveMessage !== null;
  const event = point.eventTonight;
  const icon = pinIcon(point.categoryId, { live, selected, order: point.order, event: event !== undefined });
  // A stable position: Leaflet moves the pin while dragging; re-renders must not snap it back.
  const position = useMemo<[number, number]>(() => [latitude, longitude], [latitude, longitude]);
  // map-logic's tooltipText and markerLabel, in the page's language.
  const named = point.order === undefined ? point.name : `${point.order}. ${point.name}`;
  const liveLabel = point.liveMessage
    ? t('map.pinLabelLive', { name: named, message: point.liveMessage })
    : named;
  const label = event ? t('map.pinLabelEvent', { label: liveLabel, ...event }) : liveLabel;

  const latest = useRef({ handlers, point, draggable });
  latest.current = { handlers, point, draggable };

  const eventHandlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      click: (e) => latest.current.handlers.onActivate(latest.current.point, e.target as L.Marker, false),
      mouseover: () => latest.current.handlers.onHoverStart(latest.current.point.id),
      mouseout: () => latest.current.handlers.onHoverEnd(latest.current.point.id),
      dragstart: () => latest.current.handlers.onHoverEnd(latest.current.point.id),
      dragend: (e) => {
        const ll = (e.target as L.Marker).getLatLng();
        latest.current.handlers.onMoved(latest.current.point.id, { latitude: ll.lat, longitude: ll.lng });
      },
    }),
    [],
  );

  // Accessible name, keyboard activation, tooltips on focus and arrow-key nudging on the pin element.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attach when Leaflet swaps the icon element
  useEffect(() => {
    const marker = markerRef.current;
    const el = marker?.getElement();
    if (!marker || !el) return;
    // aria-label rather than title: a native title tooltip would double the delayed one.
    el.setAttribute('aria-label', label);
    el.dataset.establishmentIds = String(point.id);
    const onKeyDown = (e: KeyboardEvent) => {
      const { handlers: h, point: p, draggable: canMove } = latest.current;
      if (e.key === 'Enter' || e.key === ' ') {
        // Stops Leaflet's own keypress handling so the action runs once.
        e.preventDefault();
        e.stopPropagation();
        h.onActivate(p, marker, true);
        return;
      }
      if (e.key === 'Escape') {
        h.onHoverEnd(p.id);
        return;
      }
      if (canMove) {
        const ll = marker.getLatLng();
        const next = nudge({ latitude: ll.lat, longitude: ll.lng }, e.key, e.shiftKey);
        if (next) {
          e.preventDefault();
          e.stopPropagation();
          h.onMoved(p.id, next);
        }
      }
    };
    const onFocus = () => latest.current.handlers.onHoverStart(latest.current.point.id);
    const onBlur = () => latest.current.handlers.onHoverEnd(latest.current.point.id);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('focus', onFocus);
    el.addEventListener('blur', onBlur);
    return () => {
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('blur', onBlur);
    };
  }, [label, icon, point.id]);

  const text = point.liveMessage ? t('map.pinTooltipLive', { message: point.liveMessage }) : point.name;
  // Placed when it opens, so a pin near an edge shows its tooltip inside the map.
  const placement = tooltipOpen
    ? placeTooltip(
        map.latLngToContainerPoint([latitude, longitude]),
        { width: map.getSize().x, height: map.getSize().y },
        pinSize(live),
        tooltipSize(text),
      )
    : null;

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      keyboard
      alt={point.name}
      riseOnHover
      zIndexOffset={selected ? 2000 : live ? 1000 : 0}
      draggable={draggable}
      autoPan={draggable}
      eventHandlers={eventHandlers}
    >
      {placement && (
        <Tooltip
          key={placement.direction}
          permanent
          direction={placement.direction}
          offset={placement.offset}
          className={live ? 'ag-tooltip--live' : undefined}
          interactive={false}
          // Leaflet gives the container role="tooltip" before React fills it: name it at once.
          eventHandlers={{
            add: (e) => e.target.getElement()?.setAttribute('aria-label', text),
          }}
        >
          {text}
        </Tooltip>
      )}
      {children}
    </Marker>
  );
}
