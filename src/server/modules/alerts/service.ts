import { and, desc, eq, gt, isNull, lte, min, or, sql } from 'drizzle-orm';
import { alertExpiryProblem, alertOrder } from '../../../domain/alerts';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { AdminAlert, Alert, AlertInput, AlertSeverity } from '../../../domain/schemas/alerts';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { Change, ChangeWriter } from '../changes';

/** How long an ended or expired alert stays on the admin's list. */
export const ALERT_RECENT_MS = 7 * 24 * 3_600_000;
/** The admin's list never grows past this many alerts (newest kept). */
const ADMIN_LIST_MAX = 200;

type AlertRow = typeof t.alerts.$inferSelect;

const toAlert = (row: AlertRow): Alert => ({
  id: row.id,
  message: row.message,
  severity: row.severity as AlertSeverity,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

function stateAt(row: AlertRow, now: Date): AdminAlert['state'] {
  if (row.endedAt) return row.endedAt < row.expiresAt ? 'ended' : 'expired';
  return row.expiresAt > now ? 'active' : 'expired';
}

const toAdminAlert = (row: AlertRow, now: Date): AdminAlert => ({
  ...toAlert(row),
  endedAt: row.endedAt?.toISOString() ?? null,
  state: stateAt(row, now),
});

/** The change that takes an alert off every open page; one per alert, whoever records it first. */
const removalOf = (id: number): Change => ({
  establishmentIds: [],
  event: { kind: 'alert-removed', data: { id } },
  dedupeKey: `alert-removed:${id}`,
});

/**
 * Island-wide alerts from the admin (owns the `alerts` table). An alert shows until it expires or the
 * admin ends it. Its end is recorded in `endedAt` (the admin's moment, or the expiry itself once the
 * expiry has been processed) in the same transaction as its `alert-removed` live event, so "not
 * ended" means exactly "no removal event yet". Every write's change record names no place: nothing in
 * the catalogue changed, but cached replies and rendered pages show alerts.
 */
export function createAlertService(db: Db, deps: { changes: ChangeWriter; clock: Clock }) {
  const { changes, clock } = deps;
  const notEnded = isNull(t.alerts.endedAt);
  const showingAt = (now: Date) => and(notEnded, gt(t.alerts.expiresAt, now));

  return {
    async create(user: PublicUser, input: AlertInput, now = clock.now()): Promise<Alert> {
      const expiresAt = new Date(input.expiresAt);
      const problem = alertExpiryProblem(expiresAt, now);
      if (problem) throw badRequest(problem);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.alerts)
          .values({
            // Plain text, stored as typed: the web renders it as text, never as HTML.
            message: input.message,
            severity: input.severity,
            createdByUserId: user.id,
            createdAt: now,
            expiresAt,
          })
          .returning();
        const alert = toAlert(row);
        await changes.record(tx, { establishmentIds: [], event: { kind: 'alert', data: alert } });
        return alert;
      });
      await changes.caughtUp();
      return created;
    },

    /**
     * The alerts showing at `now`, most severe first, then newest (domain/alerts.ts), and when the
     * list stops being true without a write: the earliest expiry among them (null: not by itself).
     */
    async listActive(now = clock.now()): Promise<{ alerts: Alert[]; validUntil: number | null }> {
      const rows = await db.select().from(t.alerts).where(showingAt(now));
      const alerts = rows.map(toAlert).sort(alertOrder);
      const validUntil = rows.length ? Math.min(...rows.map((r) => r.expiresAt.getTime())) : null;
      return { alerts, validUntil };
    },

    /** The admin's list: the alerts showing first (in their public order), then the last week's ended or expired ones, most recently created first. */
    async listForAdmin(now = clock.now()): Promise<AdminAlert[]> {
      const since = new Date(now.getTime() - ALERT_RECENT_MS);
      const rows = await db
        .select()
        .from(t.alerts)
        .where(or(notEnded, gt(t.alerts.endedAt, since)))
        .orderBy(desc(t.alerts.createdAt), desc(t.alerts.id))
        .limit(ADMIN_LIST_MAX);
      const listed = rows.map((r) => toAdminAlert(r, now));
      const active = listed.filter((a) => a.state === 'active').sort(alertOrder);
      return [...active, ...listed.filter((a) => a.state !== 'active')];
    },

    /** Ends an alert now (at its expiry when that has already passed); ending an ended one changes nothing. */
    async end(id: number, now = clock.now()): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.alerts)
          .set({ endedAt: sql`least(${now.toISOString()}::timestamptz, ${t.alerts.expiresAt})` })
          .where(and(eq(t.alerts.id, id), notEnded))
          .returning({ id: t.alerts.id });
        if (row) await changes.record(tx, removalOf(id));
        return Boolean(row);
      });
      if (ended) {
        await changes.caughtUp();
        return;
      }
      const [known] = await db.select({ id: t.alerts.id }).from(t.alerts).where(eq(t.alerts.id, id));
      if (!known) throw notFound('Alert');
    },

    /**
     * For the live stream's expiry scheduler: when `expireDue` should next run, that is the earliest
     * expiry of an alert not ended yet, or `now` when one is already overdue; null when none will expire.
     */
    async nextExpiry(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(t.alerts.expiresAt) })
        .from(t.alerts)
        .where(notEnded);
      if (!row?.at) return null;
      const at = new Date(row.at);
      return at > now ? at : now;
    },

    /**
     * Ends the alerts whose expiry has passed at `now`: each gets its `alert-removed` event (once,
     * whichever instance runs first: the row update and the dedupe key both see to it).
     */
    async expireDue(now: Date): Promise<void> {
      const expired = await db.transaction(async (tx) => {
        const rows = await tx
          .update(t.alerts)
          .set({ endedAt: t.alerts.expiresAt })
          .where(and(notEnded, lte(t.alerts.expiresAt, now)))
          .returning({ id: t.alerts.id });
        const ids = rows.map((r) => r.id).sort((a, b) => a - b);
        for (const id of ids) await changes.record(tx, removalOf(id));
        return ids.length;
      });
      if (expired > 0) await changes.caughtUp();
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
