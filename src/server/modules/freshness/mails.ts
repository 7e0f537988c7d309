import { type AmenityKey, amenityWords } from '../../../domain/amenities';
import { BELIZE_TIME_ZONE } from '../../../domain/hours-format';
import { type Locale, localizedPath } from '../../../domain/locale';
import { pageLinks } from '../../../domain/page-routes';
import type { ReportKind } from '../../../domain/schemas/freshness';
import { inertLinks } from '../../../domain/text';
import { compose, greet, type OutgoingMail } from '../mail';
import { type ReportGist, staleReminderMailEs } from './mails-es';

/** The most reports one digest quotes; the rest are counted, and all are in the dashboard. */
const DIGEST_MAX_QUOTED = 20;

/** How each kind of report reads in a mail. */
const KIND_TEXT: Record<ReportKind, string> = {
  closed: 'the place has closed for good',
  hours: 'the opening hours are wrong',
  phone: 'the phone or WhatsApp number is wrong',
  location: 'the location on the map is wrong',
  amenity: 'an amenity is shown wrong',
  other: 'something else is wrong',
};

const kindText = (r: ReportGist) =>
  r.kind === 'amenity' && r.attribute
    ? `“${amenityWords(r.attribute, 'en')}” is shown wrong`
    : KIND_TEXT[r.kind];

/** To each verified owner: what a visitor says is wrong. Never the visitor's address. */
export function reportToOwnerMail(opts: {
  to: string;
  name: string | null;
  establishmentId: number;
  placeName: string;
  kind: ReportKind;
  attribute?: AmenityKey | null;
  message: string | null;
  origin: string;
}): OutgoingMail {
  return compose({
    to: opts.to,
    subject: `A visitor says ${kindText(opts)}: ${opts.placeName}`,
    greeting: greet(opts.name),
    lines: [
      `A visitor to the guide reported that ${kindText(opts)} at ${opts.placeName}.`,
      ...(opts.message ? [`They wrote: “${inertLinks(opts.message)}”`] : []),
      'If the listing needs a change, edit it from your dashboard. If everything is right, say so there in one tap: the page then shows it was checked today.',
    ],
    action: {
      label: 'See what visitors say',
      url: opts.origin + pageLinks.dashboard({ business: opts.establishmentId, tab: 'visitors' }),
    },
    footer: 'You get this mail because you manage this business on the guide.',
  });
}

/**
 * To each verified owner, when more than one report came in within the hour since their last mail:
 * one mail listing them (the visitors' words made inert), instead of one mail each.
 */
export function reportDigestMail(opts: {
  to: string;
  name: string | null;
  establishmentId: number;
  placeName: string;
  reports: (ReportGist & { message: string | null })[];
  origin: string;
}): OutgoingMail {
  const quoted = opts.reports.slice(0, DIGEST_MAX_QUOTED);
  const more = opts.reports.length - quoted.length;
  return compose({
    to: opts.to,
    subject: `${opts.reports.length} visitor reports about ${opts.placeName}`,
    greeting: greet(opts.name),
    lines: [
      `Visitors to the guide sent ${opts.reports.length} reports about ${opts.placeName} since our last mail:`,
      ...quoted.map((r) => `• ${kindText(r)}${r.message ? `: “${inertLinks(r.message)}”` : ''}`),
      ...(more > 0 ? [`… and ${more} more, in your dashboard.`] : []),
      'If the listing needs a change, edit it from your dashboard. If everything is right, say so there in one tap.',
    ],
    action: {
      label: 'See what visitors say',
      url: opts.origin + pageLinks.dashboard({ business: opts.establishmentId, tab: 'visitors' }),
    },
    footer:
      'You get this mail because you manage this business on the guide. Reports come at most once an hour, gathered in one mail.',
  });
}

/**
 * To a visitor who left an address, once the admin says their report led to a fix: in the language of
 * the page they reported from, linking to that language's page of the place.
 */
export function reportFixedMail(opts: {
  to: string;
  establishmentId: number;
  placeName: string;
  origin: string;
  locale?: Locale;
}): OutgoingMail {
  if (opts.locale === 'es')
    return compose({
      to: opts.to,
      locale: 'es',
      subject: `Gracias: ${opts.placeName} está corregido`,
      greeting: greet(null, 'es'),
      lines: [
        `Nos dijiste que algo estaba mal en ${opts.placeName}. Ya está corregido: gracias por ayudar a otros visitantes.`,
      ],
      action: {
        label: `Ver ${opts.placeName}`,
        url: opts.origin + localizedPath(pageLinks.establishment(opts.establishmentId), 'es'),
      },
      footer: 'Usamos tu dirección solo para enviarte este correo.',
    });
  return compose({
    to: opts.to,
    subject: `Thank you: ${opts.placeName} is corrected`,
    greeting: greet(null),
    lines: [
      `You told us something was wrong with ${opts.placeName}. It is corrected now: thank you for helping other visitors.`,
    ],
    action: {
      label: `See ${opts.placeName}`,
      url: opts.origin + pageLinks.establishment(opts.establishmentId),
    },
    footer: 'We used your address only to send this mail.',
  });
}

/** To each verified owner of a listing nobody has checked for a long time, once a month. */
export function staleReminderMail(opts: {
  to: string;
  name: string | null;
  establishmentId: number;
  placeName: string;
  checkedAt: Date;
  confirmUrl: string;
  origin: string;
  locale?: Locale;
}): OutgoingMail {
  if (opts.locale === 'es') return staleReminderMailEs(opts);
  const day = opts.checkedAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BELIZE_TIME_ZONE,
  });
  return compose({
    to: opts.to,
    subject: `Is ${opts.placeName} still right on the guide?`,
    greeting: greet(opts.name),
    lines: [
      `The listing of ${opts.placeName} was last checked on ${day}. Visitors trust a page that says it was checked recently.`,
      'If everything is still right, one tap on the link below says so (it works once, for two weeks).',
      `If something changed, edit it from your dashboard: ${opts.origin + pageLinks.dashboard({ business: opts.establishmentId, tab: 'details' })}`,
    ],
    action: { label: 'Everything is still right', url: opts.confirmUrl },
    footer: 'You get this mail because you manage this business on the guide; it comes at most once a month.',
  });
}
