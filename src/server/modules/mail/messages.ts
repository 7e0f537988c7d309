import type { Locale } from '../../../domain/locale';
import { SITE_NAME } from '../../../domain/structured-data';

/** A mail ready for the outbox: both parts are always written, plain text first for every client. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One layout for every mail: a greeting, a few lines, one button-like link (also written out, for
 * clients that block links), and the guide's name. Inline styles only: mail clients drop <style>.
 */
export function compose(opts: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
  /** The language the mail is written in (its frame's few words): English unless said. */
  locale?: Locale;
}): OutgoingMail {
  const text = [
    opts.greeting,
    '',
    ...opts.lines,
    '',
    `${opts.action.label}: ${opts.action.url}`,
    '',
    opts.footer,
    '',
    `— ${SITE_NAME}`,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 12px">${escapeHtml(s)}</p>`;
  const url = escapeHtml(opts.action.url);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:18px;color:#0e7490">${escapeHtml(SITE_NAME)}</h1>
${p(opts.greeting)}${opts.lines.map(p).join('')}
<p style="margin:16px 0"><a href="${url}" style="background:#0e7490;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px">${opts.locale === 'es' ? 'O abre este enlace:' : 'Or open this link:'} <a href="${url}">${url}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(opts.footer)}</p>
</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}

/**
 * The greeting: by name only when the name is the recipient's own. A name typed by whoever made an
 * account or a request is a stranger's text until the address is verified ("Hello SECURITY NOTICE: …"),
 * so callers pass `nameToGreet(account)`, or null for an address nobody verified.
 */
export const greet = (name: string | null, locale: Locale = 'en') =>
  locale === 'es' ? (name ? `Hola, ${name}:` : 'Hola:') : name ? `Hello ${name},` : 'Hello,';

/** The account's first name when its address is verified (its owner typed it), else null. */
export const nameToGreet = (account: { firstName: string | null; verified: boolean } | undefined) =>
  account?.verified ? account.firstName : null;

/** To an address nobody has verified yet: nothing the person who signed up typed is in it but the address. */
export function verificationMail(to: string, link: string, locale: Locale = 'en'): OutgoingMail {
  if (locale === 'es')
    return compose({
      to,
      locale,
      subject: `Confirma tu correo para ${SITE_NAME}`,
      greeting: greet(null, locale),
      lines: [`Confirma que ${to} es tu dirección de correo, para que podamos escribirte sobre tus lugares.`],
      action: { label: 'Confirmar mi correo', url: link },
      footer: 'Si no creaste una cuenta, puedes ignorar este correo.',
    });
  return compose({
    to,
    subject: `Confirm your email for ${SITE_NAME}`,
    greeting: greet(null),
    lines: [`Please confirm that ${to} is your email address, so we can reach you about your places.`],
    action: { label: 'Confirm my email', url: link },
    footer: 'If you did not create an account, you can ignore this mail.',
  });
}

/** To an account's address, when someone tried to sign up with it: nothing they typed, no session made. */
export function signUpAttemptMail(
  to: string,
  links: { signIn: string; reset: string },
  locale: Locale = 'en',
): OutgoingMail {
  if (locale === 'es')
    return compose({
      to,
      locale,
      subject: `Alguien intentó crear una cuenta en ${SITE_NAME} con tu dirección`,
      greeting: greet(null, locale),
      lines: [
        `Alguien, quizá tú, intentó crear una cuenta en ${SITE_NAME} con ${to}. Esta dirección ya tiene una cuenta, así que no se creó nada y nada cambió.`,
        `Si fuiste tú, ingresa con tu cuenta. ¿Olvidaste tu contraseña? Elige una nueva: ${links.reset}`,
      ],
      action: { label: 'Ingresar', url: links.signIn },
      footer: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta sigue igual.',
    });
  return compose({
    to,
    subject: `Someone tried to create an account on ${SITE_NAME} with your address`,
    greeting: greet(null),
    lines: [
      `Someone, maybe you, tried to create an account on ${SITE_NAME} with ${to}. This address already has an account, so nothing was created and nothing changed.`,
      `If it was you, sign in instead. Forgot your password? Choose a new one: ${links.reset}`,
    ],
    action: { label: 'Sign in', url: links.signIn },
    footer: 'If it was not you, you can ignore this mail: your account stays as it is.',
  });
}

