import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/** One shared day as stored: its place ids and each one's time (or, from before times were kept, the ids). */
export type SharedDayStored = number[] | { ids: number[]; times: (string | null)[] };

/** Read-only snapshots of visitors' plans behind a share link (modules/trips owns it); kept a year. */
export const sharedTrips = pgTable(
  'shared_trips',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    title: text('title').notNull(),
    startDate: varchar('start_date', { length: 10 }),
    /**
     * The days' places in order with their times, `[{ ids: [12, 7], times: ['09:00', null] }]`; a trip
     * shared before times were kept has the ids alone, `[[12, 7], [3]]`.
     */
    days: jsonb('days').$type<SharedDayStored[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shared_trips_expires_idx').on(t.expiresAt)],
);

/** An account's trip lists, one row per list (modules/trips owns it); the body is the list as sent. */
export const accountTripLists = pgTable(
  'account_trip_lists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: varchar('list_id', { length: 64 }).notNull(),
    body: jsonb('body').notNull(),
    /** The device's moment of the list's last change: the later copy wins. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listId] })],
);
