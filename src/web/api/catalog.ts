import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { LatLng } from '../../domain/geo';
import { cardStay } from '../../domain/planner';
import type {
  Area,
  Category,
  Establishment,
  EstablishmentListQuery,
  RatesReply,
} from '../../domain/schemas/catalog';
import { apiFetch, apiResponse } from './fetcher';

/** Query options for a GET; the key is the URL (SPEC section 7: the fetcher GETs the first key element). */
export const get = <T>(url: string) =>
  queryOptions({ queryKey: [url], queryFn: ({ signal }) => apiFetch<T>(url, { signal }) });

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

/** Cards per page of a category or search list. */
export const PAGE_SIZE = 24;

export interface EstablishmentPage {
  establishments: Establishment[];
  /** Matching establishments in all pages (X-Total-Count). */
  total: number;
  offset: number;
}

/** One page of a list with its total (X-Total-Count, read through the fetcher's apiResponse). */
async function fetchPage(url: string, offset: number, signal?: AbortSignal): Promise<EstablishmentPage> {
  const res = await apiResponse(offset > 0 ? `${url}&offset=${offset}` : url, { signal });
  const establishments = (await res.json()) as Establishment[];
  const header = res.headers.get('x-total-count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : offset + establishments.length;
  return { establishments, total, offset };
}

/**
 * A list read PAGE_SIZE at a time. The key is the first page's URL; later pages add &offset=.
 */
export const establishmentPagesQuery = (filters: Omit<EstablishmentFilters, 'limit'>) => {
  const url = establishmentsUrl({ ...filters, limit: PAGE_SIZE });
  return infiniteQueryOptions({
    queryKey: [url],
    queryFn: ({ pageParam, signal }) => fetchPage(url, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: EstablishmentPage) => {
      const next = last.offset + last.establishments.length;
      return last.establishments.length > 0 && next < last.total ? next : undefined;
    },
  });
};

export const categoriesQuery = () => get<Category[]>('/api/categories');
export const areasQuery = () => get<Area[]>('/api/areas');
export const establishmentsQuery = (filters: EstablishmentFilters = {}) =>
  get<Establishment[]>(establishmentsUrl(filters));
export const establishmentQuery = (id: number) => get<Establishment>(`/api/establishments/${id}`);

/** SPEC section 7: check-in tomorrow, check-out 8 days from now, 2 adults; null when the call fails. */
export const cardRatesQuery = (establishmentId: number) => {
  const { checkIn, checkOut, adults } = cardStay();
  const url = `/api/accommodations/${establishmentId}/rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=${adults}`;
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiFetch<RatesReply>(url, { signal }).catch(() => null),
  });
};

export const useCategories = () => useQuery(categoriesQuery());
export const useAreas = () => useQuery(areasQuery());
export const useEstablishments = (filters: EstablishmentFilters = {}) =>
  useQuery(establishmentsQuery(filters));
export const useEstablishmentPages = (filters: Omit<EstablishmentFilters, 'limit'>, enabled = true) =>
  useInfiniteQuery({ ...establishmentPagesQuery(filters), enabled });
/**
 * As-you-type search (the owners' claim search): the server's matches, most relevant first (typos and
 * accents forgiven), PAGE_SIZE at a time, with the total. While the next text's first page loads, the
 * previous text's results stay (no flash of nothing). A blank `q` asks for the whole catalogue by name,
 * still one page at a time.
 */
export const useEstablishmentSearch = (q: string, enabled = true) =>
  useInfiniteQuery({
    ...establishmentPagesQuery(q.trim() ? { q: q.trim() } : { sort: 'name' }),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useEstablishment = (id: number) =>
  useQuery({ ...establishmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
export const useCardRates = (establishmentId: number, enabled: boolean) =>
  useQuery({ ...cardRatesQuery(establishmentId), enabled });
