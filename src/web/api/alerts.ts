import { useQuery } from '@tanstack/react-query';
import { ALERTS_URL } from '../../domain/api-urls';
import type { Alert } from '../../domain/schemas/alerts';
import { get } from './catalog';
import { siteKeys } from './query-keys';

// The admin's calls are in admin-alerts.ts: every visitor's page loads this module, and not the mutations.

/** GET /api/alerts: the alerts showing now, most severe first, then newest (domain/alerts.ts). */
export const alertsQuery = () => get<Alert[]>(siteKeys.alerts(), ALERTS_URL);

export const useAlerts = () => useQuery(alertsQuery());
