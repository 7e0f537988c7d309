import { useMutation, useQuery } from '@tanstack/react-query';
import { eventUrl, placeEventsUrl, postedEventsUrl } from '../../domain/api-urls';
import type { EventBody, EventPatchBody, PlaceEvent } from '../../domain/schemas/events';
import { useCurrentUser } from './auth';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';
import { businessKeys, eventKeys } from './query-keys';

// The dashboard's Events tab; the visitors' what's-on pages read theirs elsewhere, so neither chunk loads the other's.

export const postedEventsQuery = (establishmentId: number) =>
  get<PlaceEvent[]>(businessKeys.events(establishmentId), postedEventsUrl(establishmentId));

/** GET /api/establishments/:id/posted-events: every event of the place, ended ones included, newest first. */
export function usePostedEvents(establishmentId: number) {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...postedEventsQuery(establishmentId), enabled: isAuthenticated });
}

/**
 * After any write: the owner's list shows the event as the server answered it at once, then it and
 * every what's-on reply (`eventKeys.all`) are fetched again, since one change moves occurrences in
 * every window.
 */
function showWritten(establishmentId: number, change: (list: PlaceEvent[]) => PlaceEvent[]) {
  const posted = businessKeys.events(establishmentId);
  queryClient.setQueryData<PlaceEvent[]>(posted, (list) => list && change(list));
  // Not awaited: the caller's own onSuccess must run before the refetch re-renders the tab.
  void queryClient.invalidateQueries({ queryKey: posted });
  void queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/**
 * POST /api/establishments/:id/events: 201 with the new event. One key per event filled in: a post sent
 * again after a lost reply gets the first reply rather than a second event.
 */
export function useCreateEvent() {
  return useMutation({
    mutationFn: ({
      establishmentId,
      body,
      idempotencyKey,
    }: {
      establishmentId: number;
      body: EventBody;
      idempotencyKey: string;
    }) => apiFetch<PlaceEvent>(placeEventsUrl(establishmentId), { method: 'POST', body, idempotencyKey }),
    onSuccess: (created) => showWritten(created.establishmentId, (list) => [created, ...list]),
  });
}

/** PATCH /api/events/:id with the fields changed (the whole event is checked again). */
export function useUpdateEvent() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: EventPatchBody }) =>
      apiFetch<PlaceEvent>(eventUrl(id), { method: 'PATCH', body: patch }),
    onSuccess: (updated) =>
      showWritten(updated.establishmentId, (list) => list.map((e) => (e.id === updated.id ? updated : e))),
  });
}

/** DELETE /api/events/:id: 204. */
export function useDeleteEvent() {
  return useMutation({
    mutationFn: ({ id }: { id: number; establishmentId: number }) =>
      apiFetch<void>(eventUrl(id), { method: 'DELETE' }),
    onSuccess: (_, { id, establishmentId }) =>
      showWritten(establishmentId, (list) => list.filter((e) => e.id !== id)),
  });
}
