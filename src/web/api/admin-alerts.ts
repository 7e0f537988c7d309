import { useMutation, useQuery } from '@tanstack/react-query';
import { adminUrls } from '../../domain/api-urls';
import type { AdminAlert, Alert, AlertInput } from '../../domain/schemas/alerts';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';
import { adminKeys, siteKeys } from './query-keys';

// The admin's alerts: their own module, so visitors' pages (which show alerts) do not carry them.

/** GET /api/admin/alerts: active ones, then the last week's ended and expired ones. */
export const adminAlertsQuery = () => get<AdminAlert[]>(adminKeys.alerts(), adminUrls.alerts);
export const useAdminAlerts = () => useQuery(adminAlertsQuery());

/** After a post or an end: both lists are read again (the banner of the admin's own page included). */
const refreshAlerts = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: siteKeys.alerts() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.alerts() }),
  ]);

/** POST /api/admin/alerts. */
export function usePostAlert() {
  return useMutation({
    mutationFn: (body: AlertInput) => apiFetch<Alert>(adminUrls.alerts, { method: 'POST', body }),
    onSuccess: () => {
      // Not awaited: the caller's own onSuccess (toasts) runs first.
      void refreshAlerts();
    },
  });
}

/** DELETE /api/admin/alerts/:id: ends the alert now. */
export function useEndAlert() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(adminUrls.alert(id), { method: 'DELETE' }),
    onSuccess: () => {
      void refreshAlerts();
    },
  });
}
