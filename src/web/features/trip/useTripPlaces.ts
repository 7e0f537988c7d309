import { useQueries } from '@tanstack/react-query';
import type { Establishment } from '../../../domain/schemas/catalog';
import { establishmentQuery } from '../../api/catalog';
import { ApiError } from '../../api/fetcher';

export interface TripPlaces {
  /** The places read so far, by id. */
  byId: ReadonlyMap<number, Establishment>;
  /** Some are still being read. */
  loading: boolean;
  /** Ids the guide no longer shows (404): taken off the map, still listed so the visitor can remove them. */
  gone: ReadonlySet<number>;
  /** Ids that could not be read (offline and never seen on this device). */
  unreachable: ReadonlySet<number>;
}

/**
 * The saved places' details, each from its own detail query: the same replies the detail pages use,
 * which the offline pack and the service worker keep, so a trip renders offline too.
 */
export function useTripPlaces(ids: readonly number[]): TripPlaces {
  return useQueries({
    queries: ids.map((id) => ({ ...establishmentQuery(id), staleTime: 5 * 60_000 })),
    combine: (results) => {
      const byId = new Map<number, Establishment>();
      const gone = new Set<number>();
      const unreachable = new Set<number>();
      results.forEach((r, i) => {
        if (r.data) byId.set(ids[i], r.data);
        else if (r.error instanceof ApiError && r.error.status === 404) gone.add(ids[i]);
        else if (r.error) unreachable.add(ids[i]);
      });
      return { byId, gone, unreachable, loading: results.some((r) => r.isPending && !r.error) };
    },
  });
}
