import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * Idempotency keys of owners' writes (modules/idempotency owns it): the first request with a key
 * reserves it, its reply is stored, and a repeat of the request with the same key gets that reply
 * instead of doing the write again. The primary key makes two requests arriving together reserve the
 * key once. Rows are kept a bounded time (IDEMPOTENCY_KEY_TTL_MS).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** What the first request asked (a hash of method, route, parameters and body). */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is still being handled. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
