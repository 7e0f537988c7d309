import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { placeWriteUrls, stayRatesUrl } from '../../domain/api-urls';
import type { CardStay } from '../../domain/planner';
import type { BookingRequestCreated, BookingRequestInput } from '../../domain/schemas/bookings';
import type { RatesReply } from '../../domain/schemas/catalog';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';
import { businessKeys, siteKeys } from './query-keys';

const stayRatesQuery = (id: number, stay: CardStay) => {
  const url = stayRatesUrl(id, stay);
  return queryOptions({
    queryKey: siteKeys.rates(id, stay),
    queryFn: ({ signal }) => apiFetch<RatesReply>(url, { signal }),
    meta: { url },
  });
};

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
    ...stayRatesQuery(id, { checkIn: stay.checkIn, checkOut: stay.checkOut, adults: stay.guests }),
    enabled,
    // The last answer stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });
}

/** POST /api/establishments/:id/booking-requests (no account needed). */
export function useRequestBooking(establishmentId: number) {
  return useMutation({
    mutationFn: (body: BookingRequestInput) =>
      apiFetch<BookingRequestCreated>(placeWriteUrls.bookingRequests(establishmentId), {
        method: 'POST',
        body,
      }),
    // The owners' list, if this browser also holds one, now has one more request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.bookingRequests() }),
  });
}
