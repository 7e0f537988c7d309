import { useMutation, useQuery } from '@tanstack/react-query';
import { listingConfirmationUrls } from '../../domain/api-urls';
import type { ListingCheck } from '../../domain/schemas/freshness';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { listingLinkKeys } from './query-keys';

/** GET /api/listing-confirmations/:token: the place a reminder's link is for (404, 410 otherwise). */
export function useListingLink(token: string | null) {
  return useQuery({
    ...get<ListingCheck>(listingLinkKeys.of(token ?? ''), listingConfirmationUrls.of(token ?? '')),
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
