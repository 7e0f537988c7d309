import { and, asc, desc, gt, gte, isNotNull, lt, lte, max, sql } from 'drizzle-orm';
import type { LiveEventDataOf, LiveEventKind } from '../../../domain/schemas/live';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';

/** The NOTIFY channel that tells every instance (this one too) that the log has grown. */
export const CHANGE_LOG_CHANNEL = 'change_log';
/** How long records are kept: a page that reconnects within it is sent the live events it missed. */
export const CHANGE_RETENTION_MS = 24 * 3_600_000;
/** Any constant: the transaction lock that makes record ids commit in order. */
const CHANGE_LOG_LOCK_KEY = 727_164_002;

/** One live event as open pages receive it. */
export type LiveEvent = { [K in LiveEventKind]: { kind: K; data: LiveEventDataOf<K> } }[LiveEventKind];

/** What one write changed, as its writer records it. */
export interface Change {
  /** The places whose rows or live updates changed; empty: none (an alert); null: anything may have. */
  establishmentIds: readonly number[] | null;
  /** What open pages are told, when they are told (not of an owner's details edit or a photo). */
  event?: LiveEvent;
  /** With a key already in the log, nothing is recorded (an update's removal by delete and by expiry). */
  dedupeKey?: string;
}

/** One record as every instance reads it. */
export interface ChangeRecord {
  id: number;
  establishmentIds: readonly number[] | null;
  event: { kind: string; data: unknown } | null;
  createdAt: Date;
}

/**
 * Appends one record inside the writer's transaction, so it exists exactly when the change does; call
 * it last, as the lock it takes is held until commit. The lock serialises appends: ids then commit in id
 * order and a reader that has seen id n can never later find an id below n. The NOTIFY is delivered at
 * commit. `at` is the app clock's time of the change: the kept window and the prune compare it with that
 * same clock.
 */
export async function appendChange(tx: Executor, change: Change, at: Date): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHANGE_LOG_LOCK_KEY})`);
  const [row] = await tx
    .insert(t.changeLog)
    .values({
      establishmentIds: change.establishmentIds === null ? null : [...change.establishmentIds],
      kind: change.event?.kind ?? null,
      data: change.event?.data ?? null,
      dedupeKey: change.dedupeKey,
      createdAt: at,
    })
    .onConflictDoNothing({ target: t.changeLog.dedupeKey })
    .returning({ id: t.changeLog.id });
  if (row) await tx.execute(sql`SELECT pg_notify(${CHANGE_LOG_CHANNEL}, ${String(row.id)})`);
}

const columns = {
  id: t.changeLog.id,
  establishmentIds: t.changeLog.establishmentIds,
  kind: t.changeLog.kind,
  data: t.changeLog.data,
  createdAt: t.changeLog.createdAt,
};

function toRecord(row: {
  id: number;
  establishmentIds: number[] | null;
  kind: string | null;
  data: unknown;
  createdAt: Date;
}): ChangeRecord {
  const event = row.kind === null ? null : { kind: row.kind, data: row.data };
  return { id: row.id, establishmentIds: row.establishmentIds, event, createdAt: row.createdAt };
}

/** The records after `afterId`, oldest first, at most `limit` (the tail reads on until it gets fewer). */
export async function readChangesAfter(db: Db, afterId: number, limit: number): Promise<ChangeRecord[]> {
  const rows = await db
    .select(columns)
    .from(t.changeLog)
    .where(gt(t.changeLog.id, afterId))
    .orderBy(asc(t.changeLog.id))
    .limit(limit);
  return rows.map(toRecord);
}

/** The newest id of the whole log (0 when empty): where an instance starts reading. */
export async function newestChangeId(db: Db): Promise<number> {
  const [newest] = await db.select({ id: max(t.changeLog.id) }).from(t.changeLog);
  return Number(newest?.id ?? 0);
}

/**
 * The newest records with a live event written since `since` and at most `upTo` (at most `limit`,
 * oldest first): what a starting instance keeps for reconnecting pages.
 */
export async function readRecentLiveEvents(
  db: Db,
  opts: { since: Date; upTo: number; limit: number },
): Promise<ChangeRecord[]> {
  const rows = await db
    .select(columns)
    .from(t.changeLog)
    .where(
      and(
        gte(t.changeLog.createdAt, opts.since),
        lte(t.changeLog.id, opts.upTo),
        isNotNull(t.changeLog.kind),
      ),
    )
    .orderBy(desc(t.changeLog.id))
    .limit(opts.limit);
  return rows.reverse().map(toRecord);
}

/**
 * Deletes the records written before `before`, except the newest of the log: it stays so that an
 * instance starting later knows which ids were sent (an older Last-Event-ID then gets a `reset`).
 */
export async function pruneChangesBefore(db: Db, before: Date): Promise<void> {
  await db
    .delete(t.changeLog)
    .where(
      and(
        lt(t.changeLog.createdAt, before),
        lt(t.changeLog.id, sql`(SELECT max(${t.changeLog.id}) FROM ${t.changeLog})`),
      ),
    );
}
