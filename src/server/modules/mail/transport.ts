import nodemailer from 'nodemailer';
import type { OutgoingMail } from './messages';

/** What the outbox worker hands a mail to: SMTP, or the log when mail is off. */
export interface MailTransport {
  /** 'smtp' or 'log', for start-up messages. */
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Ambergris Guide <no-reply@localhost>';

/**
 * SMTP through nodemailer (smtp:// upgrades with STARTTLS when offered, smtps:// is TLS from the start).
 * Timeouts are well inside the outbox's lease, so a hung server ends in a retry, not a second sender.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: development reads its mails (and their links) in the log; production logs only
 * who would have been mailed, since a reset link in a log is a key to an account.
 */
export function logTransport(
  log: { info(obj: object, msg: string): void },
  opts: { withBody: boolean },
): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        opts.withBody
          ? { to: mail.to, subject: mail.subject, text: mail.text }
          : { to: mail.to, subject: mail.subject },
        opts.withBody ? 'mail (SMTP_URL is not set, so it is only logged)' : 'mail not sent: mail is off',
      );
    },
    close: () => {},
  };
}
