import { amenitiesOf } from '../../../domain/amenities';
import { weekHours } from '../../../domain/hours';
import type { Area, Category, Establishment, StatusUpdate } from '../../../domain/schemas/catalog';
import type * as t from '../../db/schema';

type EstablishmentRow = typeof t.establishments.$inferSelect;
type StatusUpdateRow = typeof t.statusUpdates.$inferSelect;

/** A public place without what depends on the time of the request (live updates, open now). */
export type PlaceFields = Omit<Establishment, 'statusUpdates' | 'openNow' | 'nextChange'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toStatusUpdate(u: StatusUpdateRow): StatusUpdate {
  return {
    id: u.id,
    establishmentId: u.establishmentId,
    message: u.message,
    type: u.type,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
    expiresAt: iso(u.expiresAt),
  };
}

/**
 * The fields visitors see, picked one by one: a column added to the table is published only when
 * someone adds it here (and to the reply schema).
 */
export function toPlaceFields(
  row: EstablishmentRow,
  categories: ReadonlyMap<number, Category>,
  areas: ReadonlyMap<number, Area>,
): PlaceFields {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    descriptionEs: row.descriptionEs,
    areaId: row.areaId,
    categoryId: row.categoryId,
    latitude: row.latitude,
    longitude: row.longitude,
    coordinateQuality: row.coordinateQuality as PlaceFields['coordinateQuality'],
    phone: row.phone,
    whatsapp: row.whatsapp,
    whatsappBooking: row.whatsappBooking,
    website: row.website,
    logoUrl: row.logoUrl,
    address: row.address,
    hours: row.hours,
    hoursEs: row.hoursEs,
    openingHours: row.openingHours,
    openingHoursWeek: weekHours(row.openingHours),
    priceRange: row.priceRange,
    menu: row.menu,
    amenities: row.amenities,
    allergyInfo: row.allergyInfo,
    specialties: row.specialties,
    acceptedPayments: row.acceptedPayments,
    parkingInfo: row.parkingInfo,
    accessibilityInfo: row.accessibilityInfo,
    attributes: amenitiesOf(row.attributes, row.categoryId),
    socialMedia: row.socialMedia,
    googlePlaceId: row.googlePlaceId,
    googleRating: row.googleRating,
    googleReviewCount: row.googleReviewCount,
    lastRatingUpdate: iso(row.lastRatingUpdate),
    heroImageUrl: row.heroImageUrl,
    featuredImageUrl: row.featuredImageUrl,
    imageGallery: row.imageGallery,
    isActive: row.isActive,
    checkedAt: row.checkedAt.toISOString(),
    checkedBy: row.checkedBy as PlaceFields['checkedBy'],
    reportedClosed: row.reportedClosedAt !== null,
    category: categories.get(row.categoryId) ?? null,
    area: row.areaId === null ? null : (areas.get(row.areaId) ?? null),
  };
}

/** Picks a category's public fields. */
export const toCategory = (c: Category): Category => ({
  id: c.id,
  name: c.name,
  description: c.description,
  color: c.color,
  icon: c.icon,
});

/** Picks an area's public fields. */
export const toArea = (a: Area): Area => ({
  id: a.id,
  name: a.name,
  description: a.description,
  latitude: a.latitude,
  longitude: a.longitude,
});

/** The updates still live at `now` (newest first, as held), and when the first of those expires. */
export function liveAt(
  updates: readonly StatusUpdate[],
  now: number,
): { updates: StatusUpdate[]; validUntil: number | null } {
  let validUntil: number | null = null;
  const live: StatusUpdate[] = [];
  for (const u of updates) {
    const expires = u.expiresAt === null ? null : Date.parse(u.expiresAt);
    if (expires !== null && expires <= now) continue;
    live.push(u);
    if (expires !== null && (validUntil === null || expires < validUntil)) validUntil = expires;
  }
  return { updates: live, validUntil };
}

export const earliest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);
