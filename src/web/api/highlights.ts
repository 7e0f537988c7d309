/**
 * The landing and map pages' small views of the catalogue (server: modules/catalog/views.ts). As everywhere,
 * the query key is the GET URL and the query function fetches exactly that URL.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COUNTS_URL, itineraryUrl, LIVE_FEED_URL, mapExtentUrl, mapPinsUrl } from '../../domain/api-urls';
import type {
  Bbox,
  CategoryCount,
  ItineraryQuery,
  ItineraryReply,
  LiveFeed,
  MapExtentReply,
  MapPinsReply,
} from '../../domain/schemas/highlights';
import { get } from './catalog';

type Filters = { categoryId?: number | null; areaId?: number | null };

/** The landing feed: places with live updates, most recently updated first (the server's default limit). */
export const liveFeedQuery = () => get<LiveFeed>(LIVE_FEED_URL);

/** Active places per category and area (the collections tiles' counts). */
export const categoryCountsQuery = () => get<CategoryCount[]>(COUNTS_URL);

/** The planner's itinerary, built by the server from the catalogue. */
export const itineraryQuery = (options: ItineraryQuery) => get<ItineraryReply>(itineraryUrl(options));

export { bboxParam, mapPinsUrl } from '../../domain/api-urls';

/** Pins of the places in a box (at most 500; `capped` and `total` say when there are more). */
export const mapPinsQuery = (box: Bbox, filters: Filters = {}) => get<MapPinsReply>(mapPinsUrl(box, filters));

/** How many places match the map's filters, and the box around them (what the map fits to). */
export const mapExtentQuery = (filters: Filters = {}) => get<MapExtentReply>(mapExtentUrl(filters));

export const useLiveFeed = () => useQuery(liveFeedQuery());
export const useCategoryCounts = () => useQuery(categoryCountsQuery());
/** Fetched only once the visitor asks for a plan (null until then). */
export const useItinerary = (options: ItineraryQuery | null) =>
  useQuery({
    ...itineraryQuery(options ?? { philosophy: 'relaxed', duration: 'week', location: 'town' }),
    enabled: options !== null,
  });
/** The previous filter's extent stays while the next one loads, so the map is not rebuilt. */
export const useMapExtent = (filters: Filters) =>
  useQuery({ ...mapExtentQuery(filters), placeholderData: keepPreviousData });
/** Pins of the box once it is known; the previous box's pins stay on the map while the next load. */
export const useMapPins = (box: Bbox | null, filters: Filters) =>
  useQuery({
    ...mapPinsQuery(box ?? { south: 0, west: 0, north: 0, east: 0 }, filters),
    enabled: box !== null,
    placeholderData: keepPreviousData,
  });
