import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { type Clock, systemClock } from '../../lib/clock';

/** How long a key is remembered: a repeat after this is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
/**
 * A first request still unfinished after this long died with its process (no request takes a
 * minute): its key may be reserved again, else the owner's retries would be refused for a day.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** Expired keys are deleted at most this often per instance. */
const PURGE_EVERY_MS = 3_600_000;

/** What to do with a request that carries a key. */
export type Reservation =
  /**
   * The key is new (or expired): handle the request, then `complete` or `release` the key. `at` tells
   * this reservation from a later one that took the key over.
   */
  | { kind: 'reserved'; at: Date }
  /** The same request was handled before: answer with its stored reply. */
  | { kind: 'replay'; statusCode: number; body: unknown }
  /** The key was used for a different request. */
  | { kind: 'mismatch' }
  /** The same request is being handled right now. */
  | { kind: 'in-progress' };

/** A key this instance reserved and has not yet completed or released. */
export interface HeldKey {
  scope: IdempotencyScope;
  key: string;
  at: Date;
}

/**
 * Whose keys: an account's, or the visitors' (writes made without an account, such as a report of a
 * place). Visitors share one scope: their keys are random UUIDs made on the phone, and a repeat shows
 * only the first reply, which the phone that made the key already had.
 */
export type IdempotencyScope = { userId: number } | 'visitor';
const scopeName = (scope: IdempotencyScope) => (scope === 'visitor' ? 'visitor' : `user:${scope.userId}`);
const userOf = (scope: IdempotencyScope) => (scope === 'visitor' ? null : scope.userId);

/**
 * The idempotency keys of every write kept offline, each in its scope: the key is reserved by one
 * INSERT on the (scope, key) primary key, so of two identical requests arriving together exactly one
 * is handled.
 */
export function createIdempotencyService(db: Db, opts: { clock?: Clock } = {}) {
  const clock = opts.clock ?? systemClock;
  const k = t.idempotencyKeys;
  const keyOf = (scope: IdempotencyScope, key: string) => and(eq(k.scope, scopeName(scope)), eq(k.key, key));
  const heldBy = (held: HeldKey) =>
    and(keyOf(held.scope, held.key), eq(k.createdAt, held.at), isNull(k.statusCode));
  let lastPurge = 0;

  async function purgeExpired(now: Date) {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await db.delete(k).where(lt(k.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
  }

  /** Takes the key, or a row's place when it expired or was abandoned (one statement, so atomic). */
  async function take(
    scope: IdempotencyScope,
    key: string,
    requestHash: string,
    now: Date,
  ): Promise<boolean> {
    const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const abandoned = new Date(now.getTime() - ABANDONED_AFTER_MS);
    const taken = await db
      .insert(k)
      .values({ scope: scopeName(scope), userId: userOf(scope), key, requestHash, createdAt: now })
      .onConflictDoUpdate({
        target: [k.scope, k.key],
        set: { requestHash, statusCode: null, responseBody: null, createdAt: now },
        setWhere: or(lt(k.createdAt, expired), and(isNull(k.statusCode), lt(k.createdAt, abandoned))),
      })
      .returning({ key: k.key });
    return taken.length > 0;
  }

  return {
    async reserve(scope: IdempotencyScope, key: string, requestHash: string): Promise<Reservation> {
      const now = clock.now();
      await purgeExpired(now);
      // Twice at most: the row seen taken may be purged by another instance before it is read.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await take(scope, key, requestHash, now)) return { kind: 'reserved', at: now };
        const [row] = await db.select().from(k).where(keyOf(scope, key));
        if (!row) continue;
        if (row.requestHash !== requestHash) return { kind: 'mismatch' };
        if (row.statusCode === null) return { kind: 'in-progress' };
        return { kind: 'replay', statusCode: row.statusCode, body: row.responseBody };
      }
      return { kind: 'in-progress' };
    },

    /** Stores the reply of the request that reserved the key, for its repeats. */
    async complete(held: HeldKey, statusCode: number, body: unknown): Promise<void> {
      await db
        .update(k)
        .set({ statusCode, responseBody: body ?? null })
        .where(heldBy(held));
    },

    /** Gives the key back (the request failed on our side): a repeat is handled afresh. */
    async release(held: HeldKey): Promise<void> {
      await db.delete(k).where(heldBy(held));
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
