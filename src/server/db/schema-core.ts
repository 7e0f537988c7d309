import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accent folding for search, the same on PGlite and PostgreSQL (no unaccent extension). The stored
 * search text and the search query must fold alike; changing these needs a new migration.
 */
export const FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
export const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  color: varchar('color', { length: 16 }).notNull(),
  icon: text('icon').notNull(),
});

export const areas = pgTable('areas', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const establishments = pgTable(
  'establishments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** The description in Spanish, shown on `/es` pages; null: those show the English one. */
    descriptionEs: text('description_es'),
    areaId: integer('area_id').references(() => areas.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coordinateQuality: varchar('coordinate_quality', { length: 16 }),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    whatsappBooking: text('whatsapp_booking'),
    website: text('website'),
    logoUrl: text('logo_url'),
    address: text('address'),
    hours: text('hours'),
    /** The free-text hours in Spanish, shown on `/es` pages; null: those show the English ones. */
    hoursEs: text('hours_es'),
    /** The hours in OpenStreetMap `opening_hours` syntax, evaluated in Belize time; null when unknown. */
    openingHours: text('opening_hours'),
    priceRange: varchar('price_range', { length: 8 }),
    menu: text('menu'),
    amenities: text('amenities'),
    allergyInfo: text('allergy_info'),
    specialties: text('specialties'),
    acceptedPayments: text('accepted_payments'),
    parkingInfo: text('parking_info'),
    accessibilityInfo: text('accessibility_info'),
    /**
     * What the place offers (domain/amenities.ts): attribute key to yes (true) or no (false); a key
     * left out is not known. Owners' answers are named in ownerEditedFields as `attributes.<key>`.
     */
    attributes: jsonb('attributes').$type<Partial<Record<string, boolean>>>().notNull().default({}),
    socialMedia: text('social_media'),
    googlePlaceId: text('google_place_id').unique(),
    googleRating: doublePrecision('google_rating'),
    googleReviewCount: integer('google_review_count'),
    lastRatingUpdate: timestamp('last_rating_update', { withTimezone: true }),
    heroImageUrl: text('hero_image_url'),
    featuredImageUrl: text('featured_image_url'),
    imageGallery: text('image_gallery').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Where the record came from: seed, owner, admin or google. */
    source: varchar('source', { length: 16 }).notNull().default('admin'),
    /** Field names an owner has edited; the Google import never overwrites them. */
    ownerEditedFields: text('owner_edited_fields').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When someone last said the listing is right, and who: owner, admin, import or seed. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: varchar('checked_by', { length: 8 }).notNull().default('admin'),
    /**
     * Set when enough different visitors report the place closed for good (modules/freshness), until
     * the admin resolves their reports: the page and card warn meanwhile.
     */
    reportedClosedAt: timestamp('reported_closed_at', { withTimezone: true }),
    /**
     * Name, both descriptions (English, Spanish) and address, accent- and case-folded, kept by the
     * database: search scans this one column instead of folding four per row per query. chr(31)
     * separates the fields, so a search never matches across two of them. Not part of any API reply.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(translate(coalesce(name, '') || chr(31) || coalesce(description, '') || chr(31) || coalesce(description_es, '') || chr(31) || coalesce(address, ''), '${FOLD_FROM}', '${FOLD_TO}'))`,
      ),
    ),
  },
  (t) => [
    index('establishments_category_idx').on(t.categoryId),
    index('establishments_area_idx').on(t.areaId),
    index('establishments_active_category_area_idx').on(t.isActive, t.categoryId, t.areaId),
    // Public lists are ordered by name: these let a page (limit/offset) read only the rows it shows.
    index('establishments_active_name_idx').on(t.name, t.id).where(sql`is_active`),
    index('establishments_active_category_area_name_idx')
      .on(t.categoryId, t.areaId, t.name, t.id)
      .where(sql`is_active`),
    // Map pins in a bounding box: a range on latitude, then longitude, of the active places.
    index('establishments_active_position_idx').on(t.latitude, t.longitude).where(sql`is_active`),
  ],
);

export const statusUpdates = pgTable(
  'status_updates',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    type: varchar('type', { length: 32 }).notNull().default('announcement'),
    isActive: boolean('is_active').notNull().default(true),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('status_updates_establishment_idx').on(t.establishmentId, t.createdAt),
    index('status_updates_live_idx').on(t.isActive, t.expiresAt),
  ],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  passwordHash: text('password_hash').notNull(),
  role: varchar('role', { length: 16 }).notNull().default('owner'),
  /** The language of the page the account was made on (`en`, `es`): its mails speak it. */
  locale: varchar('locale', { length: 2 }).notNull().default('en'),
  /** When the owner of the address proved it (the verification mail's link, or a password reset). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time tokens mailed to an account (email verification, password reset); owned by the accounts
 * module. Only the sha256 of a token is kept: a leaked table gives no usable link.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Mails waiting to be sent, written in the transaction of the change that causes them; owned by the
 * mail module, whose worker claims due rows (FOR UPDATE SKIP LOCKED plus a lease) and sends them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this moment (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; after it (a crash mid-send) another may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt (kept, with lastError, for the operator). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const businessOwnership = pgTable(
  'business_ownership',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_ownership_user_establishment_idx').on(t.userId, t.establishmentId),
    index('business_ownership_establishment_idx').on(t.establishmentId),
  ],
);

export const businessClaims = pgTable(
  'business_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    businessName: text('business_name'),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    website: text('website'),
    description: text('description'),
    hours: text('hours'),
    specialties: text('specialties'),
    amenities: text('amenities'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reviewerNotes: text('reviewer_notes'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('business_claims_status_idx').on(t.status), index('business_claims_user_idx').on(t.userId)],
);

export const businessRegistrations = pgTable(
  'business_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id').references(() => establishments.id, {
      onDelete: 'set null',
    }),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    verificationCode: text('verification_code').notNull(),
    businessLicense: text('business_license'),
    isVerified: boolean('is_verified').notNull().default(false),
    submittedData: jsonb('submitted_data').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    notes: text('notes'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('business_registrations_status_idx').on(t.status),
    index('business_registrations_user_idx').on(t.userId),
  ],
);

export const userLocations = pgTable('user_locations', {
  id: serial('id').primaryKey(),
  sessionId: varchar('session_id', { length: 128 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  address: text('address'),
  areaId: integer('area_id').references(() => areas.id),
  isStayingLocation: boolean('is_staying_location').notNull().default(false),
  accuracy: doublePrecision('accuracy'),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
});

export const dataImports = pgTable(
  'data_imports',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    type: text('type').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    recordsProcessed: integer('records_processed').notNull().default(0),
    recordsTotal: integer('records_total').notNull().default(0),
    errorLog: text('error_log'),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('data_imports_created_idx').on(t.createdAt)],
);

export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  establishmentId: integer('establishment_id').references(() => establishments.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  width: integer('width'),
  height: integer('height'),
  uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Owners' photos of a place, in the order the owner chose (position 0 is the hero). Each is stored
 * in two sizes and two formats, as four rows of `media`.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    cardAvifId: integer('card_avif_id')
      .notNull()
      .references(() => media.id),
    cardWebpId: integer('card_webp_id')
      .notNull()
      .references(() => media.id),
    detailAvifId: integer('detail_avif_id')
      .notNull()
      .references(() => media.id),
    detailWebpId: integer('detail_webp_id')
      .notNull()
      .references(() => media.id),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('photos_establishment_position_idx').on(t.establishmentId, t.position)],
);
