import { and, asc, desc, gt, gte, lt, max, sql } from 'drizzle-orm';
import type { LiveEventDataOf, LiveEventKind } from '../../../domain/schemas/live';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';

/** The NOTIFY channel that tells every instance's stream (this one's too) that the log has grown. */
export const LIVE_EVENTS_CHANNEL = 'live_events';
/** How long events are kept for a reconnecting page; an older Last-Event-ID gets a `reset`. */
export const LIVE_RETENTION_MS = 24 * 3_600_000;
/** Any constant: the transaction lock that makes event ids commit in order. */
const EVENT_LOG_LOCK_KEY = 727_164_002;

/**
 * Appends one event to the live log inside the writer's transaction, so the event exists exactly when
 * the change does. The lock serialises appends: ids then commit in id order and a reader that has seen
 * id n can never later find an id below n. The NOTIFY is delivered at commit. With a `dedupeKey` already
 * in the log, nothing is appended (an update's removal by delete and by expiry is one event). `at` is the
 * app clock's time of the change: the kept window and the prune compare it with that same clock.
 */
export async function appendLiveEvent<K extends LiveEventKind>(
  tx: Executor,
  kind: K,
  data: LiveEventDataOf<K>,
  opts: { at: Date; dedupeKey?: string },
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVENT_LOG_LOCK_KEY})`);
  const [row] = await tx
    .insert(t.liveEvents)
    .values({ kind, data, dedupeKey: opts.dedupeKey, createdAt: opts.at })
    .onConflictDoNothing({ target: t.liveEvents.dedupeKey })
    .returning({ id: t.liveEvents.id });
  if (row) await tx.execute(sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(row.id)})`);
}

/** One event as the stream sends it. */
export interface LoggedEvent {
  id: number;
  kind: string;
  data: unknown;
  createdAt: Date;
}

const columns = {
  id: t.liveEvents.id,
  kind: t.liveEvents.kind,
  data: t.liveEvents.data,
  createdAt: t.liveEvents.createdAt,
};

/** The events after `afterId`, oldest first, at most `limit` (the tail reads on until it gets fewer). */
export function readEventsAfter(db: Db, afterId: number, limit: number): Promise<LoggedEvent[]> {
  return db
    .select(columns)
    .from(t.liveEvents)
    .where(gt(t.liveEvents.id, afterId))
    .orderBy(asc(t.liveEvents.id))
    .limit(limit);
}

/**
 * What an instance starts from: the newest id of the whole log (0 when empty; it may be older than
 * `since`), then the newest events written since `since` (at most `limit`, oldest first).
 */
export async function readRecentEvents(
  db: Db,
  since: Date,
  limit: number,
): Promise<{ events: LoggedEvent[]; newestId: number }> {
  const [newest] = await db.select({ id: max(t.liveEvents.id) }).from(t.liveEvents);
  const events = await db
    .select(columns)
    .from(t.liveEvents)
    .where(gte(t.liveEvents.createdAt, since))
    .orderBy(desc(t.liveEvents.id))
    .limit(limit);
  return { events: events.reverse(), newestId: Number(newest?.id ?? 0) };
}

/**
 * Deletes the events written before `before`, except the newest event of the log: it stays so that an
 * instance starting later knows which ids were sent (an older Last-Event-ID then gets a `reset`).
 */
export async function pruneEventsBefore(db: Db, before: Date): Promise<void> {
  await db
    .delete(t.liveEvents)
    .where(
      and(
        lt(t.liveEvents.createdAt, before),
        lt(t.liveEvents.id, sql`(SELECT max(${t.liveEvents.id}) FROM ${t.liveEvents})`),
      ),
    );
}
