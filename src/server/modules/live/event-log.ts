import { sql } from 'drizzle-orm';
import type { LiveEventDataOf, LiveEventKind } from '../../../domain/schemas/live';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';

/** The NOTIFY channel that tells every instance's stream (this one's too) that the log has grown. */
export const LIVE_EVENTS_CHANNEL = 'live_events';
/** Any constant: the transaction lock that makes event ids commit in order. */
const EVENT_LOG_LOCK_KEY = 727_164_002;

/**
 * Appends one event to the live log inside the writer's transaction, so the event exists exactly when
 * the change does. The lock serialises appends: ids then commit in id order and a reader that has seen
 * id n can never later find an id below n. The NOTIFY is delivered at commit. With a `dedupeKey` already
 * in the log, nothing is appended (an update's removal by delete and by expiry is one event).
 */
export async function appendLiveEvent<K extends LiveEventKind>(
  tx: Executor,
  kind: K,
  data: LiveEventDataOf<K>,
  dedupeKey?: string,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVENT_LOG_LOCK_KEY})`);
  const [row] = await tx
    .insert(t.liveEvents)
    .values({ kind, data, dedupeKey })
    .onConflictDoNothing({ target: t.liveEvents.dedupeKey })
    .returning({ id: t.liveEvents.id });
  if (row) await tx.execute(sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(row.id)})`);
}
