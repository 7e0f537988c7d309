import { bookingPaths, nightsOf } from '../../../domain/bookings';
import { localizedPath } from '../../../domain/locale';
import { formatUsdBzd } from '../../../domain/money';
import { inertLinks } from '../../../domain/text';
import { compose, greet, type OutgoingMail } from '../mail';
import type { StaySummary } from './mails';

/** The guest's booking mails in Spanish, for a request sent from a Spanish page (mails.ts has the English). */

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

function stayLines(s: StaySummary): string[] {
  const guests = [
    plural(s.adults, 'adulto', 'adultos'),
    ...(s.children > 0 ? [plural(s.children, 'niño', 'niños')] : []),
  ].join(', ');
  return [
    `Referencia: ${s.reference}`,
    `Estancia: del ${s.checkIn} al ${s.checkOut} (${plural(nightsOf(s.checkIn, s.checkOut), 'noche', 'noches')}), ${guests}`,
    ...(s.roomType ? [`Habitación: ${s.roomType}`] : []),
    ...(s.totalRate !== null ? [`Total estimado: ${formatUsdBzd(s.totalRate)}`] : []),
  ];
}

const placeLink = (origin: string, s: StaySummary) => ({
  label: `Ver ${s.placeName}`,
  url: origin + localizedPath(bookingPaths.place(s.establishmentId), 'es'),
});

export function guestRequestMailEs(to: string, s: StaySummary, origin: string): OutgoingMail {
  return compose({
    to,
    locale: 'es',
    subject: `Tu solicitud de reserva en ${s.placeName} (${s.reference})`,
    greeting: greet(null, 'es'),
    lines: [
      `Hemos enviado tu solicitud para alojarte en ${s.placeName}. Es una solicitud, no una reserva confirmada: el lugar la confirmará o la rechazará, y te enviaremos su respuesta por correo.`,
      ...stayLines(s),
    ],
    action: placeLink(origin, s),
    footer: 'Indica la referencia si contactas con el lugar sobre esta solicitud.',
  });
}

export function guestOutcomeMailEs(
  to: string,
  outcome: 'confirmed' | 'declined',
  s: StaySummary,
  answer: { origin: string; note: string | null },
): OutgoingMail {
  const confirmed = outcome === 'confirmed';
  return compose({
    to,
    locale: 'es',
    subject: confirmed
      ? `Tu estancia en ${s.placeName} está confirmada (${s.reference})`
      : `Tu solicitud de reserva en ${s.placeName} fue rechazada (${s.reference})`,
    greeting: greet(null, 'es'),
    lines: [
      confirmed
        ? `Buenas noticias: ${s.placeName} ha confirmado tu solicitud de reserva.`
        : `${s.placeName} no puede aceptar tu solicitud de reserva para estas fechas. No se ha reservado ni cobrado nada.`,
      ...(answer.note ? [`${s.placeName} añade: "${answer.note}"`] : []),
      ...stayLines(s),
    ],
    action: placeLink(answer.origin, s),
    footer: confirmed
      ? 'El pago y cualquier depósito se acuerdan directamente con el lugar.'
      : 'Puedes enviar una solicitud para otras fechas o ver otros lugares donde alojarte en la guía.',
  });
}

/** To each verified owner whose account is in Spanish: a request to answer in the dashboard. */
export function ownerRequestMailEs(
  to: string,
  guest: { name: string; email: string; phone: string | null; specialRequests: string | null },
  s: StaySummary,
  origin: string,
): OutgoingMail {
  const name = inertLinks(guest.name);
  return compose({
    to,
    locale: 'es',
    subject: `Nueva solicitud de reserva para ${s.placeName} (${s.reference})`,
    greeting: greet(null, 'es'),
    lines: [
      `${name} pide alojarse en ${s.placeName}. Confirma o rechaza la solicitud en tu panel; le enviaremos tu respuesta por correo.`,
      ...stayLines(s),
      `Huésped: ${name}, ${guest.email}${guest.phone ? `, ${inertLinks(guest.phone)}` : ''}`,
      ...(guest.specialRequests ? [`Pedidos especiales: ${inertLinks(guest.specialRequests)}`] : []),
    ],
    action: {
      label: 'Responder a la solicitud',
      url: origin + localizedPath(bookingPaths.ownerRequests(s.establishmentId), 'es'),
    },
    footer: 'Recibes este correo porque eres propietario verificado de este lugar en la guía.',
  });
}
