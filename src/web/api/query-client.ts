import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { preferFreshReads } from './fetcher';
import { establishmentKeys } from './query-keys';

/** A client with the app's defaults; the browser has one (below), server rendering a fresh one per page. */
export function createQueryClient() {
  return new QueryClient({
    // The refetches after a write read the server, not the service worker's cached copy.
    mutationCache: new MutationCache({ onSuccess: () => preferFreshReads() }),
    defaultOptions: {
      // docs/product.md#web-app-and-api: queries never go stale, no refetch on focus or interval, no retries.
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * A query that failed while the server rendered the page shows its error when the page is hydrated
 * (e.g. a not-found place), not a retry's loading state; its page's own retry still works.
 */
export function keepError(client: QueryClient, queryKey: QueryKey) {
  client.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** After any successful mutation, establishment data everywhere is refreshed. */
export function refreshEstablishments() {
  return queryClient.invalidateQueries({ queryKey: establishmentKeys.all });
}

/**
 * The service worker found the server's reply at `url` changed: the query that fetches it (its URL
 * rides in its meta, api/catalog.ts's `get`) is fetched again.
 */
export function refetchReplyOf(url: string) {
  return queryClient.invalidateQueries({ predicate: (q) => q.meta?.url === url });
}
