import { z } from 'zod';
import { daysBetween } from '../dates';
import { DAY_KEYS } from '../hours-format';
import { amenitiesParam, amenityAnswers } from './amenities';
import { idParam, isoDate, numberParam } from './common';
import { CHECKED_BY } from './freshness';

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  icon: z.string(),
});
export type Category = z.infer<typeof category>;

export const area = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Area = z.infer<typeof area>;

export const statusUpdate = z.object({
  id: z.number().int(),
  establishmentId: z.number().int(),
  message: z.string(),
  type: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type StatusUpdate = z.infer<typeof statusUpdate>;

/** One day of a place's week in Belize time ("HH:MM"; `closes` before `opens` means after midnight). */
export const dayHours = z.object({
  day: z.enum(DAY_KEYS),
  ranges: z.array(z.object({ opens: z.string(), closes: z.string() })),
});

export const coordinateQuality = z.enum(['surveyed', 'approximate', 'guess']);

export const establishment = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The description in Spanish, or null: Spanish pages then show the English one (marked English). */
  descriptionEs: z.string().nullable(),
  areaId: z.number().int().nullable(),
  categoryId: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  coordinateQuality: coordinateQuality.nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  whatsappBooking: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  address: z.string().nullable(),
  hours: z.string().nullable(),
  /** The free-text hours in Spanish, or null: Spanish pages then show the English ones. */
  hoursEs: z.string().nullable(),
  /** The hours in OpenStreetMap `opening_hours` syntax, or null when only free text is known. */
  openingHours: z.string().nullable(),
  /** The week those hours give, Monday first (null without them). */
  openingHoursWeek: z.array(dayHours).nullable(),
  /** Open at the time of the request (Belize time); null when unknown. */
  openNow: z.boolean().nullable(),
  /** The next opening or closing (ISO instant), null when unknown or never. */
  nextChange: z.string().nullable(),
  priceRange: z.string().nullable(),
  menu: z.string().nullable(),
  amenities: z.string().nullable(),
  allergyInfo: z.string().nullable(),
  specialties: z.string().nullable(),
  acceptedPayments: z.string().nullable(),
  parkingInfo: z.string().nullable(),
  accessibilityInfo: z.string().nullable(),
  /** What the place offers, answered yes or no (docs/amenities.md); the owner's free text is `amenities`. */
  attributes: amenityAnswers,
  socialMedia: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  googleRating: z.number().nullable(),
  googleReviewCount: z.number().int().nullable(),
  lastRatingUpdate: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  imageGallery: z.array(z.string()),
  isActive: z.boolean(),
  /** When someone last said the listing is right (ISO instant), and who. */
  checkedAt: z.string(),
  checkedBy: z.enum(CHECKED_BY),
  /** Several different visitors reported it closed for good; the admin has not resolved it yet. */
  reportedClosed: z.boolean(),
  category: category.nullable(),
  area: area.nullable(),
  statusUpdates: z.array(statusUpdate),
  /**
   * In a search's results only, when the place was found by one of its live updates or upcoming events
   * rather than its own text: which, and its words (the update's message, the event's title).
   */
  searchMatch: z
    .object({ kind: z.enum(['update', 'event']), id: z.number().int(), text: z.string() })
    .optional(),
});
export type Establishment = z.infer<typeof establishment>;

/** Orders of a public list: name (A-Z), area (A-Z, none last), rating (best first), distance (nearest). */
export const ESTABLISHMENT_SORTS = ['name', 'area', 'rating', 'distance'] as const;
export type EstablishmentSort = (typeof ESTABLISHMENT_SORTS)[number];

/** Degrees as a plain decimal ('17.92', '-87.96'), within ±max. */
const degrees = (max: number) => {
  const between = { message: `must be between -${max} and ${max}` };
  return numberParam(
    /^-?\d{1,3}(\.\d{1,12})?$/,
    z.number({ message: 'must be a number of degrees such as 17.92' }).min(-max, between).max(max, between),
  );
};

/** The list's query fields without the cross-field rules (a base to extend). */
export const establishmentListFields = z.object({
  categoryId: idParam.optional(),
  areaId: idParam.optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  sort: z
    .enum(ESTABLISHMENT_SORTS, { message: `must be one of ${ESTABLISHMENT_SORTS.join(', ')}` })
    .optional(),
  lat: degrees(90).optional(),
  lng: degrees(180).optional(),
  band: z.enum(['budget', 'mid', 'luxury'], { message: 'must be one of budget, mid, luxury' }).optional(),
  location: z
    .enum(['beachfront', 'town', 'north'], { message: 'must be one of beachfront, town, north' })
    .optional(),
  /** Leave out the places visitors reported closed (until the admin resolves the reports). */
  hideReportedClosed: z
    .literal('true', { message: 'must be true (leave it out to list places reported closed too)' })
    .transform(() => true as const)
    .optional(),
  /** Only the places that have every one of these attributes (each answered yes). */
  amenities: amenitiesParam.optional(),
  /**
   * Leave out the places closed at the time of the request: those open first, then those whose hours
   * are not known (decision 56).
   */
  openNow: z
    .literal('true', { message: 'must be true (leave it out to list places whatever their hours)' })
    .transform(() => true as const)
    .optional(),
});

export const establishmentListQuery = establishmentListFields.superRefine((q, ctx) => {
  const hasLat = q.lat !== undefined;
  const hasLng = q.lng !== undefined;
  if (q.sort === 'distance' && (!hasLat || !hasLng))
    ctx.addIssue({
      code: 'custom',
      path: [hasLat ? 'lng' : 'lat'],
      message: 'sort=distance needs lat and lng (the position to measure from)',
    });
  else if (q.sort !== 'distance' && (hasLat || hasLng))
    ctx.addIssue({
      code: 'custom',
      path: [hasLat ? 'lat' : 'lng'],
      message: 'lat and lng are only used with sort=distance',
    });
});
export type EstablishmentListQuery = z.infer<typeof establishmentListQuery>;

export const ratesQuery = z
  .object({
    checkIn: isoDate,
    checkOut: isoDate,
    adults: z.coerce.number().int().min(1, 'must be at least 1').max(20, 'must be at most 20').default(2),
  })
  .refine((q) => q.checkOut > q.checkIn, { message: 'checkOut must be after checkIn', path: ['checkOut'] })
  .refine((q) => daysBetween(q.checkIn, q.checkOut) <= 60, {
    message: 'a stay can be at most 60 nights',
    path: ['checkOut'],
  });
export type RatesQuery = z.infer<typeof ratesQuery>;

export const roomRate = z.object({
  rateId: z.number().int(),
  roomType: z.string(),
  rate: z.number(),
  currency: z.string(),
  maxOccupancy: z.number().int(),
  bedConfiguration: z.string().nullable(),
  roomSize: z.string().nullable(),
  amenities: z.string().nullable(),
  nights: z.number().int(),
  totalRate: z.number(),
  minimumStay: z.number().int(),
});
export const ratesReply = z.object({ rates: z.array(roomRate) });
export type RoomRate = z.infer<typeof roomRate>;
export type RatesReply = z.infer<typeof ratesReply>;
