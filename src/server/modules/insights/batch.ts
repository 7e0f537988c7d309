import { sql } from 'drizzle-orm';
import type { InsightKind } from '../../../domain/schemas/insights';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;

/**
 * Counts held in memory and added to the tables in one batch: a request costs a Map update, never a
 * write. Every flush ADDS its counts to the stored ones (`n = n + excluded.n`), so any number of
 * instances on one database add up, whatever order their flushes come in.
 */
export function createBatch(db: Db) {
  /** "establishmentId|day|kind" -> visitors counted since the last flush. */
  let counts = new Map<string, number>();
  /** status update id -> visitors counted since the last flush. */
  let reach = new Map<number, number>();
  let running: Promise<void> | null = null;

  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

  async function write(c: Map<string, number>, r: Map<number, number>) {
    const rows = [...c].map(([key, n]) => {
      const [id, day, kind] = key.split('|');
      return { establishmentId: Number(id), day, kind, n };
    });
    const reachRows = [...r].map(([statusUpdateId, n]) => ({ statusUpdateId, n }));
    // One transaction: a failure leaves nothing half-added, so the whole batch can be retried.
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += CHUNK)
        await tx
          .insert(t.insightCounts)
          .values(rows.slice(i, i + CHUNK))
          .onConflictDoUpdate({
            target: [t.insightCounts.establishmentId, t.insightCounts.day, t.insightCounts.kind],
            set: { n: sql`${t.insightCounts.n} + excluded.n` },
          });
      for (let i = 0; i < reachRows.length; i += CHUNK)
        await tx
          .insert(t.insightUpdateReach)
          .values(reachRows.slice(i, i + CHUNK))
          .onConflictDoUpdate({
            target: t.insightUpdateReach.statusUpdateId,
            set: { n: sql`${t.insightUpdateReach.n} + excluded.n` },
          });
    });
  }

  async function flushOnce() {
    if (counts.size === 0 && reach.size === 0) return;
    const c = counts;
    const r = reach;
    counts = new Map();
    reach = new Map();
    try {
      await write(c, r);
    } catch (err) {
      // Kept for the next flush: a database that is briefly away loses no counts.
      for (const [k, n] of c) add(counts, k, n);
      for (const [k, n] of r) add(reach, k, n);
      throw err;
    }
  }

  return {
    count(establishmentId: number, day: string, kind: InsightKind) {
      add(counts, `${establishmentId}|${day}|${kind}`, 1);
    },
    reached(statusUpdateId: number) {
      add(reach, statusUpdateId, 1);
    },
    /** Counts not yet written (for tests and the shutdown log). */
    pending: () => counts.size + reach.size,
    /** Writes what is held; flushes run one at a time (a second waits for the first, then runs). */
    async flush(): Promise<void> {
      while (running) await running;
      running = flushOnce().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type Batch = ReturnType<typeof createBatch>;
