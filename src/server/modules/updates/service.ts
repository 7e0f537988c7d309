import { and, count, desc, eq, gt, lte, min } from 'drizzle-orm';
import type { StatusUpdate } from '../../../domain/schemas/catalog';
import {
  STATUS_UPDATES_ACTIVE_MAX,
  type StatusUpdateInput,
  tooManyActiveUpdates,
} from '../../../domain/schemas/updates';
import { updateExpiry } from '../../../domain/updates';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, tooLate } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import { toStatusUpdate } from '../catalog';
import { CHANGE_RETENTION_MS, type ChangeWriter } from '../changes';
import { establishmentNames, lockPlace, publishedCategoryOf } from '../establishments';

type StatusUpdateRow = typeof t.statusUpdates.$inferSelect;

/** One removal event per update, whether it was deleted or expired, and whichever instance saw it first. */
const removedKey = (id: number) => `status-update-removed:${id}`;

/**
 * Live updates posted by verified owners (or the admin); visitors see the active, unexpired ones. Each
 * post, removal and expiry records its change (modules/changes) in the same transaction, with the live
 * event open pages are sent when visitors can see the place.
 */
export function createStatusUpdateService(db: Db, deps: { changes: ChangeWriter; clock: Clock }) {
  const { changes, clock } = deps;
  /** Expiries up to this time have had their removal events (null: none handled since start). */
  let expiredThrough: Date | null = null;
  /** Where expiry handling resumes: at start, a kept window back (what ran out while no instance ran). */
  const expiryFrom = (now: Date) => expiredThrough ?? new Date(now.getTime() - CHANGE_RETENTION_MS);
  const pendingExpiry = (from: Date) =>
    and(eq(t.statusUpdates.isActive, true), gt(t.statusUpdates.expiresAt, from));

  return {
    /** `place` is the checked place the input names (the route's guard). */
    async create(place: ManagedPlace, input: StatusUpdateInput, now = clock.now()): Promise<StatusUpdate> {
      // The end runs from when the owner wrote it, by the app's clock: one sent late lives its full length.
      const expiry = updateExpiry(input, now);
      if (!expiry.ok) throw tooLate(expiry.message);
      const { expiresAt } = expiry;
      const row = await db.transaction(async (tx) => {
        if (input.isActive ?? true) await assertRoomForActiveUpdate(tx, place.id, now);
        const [row] = await tx
          .insert(t.statusUpdates)
          .values({
            establishmentId: place.id,
            // Plain text, stored as typed: the web renders it as text, never as HTML.
            message: input.message,
            type: input.type,
            isActive: input.isActive ?? true,
            createdByUserId: place.by.id,
            createdAt: now,
            expiresAt,
          })
          .returning();
        // Only what visitors can see goes to the stream (not an update of a draft).
        const seen = row.isActive && (await publishedCategoryOf(tx, row.establishmentId)) !== null;
        await changes.record(tx, {
          establishmentIds: [row.establishmentId],
          event: seen ? { kind: 'status-update', data: liveUpdateOf(row) } : undefined,
        });
        return row;
      });
      await changes.caughtUp();
      return toStatusUpdate(row);
    },

    /** The place an update belongs to (for the route guard); 404 for an unknown update. */
    async establishmentOf(id: number): Promise<number> {
      const [row] = await db
        .select({ establishmentId: t.statusUpdates.establishmentId })
        .from(t.statusUpdates)
        .where(eq(t.statusUpdates.id, id));
      if (!row) throw notFound('Status update');
      return row.establishmentId;
    },

    /** Soft delete: the update stays in the owner's history as inactive. An update of `place` only. */
    async remove(place: ManagedPlace, id: number): Promise<void> {
      const [row] = await db
        .select({ establishmentId: t.statusUpdates.establishmentId, isActive: t.statusUpdates.isActive })
        .from(t.statusUpdates)
        .where(and(eq(t.statusUpdates.id, id), eq(t.statusUpdates.establishmentId, place.id)));
      if (!row) throw notFound('Status update');
      if (!row.isActive) return;
      await db.transaction(async (tx) => {
        await tx.update(t.statusUpdates).set({ isActive: false }).where(eq(t.statusUpdates.id, id));
        await changes.record(tx, {
          establishmentIds: [row.establishmentId],
          event: { kind: 'status-update-removed', data: { establishmentId: row.establishmentId, id } },
          dedupeKey: removedKey(id),
        });
      });
      await changes.caughtUp();
    },

    /** The expiry scheduler's source (modules/live): the earliest expiry not yet handled. */
    async nextExpiry(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(t.statusUpdates.expiresAt) })
        .from(t.statusUpdates)
        .where(pendingExpiry(expiryFrom(now)));
      return row?.at ?? null;
    },

    /** Records the removal of every active update that expired by `now` and has none recorded yet. */
    async expireDue(now: Date): Promise<void> {
      const due = await db
        .select({ id: t.statusUpdates.id, establishmentId: t.statusUpdates.establishmentId })
        .from(t.statusUpdates)
        .where(and(pendingExpiry(expiryFrom(now)), lte(t.statusUpdates.expiresAt, now)));
      if (due.length) {
        await db.transaction(async (tx) => {
          for (const u of due)
            await changes.record(tx, {
              establishmentIds: [u.establishmentId],
              event: { kind: 'status-update-removed', data: u },
              dedupeKey: removedKey(u.id),
            });
        });
        await changes.caughtUp();
      }
      expiredThrough = now;
    },

    /** The updates the account posted, every state, newest first (the export of its data). */
    async postedBy(userId: number) {
      const rows = await db
        .select()
        .from(t.statusUpdates)
        .where(eq(t.statusUpdates.createdByUserId, userId))
        .orderBy(desc(t.statusUpdates.createdAt), desc(t.statusUpdates.id));
      const names = await establishmentNames(
        db,
        rows.map((r) => r.establishmentId),
      );
      return rows.map((r) => ({
        id: r.id,
        establishmentId: r.establishmentId,
        establishmentName: names.get(r.establishmentId) ?? '',
        message: r.message,
        type: r.type,
        isActive: r.isActive,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt?.toISOString() ?? null,
      }));
    },

    /**
     * In an account deletion's transaction: its updates stay with their places (they are the place's
     * news, which visitors may be reading), without their author (decision 33).
     */
    async forgetAuthor(tx: Executor, userId: number): Promise<void> {
      await tx
        .update(t.statusUpdates)
        .set({ createdByUserId: null })
        .where(eq(t.statusUpdates.createdByUserId, userId));
    },

    /** Every update of an establishment, expired and deleted ones included, newest first. */
    async listAll(place: ManagedPlace): Promise<StatusUpdate[]> {
      const rows = await db
        .select()
        .from(t.statusUpdates)
        .where(eq(t.statusUpdates.establishmentId, place.id))
        .orderBy(desc(t.statusUpdates.createdAt), desc(t.statusUpdates.id));
      return rows.map(toStatusUpdate);
    },
  };
}

export type StatusUpdateService = ReturnType<typeof createStatusUpdateService>;

/**
 * In the post's transaction: refuses (409) an active update beyond the place's limit, so one owner
 * cannot bloat what every visitor reads. The
 * place's row is locked first, so two posts at once are counted one after the other.
 */
async function assertRoomForActiveUpdate(tx: Executor, establishmentId: number, now: Date) {
  await lockPlace(tx, establishmentId);
  const [row] = await tx
    .select({ active: count() })
    .from(t.statusUpdates)
    .where(
      and(
        eq(t.statusUpdates.establishmentId, establishmentId),
        eq(t.statusUpdates.isActive, true),
        gt(t.statusUpdates.expiresAt, now),
      ),
    );
  if ((row?.active ?? 0) >= STATUS_UPDATES_ACTIVE_MAX) throw conflict(tooManyActiveUpdates());
}

function liveUpdateOf(row: StatusUpdateRow) {
  return {
    establishmentId: row.establishmentId,
    update: {
      id: row.id,
      message: row.message,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    },
  };
}
