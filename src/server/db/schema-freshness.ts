import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { establishments, users } from './schema-core';

/**
 * What visitors report wrong about a place (modules/freshness owns it). The reporter's address is
 * kept only to thank them and is never shown to owners; `reporterKey` (a keyed hash of the client's
 * network address) counts different reporters without keeping the address itself.
 */
export const placeReports = pgTable(
  'place_reports',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Kind `amenity`: which attribute (domain/amenities.ts), when the visitor named one. */
    attribute: varchar('attribute', { length: 32 }),
    message: text('message'),
    email: text('email'),
    /** The language of the page the report came from (`en`, `es`): the thank-you mail speaks it. */
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    reporterKey: varchar('reporter_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    outcome: varchar('outcome', { length: 16 }),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When the place's owners were mailed about this report (alone, or in an hourly digest); null while
     * it waits for the place's next mail, at most one an hour (modules/freshness/owner-mails.ts).
     */
    ownersToldAt: timestamp('owners_told_at', { withTimezone: true }),
  },
  (t) => [
    index('place_reports_establishment_idx').on(t.establishmentId, t.status, t.createdAt),
    index('place_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The one-tap "still right" links of the stale-listing reminders: only the sha256 of each token is
 * kept; a token works once, before it expires, for the owner it was mailed to.
 */
export const listingConfirmTokens = pgTable(
  'listing_confirm_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_confirm_tokens_place_idx').on(t.establishmentId, t.createdAt)],
);
