import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { establishments } from './schema-core';

/** Stays: room rates and availability (modules/accommodations), booking requests (modules/bookings). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accommodationRates = pgTable(
  'accommodation_rates',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    roomType: text('room_type').notNull(),
    baseRate: doublePrecision('base_rate').notNull(),
    peakRate: doublePrecision('peak_rate'),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    maxOccupancy: integer('max_occupancy').notNull().default(2),
    bedConfiguration: text('bed_configuration'),
    roomSize: text('room_size'),
    amenities: text('amenities'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accommodation_rates_establishment_idx').on(t.establishmentId)],
);

export const accommodationAvailability = pgTable(
  'accommodation_availability',
  {
    id: serial('id').primaryKey(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => accommodationRates.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    availableRooms: integer('available_rooms').notNull().default(0),
    rate: doublePrecision('rate'),
    minimumStay: integer('minimum_stay').notNull().default(1),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockReason: text('block_reason'),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accommodation_availability_rate_date_idx').on(t.rateId, t.date)],
);

export const bookingRequests = pgTable('booking_requests', {
  id: serial('id').primaryKey(),
  establishmentId: integer('establishment_id')
    .notNull()
    .references(() => establishments.id, { onDelete: 'cascade' }),
  rateId: integer('rate_id').references(() => accommodationRates.id, { onDelete: 'set null' }),
  guestName: text('guest_name').notNull(),
  guestEmail: text('guest_email').notNull(),
  guestPhone: text('guest_phone'),
  checkIn: date('check_in', { mode: 'string' }).notNull(),
  checkOut: date('check_out', { mode: 'string' }).notNull(),
  adults: integer('adults').notNull().default(2),
  children: integer('children').notNull().default(0),
  totalRate: doublePrecision('total_rate'),
  specialRequests: text('special_requests'),
  /** The language of the page the guest asked from (`en`, `es`): the guest's mails speak it. */
  locale: varchar('locale', { length: 2 }).notNull().default('en'),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  bookingReference: text('booking_reference').unique(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const propertyIntegrations = pgTable('property_integrations', {
  id: serial('id').primaryKey(),
  establishmentId: integer('establishment_id')
    .notNull()
    .references(() => establishments.id, { onDelete: 'cascade' }),
  pmsType: text('pms_type').notNull(),
  apiEndpoint: text('api_endpoint'),
  apiKey: text('api_key'),
  propertyId: text('property_id'),
  webhookUrl: text('webhook_url'),
  lastSync: timestamp('last_sync', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  commissionRate: doublePrecision('commission_rate'),
});
