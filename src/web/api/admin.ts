import { useMutation, useQuery } from '@tanstack/react-query';
import { adminUrls, placeWriteUrls } from '../../domain/api-urls';
import type { Establishment } from '../../domain/schemas/catalog';
import type { AdminStats, ImportConfig, ImportRecord } from '../../domain/schemas/imports';
import type { BusinessClaim, BusinessRegistration } from '../../domain/schemas/ownership';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { shouldPoll } from './import-state';
import { refreshAfterChange } from './ownership';
import { queryClient } from './query-client';
import { adminKeys, type ReviewKind } from './query-keys';

export const IMPORT_POLL_MS = 2000;

/** The two kinds of owner request an admin reviews; each is also its path under /api/admin/. */
export type { ReviewKind };
/** What a review queue of each kind holds. */
export interface ReviewRecords {
  claims: BusinessClaim;
  registrations: BusinessRegistration;
}

export const pendingReviewsQuery = <K extends ReviewKind>(kind: K) =>
  get<ReviewRecords[K][]>(adminKeys.pendingReviews(kind), adminUrls.pendingReviews(kind));
export const adminEstablishmentsQuery = () =>
  get<Establishment[]>(adminKeys.establishments(), adminUrls.establishments);
export const importHistoryQuery = () =>
  get<ImportRecord[]>(adminKeys.importHistory(), adminUrls.importHistory);
export const adminStatsQuery = () => get<AdminStats>(adminKeys.stats(), adminUrls.stats);
export const importConfigQuery = () => get<ImportConfig>(adminKeys.importConfig(), adminUrls.importConfig);

/** GET /api/admin/claims?status=pending or /api/admin/registrations?status=pending. */
export const usePendingReviews = <K extends ReviewKind>(kind: K) => useQuery(pendingReviewsQuery(kind));
/** GET /api/admin/establishments (drafts included). */
export const useAdminEstablishments = () => useQuery(adminEstablishmentsQuery());
/** GET /api/admin/stats. */
export const useAdminStats = () => useQuery(adminStatsQuery());
/** GET /api/admin/import-config. */
export const useImportConfig = () => useQuery(importConfigQuery());

/** GET /api/admin/import-history, polled only while an import is processing. */
export function useImportHistory() {
  return useQuery({
    ...importHistoryQuery(),
    refetchInterval: (query) => (shouldPoll(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

export type Decision = 'approve' | 'reject';

/** A mutation of owners' or public data: afterwards every list that may show it is refetched. */
function useChangeMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  return useMutation({
    mutationFn,
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
      void refreshAfterChange();
    },
  });
}

/** POST /api/admin/claims/:id/approve|reject or /api/admin/registrations/:id/approve|reject {notes?}. */
export function useReview<K extends ReviewKind>(kind: K) {
  return useChangeMutation(({ id, decision, notes }: { id: number; decision: Decision; notes: string }) =>
    apiFetch<ReviewRecords[K]>(adminUrls.review(kind, id, decision), {
      method: 'POST',
      body: { notes: notes.trim() || null },
    }),
  );
}

/** PATCH /api/establishments/:id {isActive}: publish or unpublish. */
export function useSetPublished() {
  return useChangeMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    apiFetch<Establishment>(placeWriteUrls.place(id), { method: 'PATCH', body: { isActive } }),
  );
}

/** POST /api/admin/import-google-places: 202 with the record (processing), 409 when one runs, 503 without a key. */
export function useStartImport() {
  return useMutation({
    mutationFn: () => apiFetch<ImportRecord>(adminUrls.importGooglePlaces, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.importHistory() }),
  });
}
