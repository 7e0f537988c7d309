import type { FastifyInstance } from 'fastify';
import { DEFAULT_MAIL_FROM, logTransport, type MailTransport, smtpTransport } from './transport';
import { createMailWorker, type MailWorkerOptions } from './worker';

/**
 * The outbox worker of this instance: it starts when the app is ready and stops (after the send in
 * progress) when the app closes. Without SMTP_URL mails go to the log; production says so at start.
 */
export function startMailWorker(app: FastifyInstance, opts: MailWorkerOptions = {}) {
  const { SMTP_URL, MAIL_FROM, NODE_ENV } = app.config;
  const production = NODE_ENV === 'production';
  let transport: MailTransport;
  if (SMTP_URL) {
    transport = smtpTransport(SMTP_URL, MAIL_FROM ?? DEFAULT_MAIL_FROM);
  } else {
    transport = logTransport(app.log, { withBody: !production });
    if (production)
      app.log.warn(
        'Mail is off: SMTP_URL is not set. Verification and password reset mails are NOT sent (only logged, without their links).',
      );
  }
  const worker = createMailWorker(app.services.mail, transport, app.log, opts);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  app.decorate('mailWorker', worker);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's outbox worker (tests run it on demand). */
    mailWorker: import('./worker').MailWorker;
  }
}
