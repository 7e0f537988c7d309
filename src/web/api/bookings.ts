import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BookingRequestCreated, BookingRequestInput } from '../../domain/schemas/bookings';
import type { RatesReply } from '../../domain/schemas/catalog';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';

const stayRatesUrl = (id: number, checkIn: string, checkOut: string, guests: number) =>
  `/api/accommodations/${id}/rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=${guests}`;

const stayRatesQuery = (url: string) =>
  queryOptions({ queryKey: [url], queryFn: ({ signal }) => apiFetch<RatesReply>(url, { signal }) });

/**
 * GET /api/accommodations/:id/rates for the dates and party of the booking form; only asked once the
 * stay is valid (`enabled`).
 */
export function useStayRates(
  id: number,
  stay: { checkIn: string; checkOut: string; guests: number },
  enabled: boolean,
) {
  return useQuery({
    ...stayRatesQuery(stayRatesUrl(id, stay.checkIn, stay.checkOut, stay.guests)),
    enabled,
    // The last answer stays on screen while the next one loads.
    placeholderData: (previous) => previous,
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
    // The owners' list, if this browser also holds one, now has one more request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/business/booking-requests'] }),
  });
}
