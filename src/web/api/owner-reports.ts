import { useMutation, useQuery } from '@tanstack/react-query';
import { businessUrls, placeWriteUrls } from '../../domain/api-urls';
import type { Establishment } from '../../domain/schemas/catalog';
import type { ListingCheck, OwnerReport } from '../../domain/schemas/freshness';
import { useCurrentUser } from './auth';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { refreshAfterChange } from './ownership';
import { queryClient } from './query-client';
import { businessKeys } from './query-keys';

// Apart from the visitor's report (reports.ts): the dashboard's chunk and the place page's share no module.

export const ownerReportsQuery = () => get<OwnerReport[]>(businessKeys.reports(), businessUrls.reports);

/** GET /api/business/reports: visitors' reports of the caller's places, newest first (no reporter's address). */
export function useOwnerReports() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...ownerReportsQuery(), enabled: isAuthenticated });
}

/**
 * POST /api/establishments/:id/confirm: "Everything is still right". The dashboard's copy of the place
 * shows the new check at once; the owner's lists and the public pages are then fetched again.
 */
export function useConfirmListing() {
  return useMutation({
    mutationFn: (establishmentId: number) =>
      apiFetch<ListingCheck>(placeWriteUrls.confirm(establishmentId), { method: 'POST' }),
    onSuccess: (check) => {
      queryClient.setQueryData<Establishment[]>(businessKeys.establishments(), (list) =>
        list?.map((e) =>
          e.id === check.establishmentId
            ? { ...e, checkedAt: check.checkedAt, checkedBy: check.checkedBy }
            : e,
        ),
      );
      // Not awaited: the caller's own onSuccess must run before the refetch re-renders the tab.
      void refreshAfterChange();
    },
  });
}
