import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export interface SessionData {
  userId: number;
}

/** Sessions in the `sessions` table (sid, sess, expire), so any app instance can read them. */
export function createSessionStore(db: Db, clock: Clock) {
  return {
    async create(userId: number, now = clock.now()): Promise<{ sid: string; expire: Date }> {
      const sid = randomBytes(32).toString('base64url');
      const expire = new Date(now.getTime() + SESSION_TTL_MS);
      await db.insert(t.sessions).values({ sid, sess: { userId } satisfies SessionData, expire });
      return { sid, expire };
    },

    async get(sid: string, now = clock.now()): Promise<SessionData | null> {
      const [row] = await db
        .select({ sess: t.sessions.sess })
        .from(t.sessions)
        .where(and(eq(t.sessions.sid, sid), gt(t.sessions.expire, now)));
      return (row?.sess as SessionData | undefined) ?? null;
    },

    async destroy(sid: string): Promise<void> {
      await db.delete(t.sessions).where(eq(t.sessions.sid, sid));
    },

    /** Ends every session of the account but `keepSid` (this browser's, after a password change). */
    async destroyAllOf(tx: Executor, userId: number, keepSid?: string): Promise<void> {
      const ofUser = sql`(${t.sessions.sess}->>'userId')::int = ${userId}`;
      await tx.delete(t.sessions).where(keepSid ? and(ofUser, ne(t.sessions.sid, keepSid)) : ofUser);
    },

    async purgeExpired(now = clock.now()): Promise<void> {
      await db.delete(t.sessions).where(lt(t.sessions.expire, now));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
