/**
 * Bounded views of the active catalogue for the landing and map pages: the live-updates feed, counts per
 * category and area, the planner's itinerary, map pins in a box and the box around the places. Each
 * answers with only what its page shows, from the same in-memory catalogue as the lists.
 */

import { LIVE_FEED_UPDATES_PER_PLACE, liveFeedOrder } from '../../../domain/live-feed';
import { buildItinerary, PLANNABLE_CATEGORIES } from '../../../domain/planner';
import type {
  CategoryCount,
  ItineraryQuery,
  ItineraryReply,
  LiveFeed,
  MapExtentQuery,
  MapExtentReply,
  MapPinsQuery,
  MapPinsReply,
} from '../../../domain/schemas/highlights';
import { openAt } from './open-now';
import { earliest, liveAt } from './place';
import type { CatalogService } from './service';
import type { Catalogue, Place } from './store';

/** A reply and the moment it stops being true (a live update in it, or behind it, expires). */
export interface Timed<T> {
  value: T;
  validUntil: number | null;
}

/** The live updates of every place at `now`, and when the next of any of them expires. */
function liveOf(catalogue: Catalogue, now: Date) {
  const at = now.getTime();
  let validUntil: number | null = null;
  const live = new Map<Place, Place['updates']>();
  for (const place of catalogue.places.values()) {
    if (place.updates.length === 0) continue;
    const found = liveAt(place.updates, at);
    if (found.updates.length > 0) live.set(place, found.updates);
    if (found.validUntil !== null && (validUntil === null || found.validUntil < validUntil))
      validUntil = found.validUntil;
  }
  return { live, validUntil };
}

const filtered = (catalogue: Catalogue, query: { categoryId?: number; areaId?: number }) =>
  [...catalogue.places.values()].filter(
    ({ fields: p }) =>
      (query.categoryId === undefined || p.categoryId === query.categoryId) &&
      (query.areaId === undefined || p.areaId === query.areaId),
  );

/** What a card in the feed and a pin on the map both show of a place. */
function summaryOf({ fields: p }: Place) {
  return {
    id: p.id,
    name: p.name,
    categoryId: p.categoryId,
    areaId: p.areaId,
    latitude: p.latitude,
    longitude: p.longitude,
    googleRating: p.googleRating,
    googleReviewCount: p.googleReviewCount,
  };
}

const byNameThenId = (a: Place, b: Place) =>
  a.fields.name < b.fields.name ? -1 : a.fields.name > b.fields.name ? 1 : a.fields.id - b.fields.id;

