import { desc, eq } from 'drizzle-orm';
import { DEFAULT_UPDATE_DURATION_HOURS } from '../../../domain/constants';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { StatusUpdate } from '../../../domain/schemas/catalog';
import { STATUS_UPDATE_MAX_LIFETIME_MS, type StatusUpdateInput } from '../../../domain/schemas/updates';
import { expiryFromHours } from '../../../domain/updates';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { CatalogChanges } from '../catalog/changes';
import { toStatusUpdate } from '../catalog/place';
import type { ManageCheck } from '../establishments/service';

/** Live updates posted by verified owners (or the admin); visitors see the active, unexpired ones. */
export function createStatusUpdateService(db: Db, deps: { ownership: ManageCheck; changes: CatalogChanges }) {
  const { ownership, changes } = deps;

  return {
    async create(user: PublicUser, input: StatusUpdateInput, now = new Date()): Promise<StatusUpdate> {
      await ownership.assertCanManage(user, input.establishmentId);
      let expiresAt = expiryFromHours(DEFAULT_UPDATE_DURATION_HOURS, now);
      if (input.expiresAt) {
        expiresAt = new Date(input.expiresAt);
        if (expiresAt.getTime() <= now.getTime()) throw badRequest('The expiry must be in the future');
        if (expiresAt.getTime() > now.getTime() + STATUS_UPDATE_MAX_LIFETIME_MS)
          throw badRequest('An update can last at most 7 days');
      }
      const [row] = await db
        .insert(t.statusUpdates)
        .values({
          establishmentId: input.establishmentId,
          // Plain text, stored as typed: the web renders it as text, never as HTML.
          message: input.message,
          type: input.type,
          isActive: input.isActive ?? true,
          createdByUserId: user.id,
          expiresAt,
        })
        .returning();
      changes.publish([row.establishmentId]);
      return toStatusUpdate(row);
    },

    /** Soft delete: the update stays in the owner's history as inactive. */
    async remove(user: PublicUser, id: number): Promise<void> {
      const [row] = await db
        .select({ establishmentId: t.statusUpdates.establishmentId, isActive: t.statusUpdates.isActive })
        .from(t.statusUpdates)
        .where(eq(t.statusUpdates.id, id));
      if (!row) throw notFound('Status update');
      await ownership.assertCanManage(user, row.establishmentId);
      if (!row.isActive) return;
      await db.update(t.statusUpdates).set({ isActive: false }).where(eq(t.statusUpdates.id, id));
      changes.publish([row.establishmentId]);
    },

    /** Every update of an establishment, expired and deleted ones included, newest first. */
    async listAll(user: PublicUser, establishmentId: number): Promise<StatusUpdate[]> {
      await ownership.assertCanManage(user, establishmentId);
      const rows = await db
        .select()
        .from(t.statusUpdates)
        .where(eq(t.statusUpdates.establishmentId, establishmentId))
        .orderBy(desc(t.statusUpdates.createdAt), desc(t.statusUpdates.id));
      return rows.map(toStatusUpdate);
    },
  };
}

export type StatusUpdateService = ReturnType<typeof createStatusUpdateService>;
