import { z } from 'zod';
import { requiredText } from './fields';
import { tooLong } from './messages';

export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_MESSAGE_MAX_LENGTH = 300;

/**
 * POST /api/admin/alerts. The message is plain text; expiresAt is an ISO date-time in the future and at
 * most 14 days ahead (the server checks the window against its clock).
 */
export const alertBody = z.object({
  message: z
    .string('Write a message.')
    .max(ALERT_MESSAGE_MAX_LENGTH, tooLong(ALERT_MESSAGE_MAX_LENGTH))
    .pipe(requiredText('Write a message.', ALERT_MESSAGE_MAX_LENGTH)),
  severity: z.enum(ALERT_SEVERITIES, `Choose a severity: ${ALERT_SEVERITIES.join(', ')}.`),
  expiresAt: z.iso.datetime({
    offset: true,
    error: 'Send the expiry as an ISO date-time, like 2026-01-31T18:00:00Z.',
  }),
});
export type AlertBody = z.input<typeof alertBody>;
export type AlertInput = z.output<typeof alertBody>;

/** An island-wide alert as the API returns it (and as the `alert` live event carries it). */
export const alert = z.object({
  id: z.number().int(),
  message: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Alert = z.infer<typeof alert>;

export const ALERT_STATES = ['active', 'ended', 'expired'] as const;

/**
 * An alert on the admin's list (GET /api/admin/alerts): `ended` when the admin ended it before its
 * expiry, `expired` once its expiry passed.
 */
export const adminAlert = alert.extend({
  endedAt: z.string().nullable(),
  state: z.enum(ALERT_STATES),
});
export type AdminAlert = z.infer<typeof adminAlert>;
