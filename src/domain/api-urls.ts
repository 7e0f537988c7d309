/**
 * The URL of every public API GET the web app makes for public pages. The web's query keys are these
 * URLs and the offline pack (server: modules/offline) lists its entries under them, so a page offline
 * finds its reply only if both build it here: byte for byte, parameters in one order.
 */
import { ISLAND_BOUNDS } from './constants';
import type { LatLng } from './geo';
import { photoCardUrl } from './photos';
import { type CardStay, cardStay } from './planner';
import type { EstablishmentListQuery } from './schemas/catalog';
import type { Bbox, ItineraryQuery } from './schemas/highlights';

export const CATEGORIES_URL = '/api/categories';
export const AREAS_URL = '/api/areas';
export const CONFIG_URL = '/api/config';
export const ALERTS_URL = '/api/alerts';
/** The landing feed (the server's default limit). */
export const LIVE_FEED_URL = '/api/establishments/live';
export const COUNTS_URL = '/api/establishments/counts';

/** Cards per page of a category or search list. */
export const PAGE_SIZE = 24;

/** The list's filters and order, as the pages hold them. */
export interface EstablishmentFilters {
  categoryId?: number | null;
  areaId?: number | null;
  q?: string;
  sort?: EstablishmentListQuery['sort'];
  /** The position a distance sort measures from (sent rounded to about 10 m). */
  near?: LatLng | null;
  band?: EstablishmentListQuery['band'] | null;
  location?: EstablishmentListQuery['location'] | null;
  /** Only the places open now (Belize time). */
  openNow?: boolean;
  limit?: number;
}

/** Degrees to 4 places (about 11 m): close enough to order by, and nearby visitors share a cached reply. */
const coord = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** The list URL; parameters always in one order, so one list is one URL (one query key, one cache entry). */
export function establishmentsUrl(filters: EstablishmentFilters = {}) {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.areaId) params.set('areaId', String(filters.areaId));
  if (filters.q) params.set('q', filters.q);
  if (filters.band) params.set('band', filters.band);
  if (filters.location) params.set('location', filters.location);
  if (filters.openNow) params.set('openNow', 'true');
  if (filters.sort && (filters.sort !== 'distance' || filters.near)) {
    params.set('sort', filters.sort);
    if (filters.sort === 'distance' && filters.near) {
      params.set('lat', coord(filters.near.latitude));
      params.set('lng', coord(filters.near.longitude));
    }
  }
  if (filters.limit) params.set('limit', String(filters.limit));
  const qs = params.toString();
  return `/api/establishments${qs ? `?${qs}` : ''}`;
}

/** A later page of a paged list: its first page's URL (which has a limit) and &offset=. */
export const pageUrl = (firstPageUrl: string, offset: number) =>
  offset > 0 ? `${firstPageUrl}&offset=${offset}` : firstPageUrl;

/** The first page a category page asks for when opened with no filter (by id or by slug). */
export const categoryPageUrl = (categoryId: number) =>
  establishmentsUrl({ categoryId, sort: 'name', limit: PAGE_SIZE });

export const establishmentUrl = (id: number) => `/api/establishments/${id}`;
/** A listed place's photos with their descriptions (the gallery). */
export const placePhotosUrl = (id: number) => `/api/establishments/${id}/photos`;

/** The rates a card and a detail page ask for (docs/product.md#web-app-and-api: the stay of cardStay()). */
export const cardRatesUrl = (establishmentId: number, stay: CardStay = cardStay()) =>
  `/api/accommodations/${establishmentId}/rates?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=${stay.adults}`;

type MapFilters = { categoryId?: number | null; areaId?: number | null };

function withFilters(params: URLSearchParams, filters: MapFilters): URLSearchParams {
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.areaId) params.set('areaId', String(filters.areaId));
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** bbox as the API takes it: minLng,minLat,maxLng,maxLat. */
export const bboxParam = (b: Bbox) => [b.west, b.south, b.east, b.north].join(',');

/** The pins' URL; `openNow` keeps only the places open now (the extent ignores it: the map keeps its fit). */
export const mapPinsUrl = (box: Bbox, filters: MapFilters & { openNow?: boolean } = {}) => {
  const params = withFilters(new URLSearchParams({ bbox: bboxParam(box) }), filters);
  if (filters.openNow) params.set('openNow', 'true');
  return withQuery('/api/establishments/pins', params);
};

/** The pins of the whole island, unfiltered (what the offline pack holds for the map). */
export const islandPinsUrl = () => mapPinsUrl(ISLAND_BOUNDS);

export const mapExtentUrl = (filters: MapFilters = {}) =>
  withQuery('/api/establishments/extent', withFilters(new URLSearchParams(), filters));

export const itineraryUrl = (options: ItineraryQuery) =>
  `/api/establishments/itinerary?${new URLSearchParams(options)}`;

interface PlaceImages {
  logoUrl: string | null;
  featuredImageUrl: string | null;
  heroImageUrl: string | null;
  imageGallery: string[];
}

/** The place's own photo a card shows (else the card shows the category's art). */
export function ownPhoto(e: Omit<PlaceImages, 'logoUrl'>) {
  return e.featuredImageUrl || e.heroImageUrl || e.imageGallery[0] || null;
}

/** What a card and a detail page show first: the logo and the own photo at card size (a stored photo's card URL). */
export function cardImageUrls(e: PlaceImages): string[] {
  const photo = ownPhoto(e);
  const card = photo && (photoCardUrl(photo) ?? photo);
  return [e.logoUrl, card].filter((u): u is string => Boolean(u));
}
