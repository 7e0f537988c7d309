import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  AREAS_URL,
  CATEGORIES_URL,
  cardRatesUrl,
  type EstablishmentFilters,
  establishmentsUrl,
  establishmentUrl,
  PAGE_SIZE,
  pageUrl,
} from '../../domain/api-urls';
import type { Area, Category, Establishment, RatesReply } from '../../domain/schemas/catalog';
import { apiFetch, apiResponse } from './fetcher';

/** Query options for a GET; the key is the URL (docs/product.md#web-app-and-api: the fetcher GETs the first key element). */
export const get = <T>(url: string) =>
  queryOptions({ queryKey: [url], queryFn: ({ signal }) => apiFetch<T>(url, { signal }) });

export type { EstablishmentFilters } from '../../domain/api-urls';
export { establishmentsUrl, PAGE_SIZE } from '../../domain/api-urls';

export interface EstablishmentPage {
  establishments: Establishment[];
  /** Matching establishments in all pages (X-Total-Count). */
  total: number;
  offset: number;
}

/** One page of a list with its total (X-Total-Count, read through the fetcher's apiResponse). */
async function fetchPage(url: string, offset: number, signal?: AbortSignal): Promise<EstablishmentPage> {
  const res = await apiResponse(pageUrl(url, offset), { signal });
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

export const categoriesQuery = () => get<Category[]>(CATEGORIES_URL);
export const areasQuery = () => get<Area[]>(AREAS_URL);
export const establishmentsQuery = (filters: EstablishmentFilters = {}) =>
  get<Establishment[]>(establishmentsUrl(filters));
export const establishmentQuery = (id: number) => get<Establishment>(establishmentUrl(id));

/** docs/product.md#web-app-and-api: check-in tomorrow, check-out 8 days from now, 2 adults; null when the call fails. */
export const cardRatesQuery = (establishmentId: number) => {
  const url = cardRatesUrl(establishmentId);
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
