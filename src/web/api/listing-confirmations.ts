import { useMutation, useQuery } from '@tanstack/react-query';
import { listingConfirmationUrls } from '../../domain/api-urls';
import type { ListingCheck } from '../../domain/schemas/freshness';
import { apiFetch } from './fetcher';
import { listingLinkKeys } from './query-keys';

/**
 * POST /api/listing-confirmations/lookup: the place a reminder's link is for (404, 410 otherwise). A
 * POST, so the token is in no URL: not in an access log, a proxy's, or the browser's history of requests.
 */
export function useListingLink(token: string | null) {
  return useQuery({
    queryKey: listingLinkKeys.of(token ?? ''),
    queryFn: () =>
      apiFetch<ListingCheck>(listingConfirmationUrls.lookup, { method: 'POST', body: { token } }),
    enabled: token !== null,
    retry: false,
  });
}

/** POST /api/listing-confirmations: the one tap; the link then stops working. */
export function useConfirmByLink() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<ListingCheck>(listingConfirmationUrls.confirm, { method: 'POST', body: { token } }),
  });
}
