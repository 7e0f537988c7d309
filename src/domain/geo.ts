import { ISLAND_BOUNDS } from './constants';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m away`;
  return `${km.toFixed(1)} km away`;
}

const WALKING_KMH = 5;

export function formatWalkingTime(km: number): string {
  const minutes = Math.max(1, Math.round((km / WALKING_KMH) * 60));
  if (minutes < 60) return `${minutes} min walk`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m walk`;
}

export function isOnIsland(p: LatLng): boolean {
  return (
    p.latitude >= ISLAND_BOUNDS.south &&
    p.latitude <= ISLAND_BOUNDS.north &&
    p.longitude >= ISLAND_BOUNDS.west &&
    p.longitude <= ISLAND_BOUNDS.east
  );
}
