/**
 * Small, bounded views of the catalogue for the landing page and the map page, so neither downloads
 * the whole list: the live-updates feed, counts per category and area, the planner's itinerary, and
 * map pins inside a bounding box.
 */
import { z } from 'zod';
import { LIVE_FEED_DEFAULT, LIVE_FEED_MAX } from '../live-feed';
import { establishmentListFields, statusUpdate } from './catalog';
import { idParam } from './common';

// ---------------------------------------------------------------------------------------------------
// Live-updates feed (landing 'Real-Time Island Updates')

export const liveFeedQuery = z.object({
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(LIVE_FEED_MAX, { message: `must be at most ${LIVE_FEED_MAX}` })
    .default(LIVE_FEED_DEFAULT),
});
export type LiveFeedQuery = z.infer<typeof liveFeedQuery>;

export const placeArea = z.object({ id: z.number().int(), name: z.string() });

/** A place in the feed: what its card and its pin on the live map show. */
export const livePlace = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  areaId: z.number().int().nullable(),
  area: placeArea.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  googleRating: z.number().nullable(),
  googleReviewCount: z.number().int().nullable(),
  /** Its live (active, unexpired) updates, newest first. */
  statusUpdates: z.array(statusUpdate),
});
export type LivePlace = z.infer<typeof livePlace>;

export const liveFeed = z.object({
  /** Places with a live update, the most recently updated first. */
  places: z.array(livePlace),
  /** How many places have a live update in all (places holds at most `limit` of them). */
  total: z.number().int(),
});
export type LiveFeed = z.infer<typeof liveFeed>;

// ---------------------------------------------------------------------------------------------------
// Counts per category and area (landing 'Collections')

export const categoryCount = z.object({
  categoryId: z.number().int(),
  areaId: z.number().int().nullable(),
  count: z.number().int(),
});
export type CategoryCount = z.infer<typeof categoryCount>;

// ---------------------------------------------------------------------------------------------------
// Planner itinerary (landing 'Plan Your Perfect Trip', step 2)

export const itineraryQuery = z.object({
  philosophy: z.enum(['relaxed', 'adventure', 'party', 'mixed'], {
    message: 'must be relaxed, adventure, party or mixed',
  }),
  duration: z.enum(['weekend', 'week', 'extended'], { message: 'must be weekend, week or extended' }),
  location: z.enum(['beachfront', 'town', 'north'], { message: 'must be beachfront, town or north' }),
});
export type ItineraryQuery = z.infer<typeof itineraryQuery>;

export const itineraryPlace = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  areaId: z.number().int().nullable(),
});

export const itineraryReply = z.object({
  days: z.array(
    z.object({
      day: z.number().int(),
      items: z.array(
        z.object({
          slot: z.enum(['Morning', 'Afternoon', 'Evening']),
          place: itineraryPlace,
          inPreferredLocation: z.boolean(),
        }),
      ),
    }),
  ),
});
export type ItineraryReply = z.infer<typeof itineraryReply>;

// ---------------------------------------------------------------------------------------------------
// Map: pins in a bounding box, and the extent of a filter's results

/** The most pins one reply carries (and the default); a fuller box says `capped` and its `total`. */
export const MAP_PINS_MAX = 500;

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** 'minLng,minLat,maxLng,maxLat' (west,south,east,north), in degrees; the box may not be inverted. */
export const bboxParam = z.string().transform((raw, ctx): Bbox => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !NUMBER.test(p)))
    return fail('must be four numbers: minLng,minLat,maxLng,maxLat');
  const [west, south, east, north] = parts.map(Number);
  if (west < -180 || east > 180) return fail('longitudes must be between -180 and 180');
  if (south < -90 || north > 90) return fail('latitudes must be between -90 and 90');
  if (west > east) return fail('minLng must not be greater than maxLng');
  if (south > north) return fail('minLat must not be greater than maxLat');
  return { west, south, east, north };
});

export const mapPinsQuery = z.object({
  bbox: bboxParam,
  categoryId: idParam.optional(),
  areaId: idParam.optional(),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(MAP_PINS_MAX, { message: `must be at most ${MAP_PINS_MAX}` })
    .default(MAP_PINS_MAX),
  /** Leave out the places closed at the time of the request (those of unknown hours stay). */
  openNow: establishmentListFields.shape.openNow,
});
export type MapPinsQuery = z.infer<typeof mapPinsQuery>;

/** What a pin, its tooltip, its popup and the list under the map show. */
export const mapPin = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  googleRating: z.number().nullable(),
  googleReviewCount: z.number().int().nullable(),
  /** The newest live update's message, or null when the place has none. */
  live: z.string().nullable(),
  /** When that update expires (ISO), or null: a page offline or left open stops showing it then. */
  liveUntil: z.string().nullable(),
  /** Open at the time of the request (Belize time); null when unknown. */
  openNow: z.boolean().nullable(),
  /** The next opening or closing (ISO instant), null when unknown or never. */
  nextChange: z.string().nullable(),
});
export type MapPin = z.infer<typeof mapPin>;

export const mapPinsReply = z.object({
  /** Live places first, then by Google rating, then by name: the first `limit` of those in the box. */
  pins: z.array(mapPin),
  /** Places in the box (with the filters); more than pins.length when capped. */
  total: z.number().int(),
  capped: z.boolean(),
  limit: z.number().int(),
});
export type MapPinsReply = z.infer<typeof mapPinsReply>;

export const mapExtentQuery = z.object({
  categoryId: idParam.optional(),
  areaId: idParam.optional(),
});
export type MapExtentQuery = z.infer<typeof mapExtentQuery>;

export const mapExtentReply = z.object({
  /** Active places matching the filters. */
  total: z.number().int(),
  /** Those of them with both coordinates (the others have no pin). */
  located: z.number().int(),
  /** The box around the located ones, or null when there are none. */
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }).nullable(),
});
export type MapExtentReply = z.infer<typeof mapExtentReply>;
