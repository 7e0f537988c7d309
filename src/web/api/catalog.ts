import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area, Category, Establishment, RatesReply } from '../../domain/schemas/catalog';
import { apiFetch } from './fetcher';

/** Query key = the URL (SPEC section 7: the fetcher GETs the first key element). */
const get = <T>(url: string) =>
  queryOptions({ queryKey: [url], queryFn: ({ signal }) => apiFetch<T>(url, { signal }) });

export function establishmentsUrl(
  filters: { categoryId?: number | null; areaId?: number | null; q?: string } = {},
) {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.areaId) params.set('areaId', String(filters.areaId));
  if (filters.q) params.set('q', filters.q);
  const qs = params.toString();
  return `/api/establishments${qs ? `?${qs}` : ''}`;
}

export const categoriesQuery = () => get<Category[]>('/api/categories');
export const areasQuery = () => get<Area[]>('/api/areas');
export const establishmentsQuery = (filters: Parameters<typeof establishmentsUrl>[0] = {}) =>
  get<Establishment[]>(establishmentsUrl(filters));
export const establishmentQuery = (id: number) => get<Establishment>(`/api/establishments/${id}`);

const isoDay = (offsetDays: number, now = new Date()) =>
  new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays))
    .toISOString()
    .slice(0, 10);

/** SPEC section 7: check-in tomorrow, check-out 8 days from now, 2 adults; null when the call fails. */
export const cardRatesQuery = (establishmentId: number) => {
  const url = `/api/accommodations/${establishmentId}/rates?checkIn=${isoDay(1)}&checkOut=${isoDay(8)}&adults=2`;
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiFetch<RatesReply>(url, { signal }).catch(() => null),
  });
};

export const useCategories = () => useQuery(categoriesQuery());
export const useAreas = () => useQuery(areasQuery());
export const useEstablishments = (filters: Parameters<typeof establishmentsUrl>[0] = {}) =>
  useQuery(establishmentsQuery(filters));
export const useEstablishment = (id: number) =>
  useQuery({ ...establishmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
export const useCardRates = (establishmentId: number, enabled: boolean) =>
  useQuery({ ...cardRatesQuery(establishmentId), enabled });
