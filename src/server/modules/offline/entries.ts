import { z } from 'zod';
import {
  ALERTS_URL,
  AREAS_URL,
  CATEGORIES_URL,
  CONFIG_URL,
  COUNTS_URL,
  cardRatesUrl,
  categoryPageUrl,
  EVENTS_TONIGHT_URL,
  establishmentUrl,
  eventsUrl,
  islandPinsUrl,
  LIVE_FEED_URL,
  mapExtentUrl,
  placeEventsUrl,
  placePhotosUrl,
} from '../../../domain/api-urls';
import { CATEGORY_IDS } from '../../../domain/constants';
import type { CardStay } from '../../../domain/planner';
import { alert } from '../../../domain/schemas/alerts';
import {
  area,
  category,
  establishment,
  establishmentListQuery,
  ratesQuery,
  ratesReply,
} from '../../../domain/schemas/catalog';
import { type EventOccurrences, eventOccurrences } from '../../../domain/schemas/events';
import {
  categoryCount,
  liveFeed,
  liveFeedQuery,
  mapExtentQuery,
  mapExtentReply,
  mapPinsQuery,
  mapPinsReply,
} from '../../../domain/schemas/highlights';
import { photo } from '../../../domain/schemas/photos';
import type { AccommodationService } from '../accommodations';
import type { AlertService } from '../alerts';
import type { CatalogService, CatalogViews } from '../catalog';
import type { EventService } from '../events';
import type { PhotoService } from '../media';
import { publicConfig } from '../public-config';

/** One reply of the pack: the URL a page asks, the JSON the API answers there, and until when it holds. */
export interface PackEntry {
  url: string;
  json: string;
  validUntil: number | null;
  /** Headers a page reads besides the body (a list page's X-Total-Count). */
  headers?: Record<string, string>;
}

/** The services whose public reads the pack repeats (never their tables). */
export interface EntrySources {
  catalog: CatalogService;
  catalogViews: CatalogViews;
  accommodations: Pick<AccommodationService, 'ratesFor'>;
  photos: Pick<PhotoService, 'list'>;
  alerts: Pick<AlertService, 'listActive'>;
  events: Pick<EventService, 'window' | 'tonight' | 'upcomingOfEach'>;
  mapTileUrl: string;
}

/** The route's response schema encodes the value, as fastify-type-provider-zod's serializer does. */
const entry = <S extends z.ZodType>(
  url: string,
  schema: S,
  value: unknown,
  validUntil: number | null = null,
) => ({
  url,
  json: JSON.stringify(z.encode(schema, value as z.output<S>)),
  validUntil,
});

/** The query a route gets for a URL: the URL's parameters through the route's query schema. */
function queryOf<S extends z.ZodType>(url: string, schema: S): z.output<S> {
  return schema.parse(Object.fromEntries(new URL(url, 'http://pack').searchParams));
}

/** What every page needs: categories, areas, each category's first page, the landing's, the map's, alerts, config. */
export async function commonEntries(src: EntrySources, now: Date): Promise<PackEntry[]> {
  const { catalog, catalogViews: views } = src;
  const categories = await catalog.listCategories();
  const lists = await Promise.all(
    categories.map(async (c) => {
      const url = categoryPageUrl(c.id);
      const page = await catalog.listEstablishments(queryOf(url, establishmentListQuery), now);
      const headers = { 'x-total-count': String(page.total) };
      return { ...entry(url, z.array(establishment), page.establishments, page.validUntil), headers };
    }),
  );
  const pinsUrl = islandPinsUrl();
  const [feed, pins, extent, alerts, events, tonight] = await Promise.all([
    views.liveFeed(queryOf(LIVE_FEED_URL, liveFeedQuery).limit, now),
    views.mapPins(queryOf(pinsUrl, mapPinsQuery), now),
    views.mapExtent(queryOf(mapExtentUrl(), mapExtentQuery)),
    src.alerts.listActive(now),
    src.events.window({}, now),
    src.events.tonight(now),
  ]);
  return [
    entry(CATEGORIES_URL, z.array(category), categories),
    entry(AREAS_URL, z.array(area), await catalog.listAreas()),
    ...lists,
    entry(COUNTS_URL, z.array(categoryCount), await views.categoryCounts()),
    entry(LIVE_FEED_URL, liveFeed, feed.value, feed.validUntil),
    entry(pinsUrl, mapPinsReply, pins.value, pins.validUntil),
    entry(mapExtentUrl(), mapExtentReply, extent),
    entry(ALERTS_URL, z.array(alert), alerts.alerts, alerts.validUntil),
    entry(CONFIG_URL, publicConfig, { mapTileUrl: src.mapTileUrl }),
    // What's on for the next 14 days (its first reply: each event's first dates, a bounded page) and
    // the landing's tonight, kept past their occurrences' starts and ends (pages leave out what has
    // ended): the pack is not rebuilt at every one of them.
    entry(eventsUrl(), eventOccurrences, events.value),
    entry(EVENTS_TONIGHT_URL, eventOccurrences, tonight.value),
  ];
}

/** One published place's detail, its next events, its rates (accommodations) and its photo list (when it has photos). */
export async function placeEntries(
  src: EntrySources,
  id: number,
  stay: CardStay,
  now: Date,
  events: EventOccurrences,
) {
  const { establishment: place, validUntil } = await src.catalog.getEstablishment(id, {}, now);
  const entries: PackEntry[] = [
    entry(establishmentUrl(id), establishment, place, validUntil),
    entry(placeEventsUrl(id), eventOccurrences, events),
  ];
  if (place.categoryId === CATEGORY_IDS.accommodations) {
    const url = cardRatesUrl(id, stay);
    const rates = await src.accommodations.ratesFor(id, queryOf(url, ratesQuery));
    entries.push(entry(url, ratesReply, { rates }));
  }
  // The detail page asks for the photo list only when the place has a gallery (PlaceGallery.tsx).
  if (place.imageGallery.length > 0)
    entries.push(entry(placePhotosUrl(id), z.array(photo), await src.photos.list(id)));
  return { entries, place };
}
