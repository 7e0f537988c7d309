import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The change log (modules/changes owns it): one record per write that changes what visitors see,
 * appended in the writer's transaction. Every instance reads it in id order and tells its caches and its
 * open pages. Ids only grow, and commit in id order (writers take one advisory lock), so a reader that
 * has seen id n has seen every id below it. Kept a bounded time so a reconnecting page can be sent the
 * live events it missed (Last-Event-ID).
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The places whose rows or live updates changed; empty: none (an alert); null: anything may have. */
    establishmentIds: integer('place_ids').array(),
    /** The live event open pages are sent (null with `data`: a change pages are not told of). */
    kind: varchar('kind', { length: 32 }),
    data: jsonb('data'),
    /**
     * At most one record per key: an update's removal is written once, whether by its delete or at its
     * expiry, and by whichever instance gets there first.
     */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_log_created_idx').on(t.createdAt)],
);
