import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../domain/schemas/accounts';
import { apiFetch } from './fetcher';

/** The signed-in user, or null when signed out (401 answers null, docs/product.md#web-app-and-api). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: ({ signal }) => apiFetch<PublicUser | null>('/api/auth/user', { on401: 'returnNull', signal }),
  });

export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
