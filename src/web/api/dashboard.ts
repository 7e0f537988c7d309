import { useMutation, useQuery } from '@tanstack/react-query';
import { placeWriteUrls } from '../../domain/api-urls';
import type { Establishment, StatusUpdate } from '../../domain/schemas/catalog';
import type { EstablishmentPatch } from '../../domain/schemas/establishments';
import { LOGO_FIELD, type LogoReply } from '../../domain/schemas/media';
import type { StatusUpdateInput } from '../../domain/schemas/updates';
import { currentUserQuery } from './auth';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { type OutboxEntry, type SendResult, sendOrKeep } from './outbox';
import { refreshAfterChange } from './ownership';
import { queryClient } from './query-client';
import { establishmentKeys } from './query-keys';

/** GET /api/establishments/:id/status-updates: every update of one establishment, expired ones included. */
export const allStatusUpdatesQuery = (establishmentId: number) =>
  get<StatusUpdate[]>(
    establishmentKeys.statusUpdates(establishmentId),
    placeWriteUrls.statusUpdatesOf(establishmentId),
  );

export function useAllStatusUpdates(establishmentId: number | null) {
  return useQuery({ ...allStatusUpdatesQuery(establishmentId ?? 0), enabled: Boolean(establishmentId) });
}

/** The signed-in owner's id: the dashboard only shows once the current user is known. */
function ownerId(): number {
  const user = queryClient.getQueryData(currentUserQuery().queryKey);
  if (!user) throw new Error('Sign in first');
  return user.id;
}

/** Shows an owner's write the server took, whether sent at once or later from the outbox. */
export function showSentWrite(entry: Pick<OutboxEntry, 'kind'>, reply: unknown) {
  if (entry.kind === 'status-update') {
    const created = reply as StatusUpdate;
    queryClient.setQueryData<StatusUpdate[]>(
      allStatusUpdatesQuery(created.establishmentId).queryKey,
      (list) => (list ? [created, ...list.filter((u) => u.id !== created.id)] : list),
    );
  }
  // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
  void refreshAfterChange();
}

/**
 * PATCH /api/establishments/:id with the edited fields, or, without a connection, kept on this device
 * and sent later (api/outbox.ts). 'always': offline, the mutation runs (and keeps the edit) instead of
 * pausing in memory until the connection returns.
 */
export function useUpdateEstablishment() {
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      id,
      patch,
    }: {
      id: number;
      patch: EstablishmentPatch;
    }): Promise<SendResult<Establishment>> =>
      sendOrKeep({ kind: 'details', userId: ownerId(), establishmentId: id, body: patch }),
    onSuccess: (result) => {
      if ('sent' in result) showSentWrite({ kind: 'details' }, result.sent);
    },
  });
}

/** POST /api/establishments/:id/logo (multipart part 'logo'). */
export function useUploadLogo() {
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append(LOGO_FIELD, file);
      return apiFetch<LogoReply>(placeWriteUrls.logo(id), { method: 'POST', body: form });
    },
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
      void refreshAfterChange();
    },
  });
}

/**
 * POST /api/status-updates. The new update shows in the owner's list at once; without a connection
 * it is kept on this device and sent later (as useUpdateEstablishment).
 */
export function useCreateStatusUpdate() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: StatusUpdateInput): Promise<SendResult<StatusUpdate>> =>
      sendOrKeep({ kind: 'status-update', userId: ownerId(), establishmentId: body.establishmentId, body }),
    onSuccess: (result) => {
      if ('sent' in result) showSentWrite({ kind: 'status-update' }, result.sent);
    },
  });
}

/** DELETE /api/status-updates/:id (soft delete: the update ends now and shows as Expired). */
export function useDeleteStatusUpdate() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(placeWriteUrls.statusUpdate(id), { method: 'DELETE' }),
    onSuccess: (_void, id) => {
      queryClient.setQueriesData<StatusUpdate[]>({ queryKey: establishmentKeys.statusUpdatesAll }, (list) =>
        list?.map((u) => (u.id === id ? { ...u, isActive: false } : u)),
      );
      void refreshAfterChange();
    },
  });
}
