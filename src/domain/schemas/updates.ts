import { z } from 'zod';
import { STATUS_UPDATE_TYPES } from '../constants';
import { UPDATE_MAX_HOURS } from '../updates';
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

/** "21:00": a time of day on Belize's wall clock (24-hour). */
export const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * POST /api/status-updates. The message is plain text (never HTML). Until when it shows is the owner's
 * words, never an end computed on the phone: `lasts` (hours, from when it was written; 24 by default)
 * or `until` ("21:00", the next such time on Belize's clock), and `writtenAt`, when the owner wrote it
 * (the phone's clock; an update kept offline is sent later with it). The server computes the end
 * (domain/updates.ts, `updateExpiry`), and refuses with a 422 an update whose end has passed.
 */
export const statusUpdateFields = z.object({
  establishmentId: idField,
  message: z
    .string('Write a message.')
    .max(STATUS_UPDATE_MAX_LENGTH, tooLong(STATUS_UPDATE_MAX_LENGTH))
    .pipe(requiredText('Write a message.', STATUS_UPDATE_MAX_LENGTH)),
  type: z.enum(STATUS_UPDATE_TYPES, `Choose an update type: ${STATUS_UPDATE_TYPES.join(', ')}.`),
  lasts: z
    .object(
      {
        hours: z
          .int(`Say how many hours it lasts, from 1 to ${UPDATE_MAX_HOURS}.`)
          .min(1, `Say how many hours it lasts, from 1 to ${UPDATE_MAX_HOURS}.`)
          .max(UPDATE_MAX_HOURS, 'An update can last at most 7 days.'),
      },
      'Send lasts as { "hours": 6 }.',
    )
    .optional(),
  until: z
    .string('Send until as a time of day, like "21:00" (Belize time).')
    .regex(WALL_CLOCK_TIME, 'Send until as a time of day, like "21:00" (Belize time).')
    .optional(),
  writtenAt: z.iso
    .datetime({
      offset: true,
      error: 'Send writtenAt as an ISO date-time, like 2026-01-31T18:00:00Z.',
    })
    .optional(),
  isActive: z.boolean(TRUE_OR_FALSE).optional(),
});
export const statusUpdateBody = statusUpdateFields.refine((v) => !(v.lasts && v.until), {
  path: ['until'],
  message: 'Send either lasts or until, not both.',
});
export type StatusUpdateBody = z.input<typeof statusUpdateBody>;
export type StatusUpdateInput = z.output<typeof statusUpdateBody>;
