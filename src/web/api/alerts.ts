import { useQuery } from '@tanstack/react-query';
import { ALERTS_URL } from '../../domain/api-urls';
import type { Alert } from '../../domain/schemas/alerts';
import { get } from './catalog';

/** The public list's URL, which is also its query key: the live stream's events patch this query. */
export { ALERTS_URL } from '../../domain/api-urls';

// The admin's calls are in admin-alerts.ts: every visitor's page loads this module, and not the mutations.

/** GET /api/alerts: the alerts showing now, most severe first, then newest (domain/alerts.ts). */
export const alertsQuery = () => get<Alert[]>(ALERTS_URL);

export const useAlerts = () => useQuery(alertsQuery());
