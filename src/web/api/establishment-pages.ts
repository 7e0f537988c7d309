/** The paged lists of places (a category's, the search's), read PAGE_SIZE at a time with their total. */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type EstablishmentFilters, establishmentsUrl, PAGE_SIZE, pageUrl } from '../../domain/api-urls';

export { PAGE_SIZE };

import type { Establishment } from '../../domain/schemas/catalog';
import { apiResponse } from './fetcher';
import { establishmentKeys } from './query-keys';

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
 * A list read PAGE_SIZE at a time: the first page's URL, then later pages add &offset=.
 */
export const establishmentPagesQuery = (filters: Omit<EstablishmentFilters, 'limit'>) => {
  const firstPage = { ...filters, limit: PAGE_SIZE };
  const url = establishmentsUrl(firstPage);
  return infiniteQueryOptions({
    queryKey: establishmentKeys.pages(firstPage),
    meta: { url },
    queryFn: ({ pageParam, signal }) => fetchPage(url, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: EstablishmentPage) => {
      const next = last.offset + last.establishments.length;
      return last.establishments.length > 0 && next < last.total ? next : undefined;
    },
  });
};

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