export function passwordResetMail(
  to: string,
  name: string | null,
  link: string,
  locale: Locale = 'en',
): OutgoingMail {
  if (locale === 'es')
    return compose({
      to,
      locale,
      subject: `Restablece tu contraseña de ${SITE_NAME}`,
      greeting: greet(name, locale),
      lines: [
        'Alguien pidió restablecer la contraseña de tu cuenta. El enlace funciona una vez, durante una hora.',
      ],
      action: { label: 'Elegir una nueva contraseña', url: link },
      footer: 'Si no fuiste tú, ignora este correo: tu contraseña sigue igual.',
    });
  return compose({
    to,
    subject: `Reset your ${SITE_NAME} password`,
    greeting: greet(name),
    lines: ['Someone asked to reset the password of your account. The link works once, for one hour.'],
    action: { label: 'Choose a new password', url: link },
    footer: 'If it was not you, ignore this mail: your password stays as it is.',
  });
}

/** The admin's decision on a claim of a listed place, or a registration of a new one. */
export function requestDecisionMail(opts: {
  to: string;
  name: string | null;
  what: 'claim' | 'registration';
  placeName: string;
  approved: boolean;
  notes: string | null;
  dashboardLink: string;
  locale?: Locale;
}): OutgoingMail {
  if (opts.locale === 'es') return requestDecisionMailEs(opts);
  const asked =
    opts.what === 'claim' ? `your claim of ${opts.placeName}` : `your registration of ${opts.placeName}`;
  const note = opts.notes ? [`The reviewer's note: ${opts.notes}`] : [];
  return compose({
    to: opts.to,
    subject: opts.approved ? `Approved: ${asked} on ${SITE_NAME}` : `Not approved: ${asked} on ${SITE_NAME}`,
    greeting: greet(opts.name),
    lines: opts.approved
      ? [
          `Good news: we approved ${asked}. You can now update ${opts.placeName} and post live updates from your dashboard.`,
          ...note,
        ]
      : [
          `We reviewed ${asked} and could not approve it.`,
          ...note,
          'You can send a new request with more details from the business portal.',
        ],
    action: { label: 'Open my dashboard', url: opts.dashboardLink },
    footer: `You get this mail because you asked to manage a business on ${SITE_NAME}.`,
  });
}

/** requestDecisionMail in Spanish, for an account made on a Spanish page. */
function requestDecisionMailEs(opts: Parameters<typeof requestDecisionMail>[0]): OutgoingMail {
  const asked =
    opts.what === 'claim' ? `tu reclamación de ${opts.placeName}` : `tu registro de ${opts.placeName}`;
  const note = opts.notes ? [`La nota de quien lo revisó: ${opts.notes}`] : [];
  return compose({
    to: opts.to,
    locale: 'es',
    subject: opts.approved ? `Aprobado: ${asked} en ${SITE_NAME}` : `No aprobado: ${asked} en ${SITE_NAME}`,
    greeting: greet(opts.name, 'es'),
    lines: opts.approved
      ? [
          `Buenas noticias: aprobamos ${asked}. Ya puedes actualizar ${opts.placeName} y publicar actualizaciones en vivo desde tu panel.`,
          ...note,
        ]
      : [
          `Revisamos ${asked} y no pudimos ${opts.what === 'claim' ? 'aprobarla' : 'aprobarlo'}.`,
          ...note,
          'Puedes enviar una nueva solicitud con más detalles desde el portal de negocios.',
        ],
    action: { label: 'Abrir mi panel', url: opts.dashboardLink },
    footer: `Recibes este correo porque pediste gestionar un negocio en ${SITE_NAME}.`,
  });
}
