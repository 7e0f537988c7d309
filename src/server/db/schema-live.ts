import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

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
