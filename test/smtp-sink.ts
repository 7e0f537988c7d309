import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, with its body decoded enough to read links. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone (links read whole). */
  decoded: string;
}

/** A port nothing listens on right now (the outbox tests start their SMTP server on it later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

export const SMTP_USER = 'guide';
export const SMTP_PASS = 'smtp-secret';

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that requires the test credentials and keeps
 * what it receives. waitFor() resolves on the arrival of a matching mail (no polling, no sleeps).
 */
export async function startSmtpSink(port = 0) {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<{ match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }>();
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        for (const w of waiters) {
          if (w.match(mail)) {
            waiters.delete(w);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    port: actualPort,
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${actualPort}`,
    mails,
    /** The first mail (already received or still to come) that matches, within timeoutMs. */
    waitFor(match: (m: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The link of a mail that carries a token (verification, reset), and the token. */
export function linkIn(mail: ReceivedMail, page: string): { url: string; token: string } {
  const m = mail.decoded.match(new RegExp(`(https?://[^\\s"<>]+${page}#token=([A-Za-z0-9_-]{43}))`));
  if (!m) throw new Error(`no ${page} link in the mail:\n${mail.decoded}`);
  return { url: m[1], token: m[2] };
}

/** A clock the test moves by hand (token expiry, outbox backoff). */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
