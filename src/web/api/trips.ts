import { useMutation, useQuery } from '@tanstack/react-query';
import { MY_TRIPS_URL, SHARED_TRIPS_URL, sharedTripUrl } from '../../domain/api-urls';
import type {
  AccountTrips,
  SharedTrip,
  SharedTripBody,
  SharedTripCreated,
  TripList,
} from '../../domain/schemas/trips';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { tripKeys } from './query-keys';

/** POST /api/trips/shared: a read-only snapshot of a plan (no notes) and the link that opens it. */
export function useShareTrip() {
  return useMutation({
    mutationFn: (body: SharedTripBody) =>
      apiFetch<SharedTripCreated>(SHARED_TRIPS_URL, { method: 'POST', body }),
  });
}

/** GET /api/trips/shared/:code: the shared plan; 404 once it has expired or when there is none. */
export const sharedTripQuery = (code: string) => get<SharedTrip>(tripKeys.shared(code), sharedTripUrl(code));
export const useSharedTrip = (code: string) => useQuery({ ...sharedTripQuery(code), retry: false });

/** GET /api/me/trips: the account's lists (deleted ones marked). */
export const accountTrips = (signal?: AbortSignal) => apiFetch<AccountTrips>(MY_TRIPS_URL, { signal });

/** PUT /api/me/trips: the account keeps, per list, the later of its copy and this device's. */
export const sendTrips = (lists: readonly TripList[], signal?: AbortSignal) =>
  apiFetch<AccountTrips>(MY_TRIPS_URL, { method: 'PUT', body: { lists }, signal });
