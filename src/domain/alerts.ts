import type { Alert, AlertSeverity } from './schemas/alerts';

const HOUR_MS = 3_600_000;
/** How far ahead an alert may expire. */
export const ALERT_MAX_LIFETIME_MS = 14 * 24 * HOUR_MS;

/** The admin form's expiry until the admin picks another. */
export const DEFAULT_ALERT_DURATION_HOURS = 6;

export const ALERT_SEVERITY_LABELS: Record<AlertSeverity, string> = {
  info: 'Info',
  warning: 'Warning',
  critical: 'Critical',
};

const SEVERITY_RANK: Record<AlertSeverity, number> = { critical: 0, warning: 1, info: 2 };

/**
 * The one order of active alerts, on the server's list and wherever the web app adds one to it: most
 * severe first, then newest first (a critical alert is never pushed below a newer notice).
 */
export function alertOrder(a: Alert, b: Alert): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    b.createdAt.localeCompare(a.createdAt) ||
    b.id - a.id
  );
}

/** What is wrong with an alert's expiry at `now` (the server's and the admin form's one rule), or null. */
export function alertExpiryProblem(expiresAt: Date, now: Date): string | null {
  if (Number.isNaN(expiresAt.getTime())) return 'Choose when the alert ends.';
  if (expiresAt.getTime() <= now.getTime()) return 'Choose an expiry in the future.';
  if (expiresAt.getTime() > now.getTime() + ALERT_MAX_LIFETIME_MS)
    return 'Choose an expiry at most 14 days ahead.';
  return null;
}

export function alertExpiryFromHours(hours = DEFAULT_ALERT_DURATION_HOURS, now = new Date()): Date {
  return new Date(now.getTime() + hours * HOUR_MS);
}

/** Whether an alert still shows at `now` (the web hides one whose expiry has passed without a reload). */
export const isAlertShowing = (alert: Pick<Alert, 'expiresAt'>, now: Date) =>
  Date.parse(alert.expiresAt) > now.getTime();
