/**
 * The landing and map pages' small views of the catalogue (server: modules/catalog/views.ts). As everywhere,
 * the query key is the GET URL and the query function fetches exactly that URL.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

function withFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.areaId) params.set('areaId', String(filters.areaId));
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** The landing feed: places with live updates, most recently updated first (the server's default limit). */
export const liveFeedQuery = () => get<LiveFeed>('/api/establishments/live');

/** Active places per category and area (the collections tiles' counts). */
export const categoryCountsQuery = () => get<CategoryCount[]>('/api/establishments/counts');

/** The planner's itinerary, built by the server from the catalogue. */
export const itineraryQuery = (options: ItineraryQuery) =>
  get<ItineraryReply>(`/api/establishments/itinerary?${new URLSearchParams(options)}`);

/** bbox as the API takes it: minLng,minLat,maxLng,maxLat. */
export const bboxParam = (b: Bbox) => [b.west, b.south, b.east, b.north].join(',');

/** The pins' URL; `openNow` keeps only the places open now (the extent ignores it: the map keeps its fit). */
export const mapPinsUrl = (box: Bbox, filters: Filters & { openNow?: boolean } = {}) => {
  const params = withFilters(new URLSearchParams({ bbox: bboxParam(box) }), filters);
  if (filters.openNow) params.set('openNow', 'true');
  return withQuery('/api/establishments/pins', params);
};

/** Pins of the places in a box (at most 500; `capped` and `total` say when there are more). */
export const mapPinsQuery = (box: Bbox, filters: Filters & { openNow?: boolean } = {}) =>
  get<MapPinsReply>(mapPinsUrl(box, filters));

/** How many places match the map's filters, and the box around them (what the map fits to). */
export const mapExtentQuery = (filters: Filters = {}) =>
  get<MapExtentReply>(withQuery('/api/establishments/extent', withFilters(new URLSearchParams(), filters)));

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
