import { useMutation } from '@tanstack/react-query';
import type { LoginBody, PublicUser, RegisterBody } from '../../domain/schemas/accounts';
import { currentUserQuery } from './auth';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';

/** Queries that belong to one account; dropped whenever the account changes. */
const isPrivateKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/api/business') || key.startsWith('/api/admin'));

function accountChanged(user: PublicUser | null) {
  queryClient.removeQueries({ predicate: (q) => isPrivateKey(q.queryKey[0]) });
  queryClient.setQueryData(currentUserQuery().queryKey, user);
}

/**
 * The server answered 401 to a signed-in page: the session ended (expired, or signed out elsewhere).
 * The app forgets the account, so pages that need one ask to sign in again.
 */
export const sessionEnded = () => accountChanged(null);

/** POST /api/auth/login: 200 user (signed in) or 401. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiFetch<PublicUser>('/api/auth/login', { method: 'POST', body }),
    onSuccess: accountChanged,
  });
}

/** POST /api/auth/register: 201 user, signed in. */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiFetch<PublicUser>('/api/auth/register', { method: 'POST', body }),
    onSuccess: accountChanged,
  });
}

/** POST /api/auth/logout: 204. The local state is cleared even if the call fails. */
export function useSignOut() {
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/auth/logout', { method: 'POST' }),
    onSettled: () => accountChanged(null),
  });
}
