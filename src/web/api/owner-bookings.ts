import { useMutation, useQuery } from '@tanstack/react-query';
import { businessUrls } from '../../domain/api-urls';
import type { OwnerBookingRequest } from '../../domain/schemas/bookings';
import { useCurrentUser } from './auth';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';
import { businessKeys } from './query-keys';

// Apart from the guest's hooks (bookings.ts): the dashboard's chunk and the form's share no module.

/** GET /api/business/booking-requests: the requests of the caller's places, newest first. */
export function useOwnerBookingRequests() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({
    ...get<OwnerBookingRequest[]>(businessKeys.bookingRequests(), businessUrls.bookingRequests),
    enabled: isAuthenticated,
  });
}

/** POST /api/business/booking-requests/:id/confirm or /decline. */
export function useDecideBooking() {
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: 'confirm' | 'decline'; note?: string }) =>
      apiFetch<OwnerBookingRequest>(businessUrls.bookingDecision(id, action), {
        method: 'POST',
        body: { note: note ?? '' },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<OwnerBookingRequest[]>(businessKeys.bookingRequests(), (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
  });
}
