import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { OutgoingMail } from './messages';

export type OutboxRow = Pick<
  typeof t.outbox.$inferSelect,
  'id' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'attempts'
>;

/** After this many failed attempts a mail is given up (about 34 hours of backoff in all). */
export const MAX_ATTEMPTS = 12;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 3_600_000;
/**
 * A sent mail's row is deleted after a week: its body holds links that open accounts and people's
 * addresses, which nobody needs once it is delivered. A given-up mail stays a month for the operator.
 */
export const KEEP_SENT_MS = 7 * 86_400_000;
export const KEEP_FAILED_MS = 30 * 86_400_000;
/** Old rows are looked for at most this often (the worker asks at every pass). */
const PURGE_INTERVAL_MS = 3_600_000;

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min, ... capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * The outbox table: the only writer of `outbox`. Other modules enqueue inside their own transaction
 * (pass the transaction as `tx`), so a mail exists exactly when the change that causes it committed.
 */
export function createMailService(db: Db, clock: Clock) {
  const listeners = new Set<() => void>();
  let purgedAt = Number.NEGATIVE_INFINITY;
  return {
    /**
     * Writes the mail with the caller's transaction. `onlyIf`: a condition checked in the same statement,
     * so a caller that must not reveal whether it mails (password reset) runs the same work either way.
     */
    async enqueue(tx: Executor, mail: OutgoingMail, opts: { onlyIf?: SQL } = {}): Promise<void> {
      const o = t.outbox;
      await tx.execute(sql`
        insert into ${o} (${sql.identifier(o.toAddress.name)}, ${sql.identifier(o.subject.name)},
          ${sql.identifier(o.textBody.name)}, ${sql.identifier(o.htmlBody.name)}, ${sql.identifier(o.nextAttemptAt.name)})
        select ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${clock.now().toISOString()}::timestamptz
        where ${opts.onlyIf ?? sql`true`}`);
    },

    /**
     * In an account deletion's transaction: the mails to the address go, sent or not (their copies hold
     * the address and dead links; one being sent right now still goes, and its markSent finds no row).
     */
    async forgetAddress(tx: Executor, address: string): Promise<void> {
      await tx.delete(t.outbox).where(eq(t.outbox.toAddress, address));
    },

    /** Tells this instance's worker that mail is waiting (call after the enqueuing transaction commits). */
    notifyQueued() {
      for (const fn of listeners) fn();
    },
    onQueued(fn: () => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },

    /**
     * Claims up to `limit` due mails for `leaseMs`, in one statement: SKIP LOCKED passes over rows another
     * instance is claiming at this moment, and the lease (locked_until) keeps them from everyone else
     * while they are sent, without holding a transaction open across the SMTP conversation.
     */
    async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const now = clock.now();
      const due = db
        .select({ id: t.outbox.id })
        .from(t.outbox)
        .where(
          and(
            isNull(t.outbox.sentAt),
            isNull(t.outbox.failedAt),
            lte(t.outbox.nextAttemptAt, now),
            or(isNull(t.outbox.lockedUntil), lte(t.outbox.lockedUntil, now)),
          ),
        )
        .orderBy(asc(t.outbox.nextAttemptAt), asc(t.outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(t.outbox)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${t.outbox.attempts} + 1` })
        .where(inArray(t.outbox.id, due))
        .returning({
          id: t.outbox.id,
          toAddress: t.outbox.toAddress,
          subject: t.outbox.subject,
          textBody: t.outbox.textBody,
          htmlBody: t.outbox.htmlBody,
          attempts: t.outbox.attempts,
        });
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(t.outbox)
        .set({ sentAt: clock.now(), lockedUntil: null, lastError: null })
        .where(eq(t.outbox.id, id));
    },

    /**
     * Deletes delivered mails older than KEEP_SENT_MS and given-up ones older than KEEP_FAILED_MS, when
     * the last look was more than PURGE_INTERVAL_MS ago; answers how many went.
     */
    async purgeOldWhenDue(): Promise<number> {
      const now = clock.now().getTime();
      if (now - purgedAt < PURGE_INTERVAL_MS) return 0;
      purgedAt = now;
      const gone = await db
        .delete(t.outbox)
        .where(
          or(
            lt(t.outbox.sentAt, new Date(now - KEEP_SENT_MS)),
            lt(t.outbox.failedAt, new Date(now - KEEP_FAILED_MS)),
          ),
        )
        .returning({ id: t.outbox.id });
      return gone.length;
    },

    /** A failed attempt: try again after the backoff, or give up after the last one. */
    async markFailed(row: OutboxRow, error: string): Promise<'retry' | 'gave-up'> {
      const now = clock.now();
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(t.outbox)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          ...(giveUp
            ? { failedAt: now }
            : { nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)) }),
        })
        .where(eq(t.outbox.id, row.id));
      return giveUp ? 'gave-up' : 'retry';
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
