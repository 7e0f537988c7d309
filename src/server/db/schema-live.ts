import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * The live stream's event log (modules/live owns it): every event pushed to open pages, kept a bounded
 * time so a reconnecting page can be sent what it missed (Last-Event-ID). Ids only grow, and commit in
 * id order (writers take one advisory lock), so a reader that has seen id n has seen every id below it.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    data: jsonb('data').notNull(),
    /**
     * At most one event per key: an update's removal is written once, whether by its delete or at its
     * expiry, and by whichever instance gets there first.
     */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/** Island-wide alerts from the admin (modules/alerts owns it); active until expiry or until ended. */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    severity: varchar('severity', { length: 16 }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('alerts_expires_idx').on(t.expiresAt)],
);
