import type L from 'leaflet';
import { useEffect, useRef } from 'react';

const MARKER = '.leaflet-marker-icon';

/** Focuses the first marker drawn in `container` that holds one of `ids` (in their order); whether one did. */
export function focusMarkerHolding(container: HTMLElement, ids: readonly (number | string)[]): boolean {
  for (const id of ids) {
    const el = container.querySelector<HTMLElement>(`${MARKER}[data-establishment-ids~="${id}"]`);
    if (el) {
      el.focus();
      return true;
    }
  }
  return false;
}

/**
 * Keeps the keyboard on the map when a redraw takes the focused marker away (a zoom regroups the
 * clusters, the places of a new view arrive): focus goes to the marker now holding the same place,
 * instead of falling back to the page's start, where a keyboard user would have to tab all the way
 * back. Focus the visitor moved elsewhere themselves is left alone: only a marker no longer in the
 * page hands its focus on. `redrawn` changes whenever the markers drawn may have changed.
 */
export function useMarkerFocusKept(map: L.Map, redrawn: unknown) {
  const focused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target instanceof HTMLElement ? e.target : null;
      focused.current = target?.matches(MARKER) ? target : null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: look again each time the markers are redrawn
  useEffect(() => {
    const lost = focused.current;
    if (!lost || lost.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    focusMarkerHolding(map.getContainer(), (lost.dataset.establishmentIds ?? '').split(' ').filter(Boolean));
  }, [redrawn, map]);
}
