/** The places a map pins, from a list of places or from the map's compact pins (kept small: the landing loads it). */
import type { Establishment, StatusUpdate } from '../../../domain/schemas/catalog';
import type { MapPin } from '../../../domain/schemas/highlights';

export interface MapPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  categoryId: number;
  /** The newest live update's message, or null when the place has none. */
  liveMessage: string | null;
  areaName: string | null;
  googleRating: number | null;
  googleReviewCount: number | null;
  /** Open now and the next change (Belize time); null when unknown (a live-feed place does not say). */
  openNow: boolean | null;
  nextChange: string | null;
  /** Its place in a day's plan (1, 2, ...): the pin shows the number and places are never clustered. */
  order?: number;
  /** Its first event tonight not yet ended, its start on Belize's clock ("8 pm"): the map page marks it. */
  eventTonight?: { title: string; time: string };
}

/** What a map needs of a place from a list (a full establishment or a live-feed place both fit). */
export type MappablePlace = Pick<
  Establishment,
  'id' | 'name' | 'categoryId' | 'latitude' | 'longitude' | 'googleRating' | 'googleReviewCount'
> &
  Partial<Pick<Establishment, 'openNow' | 'nextChange'>> & {
    area: { name: string } | null;
    statusUpdates: readonly Pick<StatusUpdate, 'message' | 'createdAt'>[];
  };

const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The newest status update's message (the API sends newest first; sorted again to be safe). */
export function latestUpdateMessage(e: {
  statusUpdates?: readonly Pick<StatusUpdate, 'message' | 'createdAt'>[];
}): string | null {
  const updates = e.statusUpdates ?? [];
  if (updates.length === 0) return null;
  const newest = [...updates].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return newest.message;
}

/** One pin per establishment with both coordinates; the others are skipped. */
export function toMapPoints(establishments: readonly MappablePlace[]): MapPoint[] {
  const points: MapPoint[] = [];
  for (const e of establishments) {
    if (!isCoordinate(e.latitude) || !isCoordinate(e.longitude)) continue;
    points.push({
      id: e.id,
      name: e.name,
      latitude: e.latitude,
      longitude: e.longitude,
      categoryId: e.categoryId,
      liveMessage: latestUpdateMessage(e),
      areaName: e.area?.name ?? null,
      googleRating: e.googleRating,
      googleReviewCount: e.googleReviewCount,
      openNow: e.openNow ?? null,
      nextChange: e.nextChange ?? null,
    });
  }
  return points;
}

/**
 * Pins of GET /api/establishments/pins as map points (the server sends only located places). A live
 * message past its expiry at `now` (a page offline, or left open) is not shown as current.
 */
export function pinsToMapPoints(pins: readonly MapPin[], now: Date): MapPoint[] {
  return pins
    .filter((p) => isCoordinate(p.latitude) && isCoordinate(p.longitude))
    .map((p) => ({
      id: p.id,
      name: p.name,
      latitude: p.latitude,
      longitude: p.longitude,
      categoryId: p.categoryId,
      liveMessage: p.liveUntil !== null && Date.parse(p.liveUntil) <= now.getTime() ? null : p.live,
      areaName: p.areaName,
      googleRating: p.googleRating,
      googleReviewCount: p.googleReviewCount,
      openNow: p.openNow,
      nextChange: p.nextChange,
    }));
}
