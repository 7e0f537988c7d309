import { z } from 'zod';
import { STATUS_UPDATE_TYPES } from '../constants';
import { idField } from './common';
import { requiredText } from './fields';
import { TRUE_OR_FALSE, tooLong } from './messages';

export const STATUS_UPDATE_MAX_LENGTH = 500;
/**
 * A place's active (unexpired) updates at most: news of the day is one or two lines, and every card
 * of the place's category page carries them all (docs/product.md),
 * so one owner cannot bloat the page every visitor reads.
 */
export const STATUS_UPDATES_ACTIVE_MAX = 5;
export const tooManyActiveUpdates = () =>
  `This place already has ${STATUS_UPDATES_ACTIVE_MAX} live updates on; remove one or let one expire first.`;
/** How far ahead an update may expire. */
export const STATUS_UPDATE_MAX_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * POST /api/status-updates. The message is plain text (never HTML); expiresAt is an ISO date-time in
 * the future and at most 7 days ahead (the server checks the window; default 24 hours from now).
 */
export const statusUpdateBody = z.object({
  establishmentId: idField,
  message: z
    .string('Write a message.')
    .max(STATUS_UPDATE_MAX_LENGTH, tooLong(STATUS_UPDATE_MAX_LENGTH))
    .pipe(requiredText('Write a message.', STATUS_UPDATE_MAX_LENGTH)),
  type: z.enum(STATUS_UPDATE_TYPES, `Choose an update type: ${STATUS_UPDATE_TYPES.join(', ')}.`),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Send the expiry as an ISO date-time, like 2026-01-31T18:00:00Z.' })
    .nullish(),
  isActive: z.boolean(TRUE_OR_FALSE).optional(),
});
export type StatusUpdateBody = z.input<typeof statusUpdateBody>;
export type StatusUpdateInput = z.output<typeof statusUpdateBody>;
