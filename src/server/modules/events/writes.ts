import { desc, eq } from 'drizzle-orm';
import type { EventInput, EventPatchInput, PlaceEvent } from '../../../domain/schemas/events';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import type { ChangeWriter } from '../changes';
import { establishmentNames, publishedCategoryOf } from '../establishments';
import { assertRoomForUpcomingEvent } from './limits';
import { checkedSeries, columnsOf, type EventRow, mergedInput, toPlaceEvent } from './series';

/** An event's row; 404 for an unknown event. */
export async function eventRow(db: Executor, id: number): Promise<EventRow> {
  const [row] = await db.select().from(t.events).where(eq(t.events.id, id));
  if (!row) throw notFound('Event');
  return row;
}

/**
 * The owners' side of the events: posting, editing and removing a place's events, each recording its
 * change in its transaction, and the lists of what was posted.
 */
export function createEventWrites(db: Db, deps: { changes: ChangeWriter; clock: Clock }) {
  const { changes, clock } = deps;
  /** The place's event; 404 for an unknown event or another place's. */
  const rowOf = async (place: ManagedPlace, id: number) => {
    const row = await eventRow(db, id);
    if (row.establishmentId !== place.id) throw notFound('Event');
    return row;
  };

  async function recordChange(tx: Executor, establishmentId: number) {
    const seen = (await publishedCategoryOf(tx, establishmentId)) !== null;
    await changes.record(tx, {
      establishmentIds: [establishmentId],
      event: seen ? { kind: 'events', data: { establishmentId } } : undefined,
    });
  }

  return {
    async create(place: ManagedPlace, input: EventInput, now = clock.now()) {
      const establishmentId = place.id;
      const checked = checkedSeries(input, now, true);
      const row = await db.transaction(async (tx) => {
        await assertRoomForUpcomingEvent(tx, establishmentId, now);
        const [row] = await tx
          .insert(t.events)
          .values({
            establishmentId,
            ...columnsOf(input, checked),
            createdByUserId: place.by.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordChange(tx, establishmentId);
        return row;
      });
      await changes.caughtUp();
      return toPlaceEvent(row, now);
    },

    /** The place an event belongs to (for the route guard); 404 for an unknown event. */
    async establishmentOf(id: number): Promise<number> {
      return (await eventRow(db, id)).establishmentId;
    },

    /** An event of `place` only (the route's guard checked the event's place). */
    async update(place: ManagedPlace, id: number, patch: EventPatchInput, now = clock.now()) {
      const current = await rowOf(place, id);
      const input = mergedInput(current, patch);
      const checked = checkedSeries(input, now, false);
      const row = await db.transaction(async (tx) => {
        // Moving an ended event's dates ahead makes it upcoming again: it counts then.
        if (checked.last.end.getTime() > now.getTime())
          await assertRoomForUpcomingEvent(tx, current.establishmentId, now, id);
        const [row] = await tx
          .update(t.events)
          .set({ ...columnsOf(input, checked), updatedAt: now })
          .where(eq(t.events.id, id))
          .returning();
        await recordChange(tx, current.establishmentId);
        return row;
      });
      await changes.caughtUp();
      return toPlaceEvent(row, now);
    },

    async remove(place: ManagedPlace, id: number): Promise<void> {
      const row = await rowOf(place, id);
      await db.transaction(async (tx) => {
        await tx.delete(t.events).where(eq(t.events.id, id));
        await recordChange(tx, row.establishmentId);
      });
      await changes.caughtUp();
    },

    /** Every event of a place, ended ones included, newest first (its owners' list). */
    async posted(place: ManagedPlace, now = clock.now()): Promise<PlaceEvent[]> {
      const rows = await db
        .select()
        .from(t.events)
        .where(eq(t.events.establishmentId, place.id))
        .orderBy(desc(t.events.createdAt), desc(t.events.id));
      return rows.map((r) => toPlaceEvent(r, now));
    },

    /** The events the account posted, newest first, with their places' names (the export of its data). */
    async postedBy(userId: number) {
      const rows = await db
        .select()
        .from(t.events)
        .where(eq(t.events.createdByUserId, userId))
        .orderBy(desc(t.events.createdAt), desc(t.events.id));
      const names = await establishmentNames(
        db,
        rows.map((r) => r.establishmentId),
      );
      return rows.map((r) => {
        const { next: _, ...event } = toPlaceEvent(r, clock.now());
        return { ...event, establishmentName: names.get(r.establishmentId) ?? '' };
      });
    },
  };
}
