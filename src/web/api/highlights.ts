/**
 * The landing and map pages' small views of the catalogue (server: modules/catalog/views.ts). As everywhere,
 * the query key comes from query-keys.ts and the URL it fetches from the builder, from the same arguments.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  COUNTS_URL,
  islandPinsUrl,
  itineraryUrl,
  liveFeedUrl,
  mapExtentUrl,
  mapPinsUrl,
} from '../../domain/api-urls';
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
import { apiFetch, isNetworkError } from './fetcher';
import { establishmentKeys, mapKeyFilters } from './query-keys';

type Filters = { categoryId?: number | null; areaId?: number | null };

/** The landing feed: places with live updates, most recently updated first (the server's default limit). */
export const liveFeedQuery = (limit?: number) =>
  get<LiveFeed>(establishmentKeys.feed(limit), liveFeedUrl(limit));

/** Active places per category and area (the collections tiles' counts). */
export const categoryCountsQuery = () => get<CategoryCount[]>(establishmentKeys.counts(), COUNTS_URL);

/** The planner's itinerary, built by the server from the catalogue. */
export const itineraryQuery = (options: ItineraryQuery) =>
  get<ItineraryReply>(establishmentKeys.itinerary(options), itineraryUrl(options));

/**
 * Pins of the places in a box (at most 500; `capped` and `total` say when there are more). With no
 * connection, a box the phone never asked for is answered from the whole island's pins, which the
 * offline pack keeps (islandPinsUrl), cut to the box and the filters here.
 */
export const mapPinsQuery = (box: Bbox, filters: Filters & { openNow?: boolean } = {}) => {
  const url = mapPinsUrl(box, filters);
  return queryOptions({
    queryKey: establishmentKeys.pins(box, mapKeyFilters(filters)),
    meta: { url },
    queryFn: ({ signal }) =>
      apiFetch<MapPinsReply>(url, { signal }).catch(async (err: unknown) => {
        if (!isNetworkError(err)) throw err;
        const island = await apiFetch<MapPinsReply>(islandPinsUrl(), { signal }).catch(() => {
          throw err;
        });
        return pinsWithin(island, box, filters);
      }),
  });
};

/** The pins of a reply inside `box` that match the filters, as the server would answer for that box. */
export function pinsWithin(
  reply: MapPinsReply,
  box: Bbox,
  filters: Filters & { openNow?: boolean },
): MapPinsReply {
  const pins = reply.pins.filter(
    (p) =>
      p.latitude >= box.south &&
      p.latitude <= box.north &&
      p.longitude >= box.west &&
      p.longitude <= box.east &&
      (!filters.categoryId || p.categoryId === filters.categoryId) &&
      (!filters.areaId || p.areaId === filters.areaId) &&
      (!filters.openNow || p.openNow !== false),
  );
  return { ...reply, pins, total: pins.length, capped: reply.capped };
}

/** How many places match the map's filters, and the box around them (what the map fits to). */
export const mapExtentQuery = (filters: Filters = {}) =>
  get<MapExtentReply>(
    establishmentKeys.extent(mapKeyFilters({ categoryId: filters.categoryId, areaId: filters.areaId })),
    mapExtentUrl(filters),
  );

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
export const useMapPins = (box: Bbox | null, filters: Filters & { openNow?: boolean }) =>
  useQuery({
    ...mapPinsQuery(box ?? { south: 0, west: 0, north: 0, east: 0 }, filters),
    enabled: box !== null,
    placeholderData: keepPreviousData,
  });
