import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminAlert, Alert, AlertInput } from '../../domain/schemas/alerts';
import { ALERTS_URL } from './alerts';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';

/** The admin's alerts: their own module, so visitors' pages (which show alerts) do not carry them. */
export const ADMIN_ALERTS_URL = '/api/admin/alerts';

/** GET /api/admin/alerts: active ones, then the last week's ended and expired ones. */
export const adminAlertsQuery = () => get<AdminAlert[]>(ADMIN_ALERTS_URL);
export const useAdminAlerts = () => useQuery(adminAlertsQuery());

/** After a post or an end: both lists are read again (the banner of the admin's own page included). */
const refreshAlerts = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [ALERTS_URL] }),
    queryClient.invalidateQueries({ queryKey: [ADMIN_ALERTS_URL] }),
  ]);

/** POST /api/admin/alerts. */
export function usePostAlert() {
  return useMutation({
    mutationFn: (body: AlertInput) => apiFetch<Alert>(ADMIN_ALERTS_URL, { method: 'POST', body }),
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) runs first.
      void refreshAlerts();
    },
  });
}

/** DELETE /api/admin/alerts/:id: ends the alert now. */
export function useEndAlert() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${ADMIN_ALERTS_URL}/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void refreshAlerts();
    },
  });
}
