import { useMutation, useQuery } from '@tanstack/react-query';
import { adminUrls } from '../../domain/api-urls';
import type { AdminReport, ResolveReportBody, StaleListing } from '../../domain/schemas/freshness';
import { get } from './catalog';
import { ApiError, apiFetch } from './fetcher';
import { queryClient, refreshEstablishments } from './query-client';
import { adminKeys } from './query-keys';

// Visitors' reports and the listings nobody has checked for six months: the admin's Reports tab.

export type ReportStatus = AdminReport['status'];

/** GET /api/admin/reports?status=: open ones oldest first, resolved ones newest first (the server's order). */
export const adminReportsQuery = (status: ReportStatus) =>
  get<AdminReport[]>(adminKeys.reports(status), adminUrls.reports(status));
export const useAdminReports = (status: ReportStatus) => useQuery(adminReportsQuery(status));

/** GET /api/admin/stale: published places not checked for 180 days, longest unchecked first. */
export const staleListingsQuery = () => get<StaleListing[]>(adminKeys.stale(), adminUrls.stale);
export const useStaleListings = () => useQuery(staleListingsQuery());

/** Both lists of reports and the stale list are read again. */
const refreshReports = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.reports('open') }),
    queryClient.invalidateQueries({ queryKey: adminKeys.reports('resolved') }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stale() }),
  ]);

/**
 * The resolved report leaves the open list and heads the resolved one at once (no wait for the
 * refetch, so its form is gone with the request), then every list is read again.
 */
function moveToResolved(resolved: AdminReport) {
  queryClient.setQueryData<AdminReport[]>(adminKeys.reports('open'), (list) =>
    list?.filter((r) => r.id !== resolved.id),
  );
  queryClient.setQueryData<AdminReport[]>(adminKeys.reports('resolved'), (list) =>
    list ? [resolved, ...list.filter((r) => r.id !== resolved.id)] : list,
  );
}

/** POST /api/admin/reports/:id/resolve { outcome, note? }: 409 when it was already resolved. */
export function useResolveReport() {
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReportBody & { id: number }) =>
      apiFetch<AdminReport>(adminUrls.resolveReport(id), { method: 'POST', body }),
    onSuccess: (resolved) => {
      moveToResolved(resolved);
      // Not awaited: the caller's own onSuccess (toast, focus) runs first. Resolving reports of a
      // closure may lift a place's "reported closed" warning, which its pages and cards show.
      void refreshReports();
      void refreshEstablishments();
    },
    onError: (err) => {
      // Someone else's decision came first: the resolved list shows it. The open list keeps the report
      // (and its form, with the message why) until the page is read again.
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: adminKeys.reports('resolved') });
    },
  });
}
