import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * Idempotency keys of every write kept offline (modules/idempotency owns it), an owner's or a visitor's
 * report, each in its scope (`user:<id>`, or `visitor` for writes made without an account): the first request with a key
 * reserves it, its reply is stored, and a repeat of the request with the same key gets that reply
 * instead of doing the write again. The primary key makes two requests arriving together reserve the
 * key once. Rows are kept a bounded time (IDEMPOTENCY_KEY_TTL_MS).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose keys: `user:<id>` for an account's writes, `visitor` for writes made without one. */
    scope: varchar('scope', { length: 40 }).notNull(),
    /** The account whose write it was (its keys go with it); null in the visitors' scope. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** What the first request asked (a hash of method, route, parameters and body). */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is still being handled. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
