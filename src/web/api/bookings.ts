import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingRequestCreated,
  BookingRequestInput,
  OwnerBookingRequest,
} from '../../domain/schemas/bookings';
import type { RatesReply } from '../../domain/schemas/catalog';
import { useCurrentUser } from './auth';
import { apiFetch } from './fetcher';

export const OWNER_BOOKINGS_URL = '/api/business/booking-requests';

const stayRatesUrl = (id: number, checkIn: string, checkOut: string, guests: number) =>
  `/api/accommodations/${id}/rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=${guests}`;

/**
 * GET /api/accommodations/:id/rates for the dates and party of the booking form; only asked once the
 * stay is valid (`enabled`), and the last answer stays on screen while the next one loads.
 */
export function useStayRates(
  id: number,
  stay: { checkIn: string; checkOut: string; guests: number },
  enabled: boolean,
) {
  const url = stayRatesUrl(id, stay.checkIn, stay.checkOut, stay.guests);
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiFetch<RatesReply>(url, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/establishments/:id/booking-requests (no account needed). */
export function useRequestBooking(establishmentId: number) {
  return useMutation({
    mutationFn: (body: BookingRequestInput) =>
      apiFetch<BookingRequestCreated>(`/api/establishments/${establishmentId}/booking-requests`, {
        method: 'POST',
        body,
      }),
  });
}

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
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'confirm' | 'decline' }) =>
      apiFetch<OwnerBookingRequest>(`${OWNER_BOOKINGS_URL}/${id}/${action}`, { method: 'POST' }),
    onSuccess: (updated) => {
      client.setQueryData<OwnerBookingRequest[]>([OWNER_BOOKINGS_URL], (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
  });
}
