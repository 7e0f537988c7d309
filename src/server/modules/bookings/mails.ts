import { bookingPaths, describeGuests, nightsOf } from '../../../domain/bookings';
import { formatUsdBzd } from '../../../domain/money';
import { inertLinks } from '../../../domain/text';
import { compose, greet, type OutgoingMail } from '../mail';

/** What every booking mail says about the stay. */
export interface StaySummary {
  reference: string;
  establishmentId: number;
  placeName: string;
  roomType: string | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  totalRate: number | null;
}

function stayLines(s: StaySummary): string[] {
  const nights = nightsOf(s.checkIn, s.checkOut);
  return [
    `Reference: ${s.reference}`,
    `Stay: ${s.checkIn} to ${s.checkOut} (${nights} night${nights === 1 ? '' : 's'}), ${describeGuests(s.adults, s.children)}`,
    ...(s.roomType ? [`Room: ${s.roomType}`] : []),
    ...(s.totalRate !== null ? [`Estimated total: ${formatUsdBzd(s.totalRate)}`] : []),
  ];
}

/**
 * To the guest, at once: the request is sent, it is not yet a booking. The address is whatever the form
 * was given, so nothing the sender typed (the guest's name) is in the greeting or the subject.
 */
export function guestRequestMail(to: string, s: StaySummary, origin: string): OutgoingMail {
  return compose({
    to,
    subject: `Your booking request at ${s.placeName} (${s.reference})`,
    greeting: greet(null),
    lines: [
      `We have sent your request to stay at ${s.placeName}. This is a request, not a confirmed booking: the place will confirm or decline it, and we will mail you its answer.`,
      ...stayLines(s),
    ],
    action: { label: `See ${s.placeName}`, url: origin + bookingPaths.place(s.establishmentId) },
    footer: 'Quote the reference if you contact the place about this request.',
  });
}

/** To each verified owner of the place: a request to answer in the dashboard; the guest's words made inert. */
export function ownerRequestMail(
  to: string,
  guest: { name: string; email: string; phone: string | null; specialRequests: string | null },
  s: StaySummary,
  origin: string,
): OutgoingMail {
  const name = inertLinks(guest.name);
  return compose({
    to,
    subject: `New booking request for ${s.placeName} (${s.reference})`,
    greeting: 'Hello,',
    lines: [
      `${name} asks to stay at ${s.placeName}. Please confirm or decline the request in your dashboard; the guest is mailed your answer.`,
      ...stayLines(s),
      `Guest: ${name}, ${guest.email}${guest.phone ? `, ${inertLinks(guest.phone)}` : ''}`,
      ...(guest.specialRequests ? [`Special requests: ${inertLinks(guest.specialRequests)}`] : []),
    ],
    action: { label: 'Answer the request', url: origin + bookingPaths.ownerRequests(s.establishmentId) },
    footer: 'You get this mail because you are a verified owner of this place on the guide.',
  });
}

/** To the guest, when an owner has decided; greeted without the name the request was sent with. */
export function guestOutcomeMail(
  to: string,
  outcome: 'confirmed' | 'declined',
  s: StaySummary,
  answer: { origin: string; note: string | null },
): OutgoingMail {
  const confirmed = outcome === 'confirmed';
  return compose({
    to,
    subject: confirmed
      ? `Your stay at ${s.placeName} is confirmed (${s.reference})`
      : `Your booking request at ${s.placeName} was declined (${s.reference})`,
    greeting: greet(null),
    lines: [
      confirmed
        ? `Good news: ${s.placeName} has confirmed your booking request.`
        : `${s.placeName} cannot take your booking request for these dates. Nothing is booked and nothing is charged.`,
      ...(answer.note ? [`${s.placeName} adds: "${answer.note}"`] : []),
      ...stayLines(s),
    ],
    action: { label: `See ${s.placeName}`, url: answer.origin + bookingPaths.place(s.establishmentId) },
    footer: confirmed
      ? 'Payment and any deposit are arranged with the place directly.'
      : 'You may send a request for other dates, or look at other places to stay on the guide.',
  });
}
