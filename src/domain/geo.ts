import { ISLAND_BOUNDS } from './constants';
import type { Locale } from './locale';

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

/** Distances are straight lines (docs/product.md#numbers): "457 m away", "1.2 km away". */
export function formatDistance(km: number, locale: Locale = 'en'): string {
  const figure =
    km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1).replace('.', locale === 'es' ? ',' : '.')} km`;
  return locale === 'es' ? `a ${figure}` : `${figure} away`;
}

/** The same figure said as a straight line, where there is room to say it. */
export function formatStraightLine(km: number, locale: Locale = 'en'): string {
  const figure = formatDistance(km, locale).replace(/^a | away$/g, '');
  return locale === 'es' ? `${figure} en línea recta` : `${figure} in a straight line`;
}

/** The walking pace of docs/product.md#numbers. */
export const WALKING_KMH = 5;
/**
 * A golf cart on the island's sandy, busy streets and the north road: well below its top speed of
 * about 30 km/h once stops, crossings and the bridge are counted.
 */
export const GOLF_CART_KMH = 15;

function duration(km: number, kmh: number): string {
  const minutes = Math.max(1, Math.round((km / kmh) * 60));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "12 min walk" / "12 min a pie". */
export function formatWalkingTime(km: number, locale: Locale = 'en'): string {
  return `${duration(km, WALKING_KMH)} ${locale === 'es' ? 'a pie' : 'walk'}`;
}

/** "4 min by golf cart" / "4 min en carrito de golf". */
export function formatGolfCartTime(km: number, locale: Locale = 'en'): string {
  return `${duration(km, GOLF_CART_KMH)} ${locale === 'es' ? 'en carrito de golf' : 'by golf cart'}`;
}

export function isOnIsland(p: LatLng): boolean {
  return (
    p.latitude >= ISLAND_BOUNDS.south &&
    p.latitude <= ISLAND_BOUNDS.north &&
    p.longitude >= ISLAND_BOUNDS.west &&
    p.longitude <= ISLAND_BOUNDS.east
  );
}
