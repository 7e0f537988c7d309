import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Owner insights (modules/insights owns both tables). Only counts are stored: never an address, a user
 * agent or a visitor's hash. No foreign keys: a batch of counts must never fail because a place or an
 * update was deleted between the event and the flush (the counts of a deleted place are simply unread).
 */

/** Visitors per place, Belize day and kind (view, whatsapp, call, directions, website, share). */
export const insightCounts = pgTable(
  'insight_counts',
  {
    establishmentId: integer('establishment_id').notNull(),
    /** The Belize calendar day (UTC-6 all year). */
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.day, t.kind] }),
    // The admin's island-wide days read by day, not by place.
    index('insight_counts_day_idx').on(t.day),
  ],
);

/** The visitors who viewed a place while one of its live updates was active: the update's reach. */
export const insightUpdateReach = pgTable('insight_update_reach', {
  statusUpdateId: integer('status_update_id').primaryKey(),
  n: integer('n').notNull(),
});
