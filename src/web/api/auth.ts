import { queryOptions, useQuery } from '@tanstack/react-query';
import { authUrls } from '../../domain/api-urls';
import type { PublicUser } from '../../domain/schemas/accounts';
import { apiFetch } from './fetcher';
import { authKeys } from './query-keys';

/** The signed-in user, or null when signed out (401 answers null, docs/product.md#web-app-and-api). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => apiFetch<PublicUser | null>(authUrls.user, { on401: 'returnNull', signal }),
    meta: { url: authUrls.user },
  });

export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
