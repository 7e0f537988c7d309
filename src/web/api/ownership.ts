import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Establishment } from '../../domain/schemas/catalog';
import type {
  BusinessClaim,
  BusinessRegistration,
  ClaimInput,
  OwnerRequest,
  RegistrationInput,
} from '../../domain/schemas/ownership';
import { useCurrentUser } from './auth';
import { apiFetch } from './fetcher';
import { queryClient, refreshEstablishments } from './query-client';

export const OWNED_ESTABLISHMENTS_URL = '/api/business/establishments';
export const OWNER_REQUESTS_URL = '/api/business/requests';

/** After an owner or admin change: public establishment data plus the private lists. */
export function refreshAfterChange() {
  return Promise.all([
    refreshEstablishments(),
    queryClient.invalidateQueries({
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' &&
        ((q.queryKey[0] as string).startsWith('/api/business') ||
          (q.queryKey[0] as string).startsWith('/api/admin')),
    }),
  ]);
}

export const ownedEstablishmentsQuery = () =>
  queryOptions({
    queryKey: [OWNED_ESTABLISHMENTS_URL],
    queryFn: ({ signal }) => apiFetch<Establishment[]>(OWNED_ESTABLISHMENTS_URL, { signal }),
  });

export const ownerRequestsQuery = () =>
  queryOptions({
    queryKey: [OWNER_REQUESTS_URL],
    queryFn: ({ signal }) => apiFetch<OwnerRequest[]>(OWNER_REQUESTS_URL, { signal }),
  });

/** GET /api/business/establishments: the caller's verified establishments (only when signed in). */
export function useOwnedEstablishments() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...ownedEstablishmentsQuery(), enabled: isAuthenticated });
}

/** GET /api/business/requests: the caller's claims and registrations with their review status. */
export function useOwnerRequests() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...ownerRequestsQuery(), enabled: isAuthenticated });
}

/** POST /api/business/claim. */
export function useSubmitClaim() {
  return useMutation({
    mutationFn: (body: ClaimInput) =>
      apiFetch<BusinessClaim>('/api/business/claim', { method: 'POST', body }),
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
      void refreshAfterChange();
    },
  });
}

/** POST /api/business-registrations (the first version's payload; the server ignores isVerified and status). */
export function useSubmitRegistration() {
  return useMutation({
    mutationFn: (body: RegistrationInput) =>
      apiFetch<BusinessRegistration>('/api/business-registrations', {
        method: 'POST',
        body: { ...body, isVerified: false, status: 'pending' },
      }),
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
      void refreshAfterChange();
    },
  });
}
