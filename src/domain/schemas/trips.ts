import { z } from 'zod';
import {
  SHARED_TRIP_DAYS,
  TRIP_DAYS_MAX,
  TRIP_LISTS_MAX,
  TRIP_NOTE_MAX,
  TRIP_STOPS_MAX,
  TRIP_TITLE_MAX,
} from '../trip-limits';
import { idField, isoDate } from './common';
import { cleanedText, requiredText } from './fields';

export { SHARED_TRIP_DAYS, TRIP_DAYS_MAX, TRIP_LISTS_MAX, TRIP_NOTE_MAX, TRIP_STOPS_MAX, TRIP_TITLE_MAX };

const TOO_MANY_DAYS = `A trip has at most ${TRIP_DAYS_MAX} days.`;
const TOO_MANY_STOPS = `A trip has at most ${TRIP_STOPS_MAX} stops.`;

const tripTitle = requiredText('Give the trip a title.', TRIP_TITLE_MAX);

/** A shared trip's code: letters and digits, unguessable (the server makes it). */
export const sharedTripCode = z.string().regex(/^[A-Za-z0-9]{10,32}$/, { message: 'is not a trip code' });

/** A time of day, in Belize, as HH:MM (24-hour). */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time as HH:MM' });

const sharedDay = z
  .object({
    establishmentIds: z.array(idField).max(TRIP_STOPS_MAX, TOO_MANY_STOPS),
    /** Each stop's time (null: none), in the order of establishmentIds; absent: no times. */
    times: z.array(timeOfDay.nullable()).max(TRIP_STOPS_MAX, TOO_MANY_STOPS).optional(),
  })
  .refine((d) => d.times === undefined || d.times.length === d.establishmentIds.length, {
    message: 'Give one time (or null) per place of the day.',
    path: ['times'],
  });

/**
 * POST /api/trips/shared: a read-only snapshot of a plan, its days' places in order with their times.
 * No notes: what a visitor wrote for themselves is never shared.
 */
export const sharedTripBody = z
  .object({
    title: tripTitle,
    startDate: isoDate.nullish().transform((d) => d ?? null),
    days: z.array(sharedDay).min(1, 'Plan at least one day.').max(TRIP_DAYS_MAX, TOO_MANY_DAYS),
  })
  .refine((trip) => trip.days.reduce((n, d) => n + d.establishmentIds.length, 0) <= TRIP_STOPS_MAX, {
    message: TOO_MANY_STOPS,
    path: ['days'],
  });
export type SharedTripBody = z.input<typeof sharedTripBody>;
export type SharedTripInput = z.output<typeof sharedTripBody>;

export const sharedTripCreated = z.object({ code: z.string(), url: z.string() });
export type SharedTripCreated = z.infer<typeof sharedTripCreated>;

/** GET /api/trips/shared/:code. */
export const sharedTrip = z.object({
  code: z.string(),
  title: z.string(),
  startDate: z.string().nullable(),
  /** `times[i]` is the time of `establishmentIds[i]` (null: none; every null for a trip shared without). */
  days: z.array(
    z.object({ establishmentIds: z.array(z.number().int()), times: z.array(z.string().nullable()) }),
  ),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SharedTrip = z.infer<typeof sharedTrip>;

/** One place in a list: the day it is planned for (null: saved, not planned yet), a time, a private note. */
export const tripStop = z.object({
  establishmentId: idField,
  day: z.number().int().min(1).max(TRIP_DAYS_MAX, TOO_MANY_DAYS).nullable(),
  time: timeOfDay.nullable(),
  note: cleanedText(TRIP_NOTE_MAX)
    .transform((s) => (s === '' ? null : s))
    .nullable(),
});
export type TripStop = z.infer<typeof tripStop>;

/**
 * A list of the visitor's (the default trip or a named one), as a device keeps it and an account stores
 * it. Its id is made by the device that created it; `updatedAt` is that device's moment of the last
 * change, which decides between two devices (the later wins, per list); a deleted list stays, marked,
 * so a device that still holds it learns it is gone.
 */
export const tripList = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'is not a list id' }),
    name: tripTitle,
    startDate: isoDate.nullable(),
    dayCount: z.number().int().min(0).max(TRIP_DAYS_MAX, TOO_MANY_DAYS),
    stops: z.array(tripStop).max(TRIP_STOPS_MAX, TOO_MANY_STOPS),
    updatedAt: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }),
    deleted: z.boolean(),
  })
  .refine((list) => list.stops.every((s) => s.day === null || s.day <= list.dayCount), {
    message: 'A stop is planned for a day the list does not have.',
    path: ['stops'],
  })
  .refine((list) => new Set(list.stops.map((s) => s.establishmentId)).size === list.stops.length, {
    message: 'A place is in a list once.',
    path: ['stops'],
  });
export type TripList = z.infer<typeof tripList>;

/** PUT /api/me/trips: the device's lists; the account keeps, per list, the later of its copy and this. */
export const tripListsBody = z.object({
  lists: z.array(tripList).max(TRIP_LISTS_MAX, `An account keeps at most ${TRIP_LISTS_MAX} lists.`),
});
export type TripListsBody = z.input<typeof tripListsBody>;

/** A list as the account keeps it and sends it back: what `tripList` accepted, as it came out. */
export const accountTripList = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string().nullable(),
  dayCount: z.number().int(),
  stops: z.array(
    z.object({
      establishmentId: z.number().int(),
      day: z.number().int().nullable(),
      time: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  updatedAt: z.string(),
  deleted: z.boolean(),
});

/** GET and PUT /api/me/trips: every list of the account (deleted ones marked) and the moment it was read. */
export const accountTrips = z.object({
  lists: z.array(accountTripList),
  syncedAt: z.string(),
});
export type AccountTrips = z.infer<typeof accountTrips>;
