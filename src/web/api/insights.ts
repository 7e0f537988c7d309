import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUrls, businessUrls } from '../../domain/api-urls';
import type { AdminInsights, EstablishmentInsights } from '../../domain/schemas/insights';
import { apiFetch } from './fetcher';
import { adminKeys, businessKeys } from './query-keys';

/** Counts are written in batches (up to about 10 s late): a minute's staleness is plenty. */
const STALE_MS = 60_000;

/** GET /api/business/establishments/:id/insights?days=N (verified owner or admin). */
export const establishmentInsightsQuery = (establishmentId: number, days: number) => {
  const url = businessUrls.insights(establishmentId, days);
  return queryOptions({
    queryKey: businessKeys.insights(establishmentId, days),
    meta: { url },
    queryFn: ({ signal }) => apiFetch<EstablishmentInsights>(url, { signal }),
    staleTime: STALE_MS,
  });
};

export const useEstablishmentInsights = (establishmentId: number, days: number) =>
  useQuery(establishmentInsightsQuery(establishmentId, days));

/** GET /api/admin/insights?days=N (admin). */
export const adminInsightsQuery = (days: number) => {
  const url = adminUrls.insights(days);
  return queryOptions({
    queryKey: adminKeys.insights(days),
    meta: { url },
    queryFn: ({ signal }) => apiFetch<AdminInsights>(url, { signal }),
    staleTime: STALE_MS,
  });
};

export const useAdminInsights = (days: number) => useQuery(adminInsightsQuery(days));