export function createCatalogViews(catalog: Pick<CatalogService, 'read' | 'now'>) {
  return {
    /**
     * Places with a live update, the most recently updated first: the first `limit` with their live
     * updates (newest first, at most LIVE_FEED_UPDATES_PER_PLACE each), and how many there are.
     */
    async liveFeed(limit: number, now = catalog.now()): Promise<Timed<LiveFeed>> {
      const { live, validUntil } = liveOf(await catalog.read(), now);
      const places = [...live]
        .map(([place, updates]) => ({ id: place.fields.id, statusUpdates: updates, place }))
        .sort(liveFeedOrder)
        .slice(0, limit)
        .map(({ place, statusUpdates }) => {
          const { area } = place.fields;
          return {
            ...summaryOf(place),
            area: area ? { id: area.id, name: area.name } : null,
            statusUpdates: statusUpdates.slice(0, LIVE_FEED_UPDATES_PER_PLACE),
          };
        });
      return { value: { places, total: live.size }, validUntil };
    },

    /** Active places per category and area (areaId null: places without an area, after the others). */
    async categoryCounts(): Promise<CategoryCount[]> {
      const counts = new Map<string, CategoryCount>();
      for (const { fields: p } of (await catalog.read()).places.values()) {
        const key = `${p.categoryId}/${p.areaId}`;
        const count = counts.get(key) ?? { categoryId: p.categoryId, areaId: p.areaId, count: 0 };
        count.count++;
        counts.set(key, count);
      }
      const area = (c: CategoryCount) => c.areaId ?? Number.POSITIVE_INFINITY;
      return [...counts.values()].sort((a, b) => a.categoryId - b.categoryId || area(a) - area(b));
    },

    /** The planner's day-by-day plan (domain/planner.ts): the visitor downloads the plan, not the catalogue. */
    async itinerary(query: ItineraryQuery, now = catalog.now()): Promise<Timed<ItineraryReply>> {
      const catalogue = await catalog.read();
      const { live, validUntil } = liveOf(catalogue, now);
      const places = [...catalogue.places.values()]
        .filter((p) => PLANNABLE_CATEGORIES.includes(p.fields.categoryId))
        .sort((a, b) => a.fields.id - b.fields.id)
        .map((place) => ({ ...place.fields, statusUpdates: live.has(place) ? [true] : [] }));
      const days = buildItinerary(places, query).map((d) => ({
        day: d.day,
        items: d.items.map((i) => ({
          slot: i.slot,
          inPreferredLocation: i.inPreferredLocation,
          place: {
            id: i.place.id,
            name: i.place.name,
            categoryId: i.place.categoryId,
            areaId: i.place.areaId,
          },
        })),
      }));
      return { value: { days }, validUntil };
    },

    /**
     * Pins of the active places inside the box (with the filters): live ones first, then the best
     * rated, then by name; at most `limit`, with the number in the box.
     */
    async mapPins(query: MapPinsQuery, now = catalog.now()): Promise<Timed<MapPinsReply>> {
      const catalogue = await catalog.read();
      const { live, validUntil } = liveOf(catalogue, now);
      const { bbox, limit } = query;
      let inBox = filtered(catalogue, query).filter(
        ({ fields: { latitude: lat, longitude: lng } }) =>
          lat !== null &&
          lng !== null &&
          lat >= bbox.south &&
          lat <= bbox.north &&
          lng >= bbox.west &&
          lng <= bbox.east,
      );
      // Open now is the pins' own filter (a visitor's toggle); the reply ends at any opening or closing in the box.
      let until = validUntil;
      const at = now.getTime();
      for (const p of inBox) until = earliest(until, openAt(p.fields, at).validUntil);
      // As the lists: places known closed go, those of unknown hours stay (decision 56).
      if (query.openNow) inBox = inBox.filter((p) => openAt(p.fields, at).openNow !== false);
      const rating = (p: Place) => p.fields.googleRating ?? Number.NEGATIVE_INFINITY;
      inBox.sort(
        (a, b) => Number(live.has(b)) - Number(live.has(a)) || rating(b) - rating(a) || byNameThenId(a, b),
      );
      const pins = inBox.slice(0, limit).map((place) => ({
        ...summaryOf(place),
        areaName: place.fields.area?.name ?? null,
        latitude: place.fields.latitude!,
        longitude: place.fields.longitude!,
        live: live.get(place)?.[0].message ?? null,
        liveUntil: live.get(place)?.[0].expiresAt ?? null,
        openNow: openAt(place.fields, at).openNow,
        nextChange: openAt(place.fields, at).nextChange,
      }));
      return { value: { pins, total: inBox.length, capped: inBox.length > limit, limit }, validUntil: until };
    },

    /** How many places match the filters, how many have a position, and the box around those. */
    async mapExtent(query: MapExtentQuery): Promise<MapExtentReply> {
      const matching = filtered(await catalog.read(), query);
      const located = matching.flatMap(({ fields: { latitude, longitude } }) =>
        latitude === null || longitude === null ? [] : [{ latitude, longitude }],
      );
      const lats = located.map((p) => p.latitude);
      const lngs = located.map((p) => p.longitude);
      const bounds =
        located.length === 0
          ? null
          : {
              south: Math.min(...lats),
              west: Math.min(...lngs),
              north: Math.max(...lats),
              east: Math.max(...lngs),
            };
      return { total: matching.length, located: located.length, bounds };
    },
  };
}

export type CatalogViews = ReturnType<typeof createCatalogViews>;
