import { z } from 'zod';
import { STATUS_UPDATE_TYPES } from '../constants';
import { idField } from './common';
import { requiredText } from './fields';

export const STATUS_UPDATE_MAX_LENGTH = 500;
/** How far ahead an update may expire. */
export const STATUS_UPDATE_MAX_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * POST /api/status-updates. The message is plain text (never HTML); expiresAt is an ISO date-time in
 * the future and at most 7 days ahead (the server checks the window; default 24 hours from now).
 */
export const statusUpdateBody = z.object({
  establishmentId: idField,
  message: z
    .string({ message: 'Please write a message' })
    .max(STATUS_UPDATE_MAX_LENGTH, {
      message: `The message must be at most ${STATUS_UPDATE_MAX_LENGTH} characters`,
    })
    .pipe(requiredText('Please write a message', STATUS_UPDATE_MAX_LENGTH)),
  type: z.enum(STATUS_UPDATE_TYPES, {
    message: `Type must be one of ${STATUS_UPDATE_TYPES.join(', ')}`,
  }),
  expiresAt: z.iso.datetime({ offset: true, message: 'expiresAt must be an ISO date-time' }).nullish(),
  isActive: z.boolean({ message: 'must be true or false' }).optional(),
});
export type StatusUpdateBody = z.input<typeof statusUpdateBody>;
export type StatusUpdateInput = z.output<typeof statusUpdateBody>;
