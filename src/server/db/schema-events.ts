import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { establishments, users } from './schema-core';

/**
 * Events owners post (modules/events owns it). Times are kept as Belize wall-clock text
 * (`2026-12-02T19:30`), as the owner wrote them and as the recurrence rule reads them; `firstStartsAt`
 * and `lastEndsAt` are the instants bounding every occurrence, so a window's query reads only the
 * events that can fall in it.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    startLocal: varchar('start_local', { length: 16 }).notNull(),
    endLocal: varchar('end_local', { length: 16 }).notNull(),
    /** null: a one-off event; else daily, weekly or monthly. */
    repeatFrequency: varchar('repeat_frequency', { length: 8 }),
    /** Weekly: RFC 5545 weekday codes (MO…SU). */
    repeatDays: text('repeat_days').array().notNull().default([]),
    /** The series' last date (YYYY-MM-DD, Belize). */
    repeatUntil: varchar('repeat_until', { length: 10 }),
    skipDates: text('skip_dates').array().notNull().default([]),
    firstStartsAt: timestamp('first_starts_at', { withTimezone: true }).notNull(),
    lastEndsAt: timestamp('last_ends_at', { withTimezone: true }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('events_establishment_idx').on(t.establishmentId),
    index('events_window_idx').on(t.lastEndsAt, t.firstStartsAt),
  ],
);
