import { and, count, eq, gt, ne } from 'drizzle-orm';
import { EVENTS_UPCOMING_MAX, tooManyUpcomingEvents } from '../../../domain/schemas/events';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';
import { conflict } from '../../lib/errors';
import { lockPlace } from '../establishments';

/**
 * In a write's transaction: refuses (409) an upcoming event beyond the place's limit, so one owner
 * cannot bloat what every visitor reads. The
 * place's row is locked first, so two posts at once are counted one after the other: the second waits
 * for the first's commit and counts its event (PostgreSQL; PGlite runs one transaction at a time).
 * `except` is the event being changed, which is not counted against itself.
 */
export async function assertRoomForUpcomingEvent(
  tx: Executor,
  establishmentId: number,
  now: Date,
  except?: number,
): Promise<void> {
  await lockPlace(tx, establishmentId);
  const [row] = await tx
    .select({ upcoming: count() })
    .from(t.events)
    .where(
      and(
        eq(t.events.establishmentId, establishmentId),
        gt(t.events.lastEndsAt, now),
        except === undefined ? undefined : ne(t.events.id, except),
      ),
    );
  if ((row?.upcoming ?? 0) >= EVENTS_UPCOMING_MAX) throw conflict(tooManyUpcomingEvents());
}
