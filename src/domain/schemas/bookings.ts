import { z } from 'zod';
import { MAX_GUESTS, MAX_NIGHTS, nightsOf } from '../bookings';
import { idField, isoDate, localeField, optionalText } from './common';
import { requiredText } from './fields';
import { ENTER_VALID_EMAIL, tooLong } from './messages';

/** Booking requests for stays: what a guest sends, what the guest and the owner get back. */

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const guests = (min: number, what: string) =>
  z
    .number(`Enter the number of ${what}.`)
    .int(`Enter a whole number of ${what}.`)
    .min(min, min === 1 ? 'At least one adult stays.' : `Enter ${min} or more.`)
    .max(MAX_GUESTS, `At most ${MAX_GUESTS} ${what} per request.`);

/**
 * POST /api/establishments/:id/booking-requests. "Not in the past" depends on the day on the island,
 * which the server takes from its clock and the form from the browser's (see checkInProblem).
 */
export const bookingRequestBody = z
  .object({
    checkIn: isoDate,
    checkOut: isoDate,
    adults: guests(1, 'adults'),
    children: guests(0, 'children').default(0),
    /** The room type asked for (a rate of the place); none leaves the choice to the owner. */
    rateId: idField.nullish(),
    guestName: requiredText('Enter your name.', 100),
    guestEmail: z
      .string('Enter your email address.')
      .trim()
      .min(1, 'Enter your email address.')
      .max(254, tooLong(254))
      .email(ENTER_VALID_EMAIL)
      // One address, one rate-limit count, whatever its case.
      .transform((s) => s.toLowerCase()),
    guestPhone: optionalText(40),
    specialRequests: optionalText(1000),
    locale: localeField,
  })
  .refine((b) => b.checkOut > b.checkIn, {
    message: 'Choose a check-out date after the check-in date.',
    path: ['checkOut'],
  })
  .refine((b) => nightsOf(b.checkIn, b.checkOut) <= MAX_NIGHTS, {
    message: `A request can be for at most ${MAX_NIGHTS} nights.`,
    path: ['checkOut'],
  })
  .refine((b) => b.adults + (b.children ?? 0) <= MAX_GUESTS, {
    message: `At most ${MAX_GUESTS} guests per request.`,
    path: ['children'],
  });
export type BookingRequestInput = z.input<typeof bookingRequestBody>;
export type BookingRequestBody = z.output<typeof bookingRequestBody>;

/** The guest's answer: the reference the mails quote, and the estimate shown. */
export const bookingRequestCreated = z.object({
  bookingReference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  nights: z.number().int(),
  totalRate: z.number().nullable(),
  totalRateBzd: z.number().nullable(),
  message: z.string(),
});
export type BookingRequestCreated = z.infer<typeof bookingRequestCreated>;

/** A request as the owners of the place see it. */
export const ownerBookingRequest = z.object({
  id: z.number().int(),
  establishmentId: z.number().int(),
  establishmentName: z.string(),
  rateId: z.number().int().nullable(),
  roomType: z.string().nullable(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  totalRate: z.number().nullable(),
  totalRateBzd: z.number().nullable(),
  specialRequests: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  bookingReference: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type OwnerBookingRequest = z.infer<typeof ownerBookingRequest>;

/** An owner's answer may carry a note for the guest ("we meet you at the water taxi"), sent in the mail. */
export const bookingAnswerBody = z
  .object({ note: optionalText(500) })
  .nullish()
  .transform((b) => ({ note: b?.note ?? null }));
export type BookingAnswerBody = z.input<typeof bookingAnswerBody>;
