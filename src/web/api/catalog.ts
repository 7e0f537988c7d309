import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AREAS_URL,
  CATEGORIES_URL,
  cardRatesUrl,
  type EstablishmentFilters,
  establishmentsUrl,
  establishmentUrl,
} from '../../domain/api-urls';
import { cardStay } from '../../domain/planner';
import type { Area, Category, Establishment, RatesReply } from '../../domain/schemas/catalog';
import { apiFetch } from './fetcher';
import { establishmentKeys, siteKeys } from './query-keys';

/**
 * Query options for a GET of `url` under its typed key (query-keys.ts). The URL rides in the query's
 * meta: the service worker names the replies it updated by URL (offline/register-worker.ts).
 */
export const get = <T, K extends QueryKey = QueryKey>(queryKey: K, url: string) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => apiFetch<T>(url, { signal }), meta: { url } });

export type { EstablishmentFilters } from '../../domain/api-urls';
export { establishmentsUrl, PAGE_SIZE } from '../../domain/api-urls';
// The paged lists (category pages, search) are in establishment-pages.ts: the landing does not load them.

export const categoriesQuery = () => get<Category[]>(siteKeys.categories(), CATEGORIES_URL);
export const areasQuery = () => get<Area[]>(siteKeys.areas(), AREAS_URL);
export const establishmentsQuery = (filters: EstablishmentFilters = {}) =>
  get<Establishment[]>(establishmentKeys.list(filters), establishmentsUrl(filters));
export const establishmentQuery = (id: number) =>
  get<Establishment>(establishmentKeys.detail(id), establishmentUrl(id));

/** docs/product.md#web-app-and-api: check-in tomorrow, check-out 8 days from now, 2 adults; null when the call fails. */
export const cardRatesQuery = (establishmentId: number) => {
  const stay = cardStay();
  const url = cardRatesUrl(establishmentId, stay);
  return queryOptions({
    queryKey: siteKeys.rates(establishmentId, stay),
    queryFn: ({ signal }) => apiFetch<RatesReply>(url, { signal }).catch(() => null),
    meta: { url },
  });
};

export const useCategories = () => useQuery(categoriesQuery());
export const useAreas = () => useQuery(areasQuery());
export const useEstablishments = (filters: EstablishmentFilters = {}) =>
  useQuery(establishmentsQuery(filters));
export const useEstablishment = (id: number) =>
  useQuery({ ...establishmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
export const useCardRates = (establishmentId: number, enabled: boolean) =>
  useQuery({ ...cardRatesQuery(establishmentId), enabled });
