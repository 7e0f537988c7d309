import { QueryClient } from '@tanstack/react-query';

/** SPEC section 7: queries never go stale, no refetch on focus or interval, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/** After any successful mutation, establishment data everywhere is refreshed. */
export function refreshEstablishments() {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      typeof q.queryKey[0] === 'string' && (q.queryKey[0] as string).startsWith('/api/establishments'),
  });
}
