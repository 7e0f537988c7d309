import { type AmenityKey, amenityWords } from '../../../domain/amenities';
import { BELIZE_TIME_ZONE } from '../../../domain/hours-format';
import { localizedPath } from '../../../domain/locale';
import { pageLinks } from '../../../domain/page-routes';
import type { ReportKind } from '../../../domain/schemas/freshness';
import { inertLinks } from '../../../domain/text';
import { compose, greet, type OutgoingMail } from '../mail';

/** The owners' report mails in Spanish, for an account made on a Spanish page (mails.ts has the English). */

const DIGEST_MAX_QUOTED = 20;

const KIND_TEXT: Record<ReportKind, string> = {
  closed: 'el lugar cerró definitivamente',
  hours: 'el horario está mal',
  phone: 'el teléfono o el WhatsApp está mal',
  location: 'la ubicación en el mapa está mal',
  amenity: 'la página indica mal un servicio',
  other: 'hay otra cosa mal',
};

/** What a report says is wrong, in a mail: its kind, or the amenity it names (mails.ts too). */
export interface ReportGist {
  kind: ReportKind;
  attribute?: AmenityKey | null;
}

const kindText = (r: ReportGist) =>
  r.kind === 'amenity' && r.attribute
    ? `la página indica mal “${amenityWords(r.attribute, 'es')}”`
    : KIND_TEXT[r.kind];

interface Owner {
  to: string;
  name: string | null;
  establishmentId: number;
  placeName: string;
  origin: string;
}

const visitorsTab = (o: Owner) => ({
  label: 'Ver lo que dicen los visitantes',
  url: o.origin + localizedPath(pageLinks.dashboard({ business: o.establishmentId, tab: 'visitors' }), 'es'),
});

export function reportToOwnerMailEs(o: Owner & ReportGist & { message: string | null }): OutgoingMail {
  return compose({
    to: o.to,
    locale: 'es',
    subject: `Un visitante dice que ${kindText(o)}: ${o.placeName}`,
    greeting: greet(o.name, 'es'),
    lines: [
      `Un visitante de la guía informó que ${kindText(o)} en ${o.placeName}.`,
      ...(o.message ? [`Escribió: “${inertLinks(o.message)}”`] : []),
      'Si el anuncio necesita un cambio, edítalo desde tu panel. Si todo está bien, dilo allí con un toque: la página mostrará que se revisó hoy.',
    ],
    action: visitorsTab(o),
    footer: 'Recibes este correo porque gestionas este negocio en la guía.',
  });
}

export function reportDigestMailEs(
  o: Owner & { reports: (ReportGist & { message: string | null })[] },
): OutgoingMail {
  const quoted = o.reports.slice(0, DIGEST_MAX_QUOTED);
  const more = o.reports.length - quoted.length;
  return compose({
    to: o.to,
    locale: 'es',
    subject: `${o.reports.length} avisos de visitantes sobre ${o.placeName}`,
    greeting: greet(o.name, 'es'),
    lines: [
      `Los visitantes de la guía enviaron ${o.reports.length} avisos sobre ${o.placeName} desde nuestro último correo:`,
      ...quoted.map((r) => `• ${kindText(r)}${r.message ? `: “${inertLinks(r.message)}”` : ''}`),
      ...(more > 0 ? [`… y ${more} más, en tu panel.`] : []),
      'Si el anuncio necesita un cambio, edítalo desde tu panel. Si todo está bien, dilo allí con un toque.',
    ],
    action: visitorsTab(o),
    footer:
      'Recibes este correo porque gestionas este negocio en la guía. Los avisos llegan como mucho una vez por hora, reunidos en un correo.',
  });
}

/** To each verified owner of a listing nobody has checked for a long time, once a month. */
export function staleReminderMailEs(o: Owner & { checkedAt: Date; confirmUrl: string }): OutgoingMail {
  const day = o.checkedAt.toLocaleDateString('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BELIZE_TIME_ZONE,
  });
  const details = localizedPath(pageLinks.dashboard({ business: o.establishmentId, tab: 'details' }), 'es');
  return compose({
    to: o.to,
    locale: 'es',
    subject: `¿${o.placeName} sigue siendo correcto en la guía?`,
    greeting: greet(o.name, 'es'),
    lines: [
      `El anuncio de ${o.placeName} se revisó por última vez el ${day}. Los visitantes confían en una página que dice que se revisó hace poco.`,
      'Si todo sigue siendo correcto, un toque en el enlace de abajo lo dice (funciona una vez, durante dos semanas).',
      `Si algo cambió, edítalo desde tu panel: ${o.origin + details}`,
    ],
    action: { label: 'Todo sigue siendo correcto', url: o.confirmUrl },
    footer: 'Recibes este correo porque gestionas este negocio en la guía; llega como mucho una vez al mes.',
  });
}
