import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AREAS_URL,
  CATEGORIES_URL,
  cardRatesUrl,
  type EstablishmentFilters,
  establishmentsUrl,
  establishmentUrl,
} from '../../domain/api-urls';
import type { Area, Category, Establishment, RatesReply } from '../../domain/schemas/catalog';
import { apiFetch } from './fetcher';

/** Query options for a GET; the key is the URL (docs/product.md#web-app-and-api: the fetcher GETs the first key element). */
export const get = <T>(url: string) =>
  queryOptions({ queryKey: [url], queryFn: ({ signal }) => apiFetch<T>(url, { signal }) });

export type { EstablishmentFilters } from '../../domain/api-urls';
export { establishmentsUrl, PAGE_SIZE } from '../../domain/api-urls';
// The paged lists (category pages, search) are in establishment-pages.ts: the landing does not load them.

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
export const useEstablishment = (id: number) =>
  useQuery({ ...establishmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
export const useCardRates = (establishmentId: number, enabled: boolean) =>
  useQuery({ ...cardRatesQuery(establishmentId), enabled });
