import { z } from 'zod';
import type { LiveEventKind } from '../live-events';
import { alert } from './alerts';

/**
 * The events of `GET /api/live` (Server-Sent Events). Each is sent as `id: <n>`, `event: <kind>` and
 * `data: <JSON>`; ids only grow. The web app's one EventSource (src/web) reads them with these schemas.
 */
export const liveStatusUpdate = z.object({
  establishmentId: z.number().int(),
  update: z.object({
    id: z.number().int(),
    message: z.string(),
    type: z.string(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
  }),
});

export const liveStatusUpdateRemoved = z.object({ establishmentId: z.number().int(), id: z.number().int() });

export const liveAlertRemoved = z.object({ id: z.number().int() });

/** A place's events were posted, changed or removed: what's on is read again. */
export const liveEventsChanged = z.object({ establishmentId: z.number().int() });

/** Each event kind (live-events.ts) with the shape of its data. */
export const liveEventData = {
  'status-update': liveStatusUpdate,
  'status-update-removed': liveStatusUpdateRemoved,
  alert,
  'alert-removed': liveAlertRemoved,
  events: liveEventsChanged,
  reset: z.object({}),
} as const satisfies Record<LiveEventKind, z.ZodType>;

export type { LiveEventKind };
export type LiveEventDataOf<K extends LiveEventKind> = z.infer<(typeof liveEventData)[K]>;
