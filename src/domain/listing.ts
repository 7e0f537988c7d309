/** Rules of establishment lists shared by the server, the web app and their tests: orders, distance, rates. */
import { distanceKm, type LatLng } from './geo';
import { lowestRate } from './planner';
import type { RatesReply } from './schemas/catalog';

/** The orders the category page offers (the server applies them: GET /api/establishments?sort=). */
export type SortKey = 'name' | 'area' | 'distance';

export function isSortKey(v: unknown): v is SortKey {
  return v === 'name' || v === 'area' || v === 'distance';
}

/** Kilometres from the visitor, or null when either position is unknown. */
export function distanceFrom(
  place: { latitude: number | null; longitude: number | null },
  from: LatLng | null,
): number | null {
  if (!from || place.latitude === null || place.longitude === null) return null;
  return distanceKm(from, { latitude: place.latitude, longitude: place.longitude });
}

/** The lowest nightly rate rounded up to whole dollars, or null without rates. */
export function lowestNightlyRate(reply: RatesReply | null | undefined): number | null {
  return reply ? lowestRate(reply.rates) : null;
}
