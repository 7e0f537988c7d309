/** Pure helpers of the map: how pins look, bounds, refit throttling, tooltip delays. */

import {
  CATEGORIES,
  type CategoryStyle,
  FALLBACK_CATEGORY_COLOR,
  MAP_BOUNDS_PADDING,
  MAP_REFIT_INTERVAL_MS,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from '../../../domain/constants';
import { inkOn } from '../../../domain/contrast';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { MapPoint } from './map-points';

export type { MapPoint, MappablePlace } from './map-points';

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Whether a point lies inside a box (edges included). */
export function inBounds(p: { latitude: number; longitude: number }, b: Bounds): boolean {
  return p.latitude >= b.south && p.latitude <= b.north && p.longitude >= b.west && p.longitude <= b.east;
}

/** A 1, 2 or 5 times a power of ten, at most `x` (x > 0). */
function niceStep(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x));
  const m = x / p;
  return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * p;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const fixed = (v: number) => Number(v.toFixed(6));

/**
 * The box to ask the server for when the map shows `view`: grown outwards to a grid of about a
 * twentieth of the view's size (a 1-2-5 step), and kept within the world. Small pans and zooms then
 * ask for the same box (one cached reply), and the pins just outside the view are already there.
 */
export function queryBox(view: Bounds): Bounds {
  const span = Math.max(view.north - view.south, view.east - view.west, 1e-6);
  const step = niceStep(span / 20);
  return {
    south: fixed(clamp(Math.floor(view.south / step) * step, -90, 90)),
    west: fixed(clamp(Math.floor(view.west / step) * step, -180, 180)),
    north: fixed(clamp(Math.ceil(view.north / step) * step, -90, 90)),
    east: fixed(clamp(Math.ceil(view.east / step) * step, -180, 180)),
  };
}

/** Hover text of a pin: the name, or 'LIVE: ' plus the latest message for places with live updates. */
export function tooltipText(p: Pick<MapPoint, 'name' | 'liveMessage'>): string {
  return p.liveMessage ? `LIVE: ${p.liveMessage}` : p.name;
}

/** Accessible name of a pin (the tooltip is not read when focusing). */
export function markerLabel(p: Pick<MapPoint, 'name' | 'liveMessage'>): string {
  return p.liveMessage ? `${p.name} (live update: ${p.liveMessage})` : p.name;
}

export function categoryStyle(categoryId: number | null | undefined): CategoryStyle | undefined {
  return CATEGORIES.find((c) => c.id === categoryId);
}

export function markerColor(categoryId: number | null | undefined): string {
  return categoryStyle(categoryId)?.color ?? FALLBACK_CATEGORY_COLOR;
}

/** White or black, whichever reads better on the given #rrggbb background (domain/contrast.ts). */
export const contrastingColor = inkOn;

/** The box around all points, or null when there are none. */
export function boundsOf(points: readonly { latitude: number; longitude: number }[]): Bounds | null {
  if (points.length === 0) return null;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
  }
  return { south, west, north, east };
}

/** Grows the box by `ratio` of its height and width on every side (Leaflet's LatLngBounds.pad). */
export function padBounds(b: Bounds, ratio = MAP_BOUNDS_PADDING): Bounds {
  const dLat = (b.north - b.south) * ratio;
  const dLng = (b.east - b.west) * ratio;
  return { south: b.south - dLat, north: b.north + dLat, west: b.west - dLng, east: b.east + dLng };
}

/** Identifies the set of pins and their positions: the map refits only when this changes. */
export function markerSetKey(points: readonly Pick<MapPoint, 'id' | 'latitude' | 'longitude'>[]): string {
  return points
    .map((p) => `${p.id}@${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`)
    .sort()
    .join('|');
}

/**
 * How long to wait before refitting, so the map refits at most once per interval:
 * 0 when it never fitted or the last fit is at least `interval` ago, otherwise the rest of the interval.
 */
export function refitDelay(lastFitAt: number | null, now: number, interval = MAP_REFIT_INTERVAL_MS): number {
  if (lastFitAt === null) return 0;
  return Math.max(0, lastFitAt + interval - now);
}

/**
 * Delay before a pin's tooltip opens (Radix Tooltip semantics, docs/product.md#numbers): 700 ms, but when
 * another tooltip closed less than 300 ms ago the pointer is "skimming" pins and it opens at once.
 */
export function tooltipOpenDelay(
  now: number,
  lastClosedAt: number | null,
  delay = TOOLTIP_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
): number {
  if (lastClosedAt !== null && now - lastClosedAt < skipDelay) return 0;
  return delay;
}

/** Moves a position by arrow keys in edit mode: about 11 m per press, ten times that with Shift. */
export function nudge(
  pos: { latitude: number; longitude: number },
  key: string,
  big = false,
): { latitude: number; longitude: number } | null {
  const step = big ? 0.001 : 0.0001;
  switch (key) {
    case 'ArrowUp':
      return { latitude: pos.latitude + step, longitude: pos.longitude };
    case 'ArrowDown':
      return { latitude: pos.latitude - step, longitude: pos.longitude };
    case 'ArrowLeft':
      return { latitude: pos.latitude, longitude: pos.longitude - step };
    case 'ArrowRight':
      return { latitude: pos.latitude, longitude: pos.longitude + step };
    default:
      return null;
  }
}

/** 'Google rating 4.5 (1,234 reviews)'-style parts of a popup, null when there is no rating. */
export function ratingSummary(
  e: Pick<Establishment, 'googleRating' | 'googleReviewCount'>,
): { rating: string; reviews: string | null } | null {
  if (e.googleRating == null) return null;
  const count = e.googleReviewCount;
  return {
    rating: e.googleRating.toFixed(1),
    reviews: count == null ? null : `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`,
  };
}

export interface AreaLabel {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** Which side of its point the name is written on: into the water, away from the other areas. */
  side: 'east' | 'west';
}

/**
 * The basemap's area names: one per area with a position, written east of the point for the areas
 * east of the areas' mean longitude and west of it for the others. The areas sit a few kilometres
 * apart, so at the zooms where they share a latitude their names then run apart instead of across
 * each other (and clear of the pins clustered on the point).
 */
export function areaLabels(
  areas: readonly { id: number; name: string; latitude: number | null; longitude: number | null }[],
): AreaLabel[] {
  const placed = areas.filter(
    (a): a is typeof a & { latitude: number; longitude: number } =>
      a.latitude !== null && a.longitude !== null,
  );
  if (placed.length === 0) return [];
  const meanLongitude = placed.reduce((sum, a) => sum + a.longitude, 0) / placed.length;
  return placed.map((a) => ({
    id: a.id,
    name: a.name,
    latitude: a.latitude,
    longitude: a.longitude,
    side: a.longitude > meanLongitude ? 'east' : 'west',
  }));
}
