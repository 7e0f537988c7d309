import { useMutation, useQuery } from '@tanstack/react-query';
import { businessUrls } from '../../domain/api-urls';
import type { Establishment } from '../../domain/schemas/catalog';
import type {
  BusinessClaim,
  BusinessRegistration,
  ClaimInput,
  OwnerRequest,
  RegistrationInput,
} from '../../domain/schemas/ownership';
import { useCurrentUser } from './auth';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { queryClient, refreshEstablishments } from './query-client';
import { adminKeys, businessKeys } from './query-keys';

/** After an owner or admin change: public establishment data plus the private lists. */
export function refreshAfterChange() {
  return Promise.all([
    refreshEstablishments(),
    queryClient.invalidateQueries({ queryKey: businessKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  ]);
}

export const ownedEstablishmentsQuery = () =>
  get<Establishment[]>(businessKeys.establishments(), businessUrls.establishments);

export const ownerRequestsQuery = () => get<OwnerRequest[]>(businessKeys.requests(), businessUrls.requests);

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
    mutationFn: (body: ClaimInput) => apiFetch<BusinessClaim>(businessUrls.claim, { method: 'POST', body }),
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
      apiFetch<BusinessRegistration>(businessUrls.registrations, {
        method: 'POST',
        body: { ...body, isVerified: false, status: 'pending' },
      }),
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) must run before the refetch unmounts it.
      void refreshAfterChange();
    },
  });
}
