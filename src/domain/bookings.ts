/**
 * Booking requests for stays: rules shared by the server (which checks and mails) and the
 * web form (which shows the same numbers before anything is sent).
 */
import { addDays, daysBetween } from './dates';
import { pageLinks } from './page-routes';

/** A stay may start at most this many days ahead (rates further out are not kept by owners). */
export const MAX_DAYS_AHEAD = 730;
/** Longest stay, as the rates call allows. */
export const MAX_NIGHTS = 60;
/** Largest party one request may carry. */
export const MAX_GUESTS = 20;

/** Why a check-in date cannot be requested today, or null when it can. */
export function checkInProblem(checkIn: string, today: string): string | null {
  if (checkIn < today) return 'Choose a check-in date from today on.';
  if (checkIn > addDays(today, MAX_DAYS_AHEAD)) return 'Choose a check-in date within the next two years.';
  return null;
}

/** Nights between two YYYY-MM-DD dates (as the rates count them; here so the web's chunks need no schemas). */
export const nightsOf = (checkIn: string, checkOut: string) => daysBetween(checkIn, checkOut);

export function describeGuests(adults: number, children: number): string {
  const a = `${adults} adult${adults === 1 ? '' : 's'}`;
  return children > 0 ? `${a}, ${children} child${children === 1 ? '' : 'ren'}` : a;
}

/** The WhatsApp message a guest may send instead, with the stay filled in. */
export function whatsappBookingMessage(opts: {
  placeName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  roomType?: string | null;
}): string {
  const nights = nightsOf(opts.checkIn, opts.checkOut);
  const room = opts.roomType ? ` in a ${opts.roomType}` : '';
  return `Hello ${opts.placeName}, I would like to book a stay${room}: check-in ${opts.checkIn}, check-out ${opts.checkOut} (${nights} night${nights === 1 ? '' : 's'}), ${describeGuests(opts.adults, opts.children)}. Is it available? (via Ambergris Guide)`;
}

/** The owner dashboard's tab of booking requests, which the owner's mail links to. */
export const bookingPaths = {
  ownerRequests: (establishmentId: number) =>
    pageLinks.dashboard({ business: establishmentId, tab: 'bookings' }),
  place: pageLinks.establishment,
} as const;
