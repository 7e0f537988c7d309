import { useMutation, useQuery } from '@tanstack/react-query';
import type { OwnerBookingRequest } from '../../domain/schemas/bookings';
import { useCurrentUser } from './auth';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';

// Apart from the guest's hooks (bookings.ts): the dashboard's chunk and the form's share no module.
export const OWNER_BOOKINGS_URL = '/api/business/booking-requests';

/** GET /api/business/booking-requests: the requests of the caller's places, newest first. */
export function useOwnerBookingRequests() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({
    queryKey: [OWNER_BOOKINGS_URL],
    queryFn: ({ signal }) => apiFetch<OwnerBookingRequest[]>(OWNER_BOOKINGS_URL, { signal }),
    enabled: isAuthenticated,
  });
}

/** POST /api/business/booking-requests/:id/confirm or /decline. */
export function useDecideBooking() {
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: 'confirm' | 'decline'; note?: string }) =>
      apiFetch<OwnerBookingRequest>(`${OWNER_BOOKINGS_URL}/${id}/${action}`, {
        method: 'POST',
        body: { note: note ?? '' },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<OwnerBookingRequest[]>([OWNER_BOOKINGS_URL], (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
  });
}
