import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Establishment, StatusUpdate } from '../../domain/schemas/catalog';
import type { EstablishmentPatch } from '../../domain/schemas/establishments';
import { LOGO_FIELD, type LogoReply } from '../../domain/schemas/media';
import type { StatusUpdateInput } from '../../domain/schemas/updates';
import { apiFetch } from './fetcher';
import { refreshAfterChange } from './ownership';
import { queryClient } from './query-client';

/** GET /api/establishments/:id/status-updates: every update of one establishment, expired ones included. */
export const allStatusUpdatesQuery = (establishmentId: number) => {
  const url = `/api/establishments/${establishmentId}/status-updates`;
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiFetch<StatusUpdate[]>(url, { signal }),
  });
};

export function useAllStatusUpdates(establishmentId: number | null) {
  return useQuery({ ...allStatusUpdatesQuery(establishmentId ?? 0), enabled: Boolean(establishmentId) });
}

/** PATCH /api/establishments/:id with the edited fields. */
export function useUpdateEstablishment() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: EstablishmentPatch }) =>
      apiFetch<Establishment>(`/api/establishments/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
      void refreshAfterChange();
    },
  });
}

/** POST /api/establishments/:id/logo (multipart part 'logo'). */
export function useUploadLogo() {
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append(LOGO_FIELD, file);
      return apiFetch<LogoReply>(`/api/establishments/${id}/logo`, { method: 'POST', body: form });
    },
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
      void refreshAfterChange();
    },
  });
}

/** POST /api/status-updates. The new update shows in the owner's list at once. */
export function useCreateStatusUpdate() {
  return useMutation({
    mutationFn: (body: StatusUpdateInput) =>
      apiFetch<StatusUpdate>('/api/status-updates', { method: 'POST', body }),
    onSuccess: (created) => {
      queryClient.setQueryData<StatusUpdate[]>(
        allStatusUpdatesQuery(created.establishmentId).queryKey,
        (list) => (list ? [created, ...list.filter((u) => u.id !== created.id)] : list),
      );
      void refreshAfterChange();
    },
  });
}

/** DELETE /api/status-updates/:id (soft delete: the update ends now and shows as Expired). */
export function useDeleteStatusUpdate() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/status-updates/${id}`, { method: 'DELETE' }),
    onSuccess: (_void, id) => {
      queryClient.setQueriesData<StatusUpdate[]>(
        { predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].endsWith('/status-updates') },
        (list) => list?.map((u) => (u.id === id ? { ...u, isActive: false } : u)),
      );
      void refreshAfterChange();
    },
  });
}
