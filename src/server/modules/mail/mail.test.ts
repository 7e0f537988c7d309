import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, uniqueIp } from '../../../../test/auth-helpers';
import { freePort, linkIn, startSmtpSink, testClock } from '../../../../test/smtp-sink';
import { createTestApp, openSameDatabase, openTestDatabase } from '../../../../test/test-app';
import type { Database } from '../../db/client';
import * as t from '../../db/schema';
import { backoffMs, KEEP_SENT_MS } from './service';

const MAIL_FROM = 'Ambergris Guide <guide@example.bz>';
// Only enqueues and explicit runs wake the worker: what a test sees does not depend on a poll's timing.
const quiet = { pollIntervalMs: 3_600_000 };

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});
afterAll(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});

async function outboxOf(database: Database, to: string) {
  return database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, to));
}

describe('mail over SMTP', () => {
  it('sends the verification mail of a sign-up with a text and an HTML part, the guide name and a PUBLIC_URL link', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const ctx = await createTestApp(
      { SMTP_URL: sink.url, MAIL_FROM, publicOrigin: 'https://guide.example.bz' },
      { mail: quiet },
    );
    opened.push(ctx);
    const owner = await signUp(ctx.app, { firstName: 'Rosa' });
    const mail = await sink.waitFor((m) => m.to.includes(owner.email));
    expect(mail.from).toBe('guide@example.bz');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.decoded).toMatch(/Subject: Confirm your email for Ambergris Guide/);
    // Nobody has verified the address yet: the name typed at sign-up is not in the mail.
    expect(mail.decoded).toContain('Hello,');
    expect(mail.decoded).not.toContain('Rosa');
    const { url } = linkIn(mail, '/verify-email');
    expect(url.startsWith('https://guide.example.bz/verify-email#token=')).toBe(true);
    // The SMTP server has the mail before the worker records it as sent: wait for the worker's pass.
    await ctx.app.mailWorker.runOnce();
    const [row] = await outboxOf(ctx.database, owner.email);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('links to the configured origin, never to the host the request names', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const ctx = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM }, { mail: quiet });
    opened.push(ctx);
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { host: 'guide.local:5000', 'x-forwarded-for': uniqueIp() },
      payload: { email: 'nobody-here@example.com' },
    });
    expect(res.statusCode).toBe(202);
    await signUp(ctx.app, { email });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { host: 'guide.local:5000', 'x-forwarded-for': uniqueIp() },
      payload: { email },
    });
    const mail = await sink.waitFor((m) => m.to.includes(email) && m.decoded.includes('/reset-password#'));
    expect(linkIn(mail, '/reset-password').url).toMatch(/^http:\/\/localhost:5000\/reset-password#token=/);
    expect(sink.mails.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });
});

describe('the outbox', () => {
  it('retries with backoff while the SMTP server is down, survives a restart and sends once it is up', async () => {
    const port = await freePort();
    const clock = testClock();
    const database = await openTestDatabase();
    opened.push(database);
    const config = { SMTP_URL: `smtp://guide:smtp-secret@127.0.0.1:${port}`, MAIL_FROM };
    const first = await createTestApp(config, {
      mail: quiet,
      clock,
      database: await openSameDatabase(database),
    });
    const owner = await signUp(first.app);
    // The enqueue woke the worker: this run waits for that attempt, then finds nothing more due.
    await first.app.mailWorker.runOnce();
    let [row] = await outboxOf(database, owner.email);
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + backoffMs(1));

    // Not yet due: nothing is tried.
    clock.advance(backoffMs(1) - 1000);
    await first.app.mailWorker.runOnce();
    [row] = await outboxOf(database, owner.email);
    expect(row.attempts).toBe(1);

    // Due again, still down: the wait doubles.
    clock.advance(1000);
    await first.app.mailWorker.runOnce();
    [row] = await outboxOf(database, owner.email);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    await first.app.close();

    // The server comes up and the app restarts: the kept mail goes out once it is due.
    const sink = await startSmtpSink(port);
    opened.push(sink);
    clock.advance(backoffMs(2));
    const second = await createTestApp(config, {
      mail: quiet,
      clock,
      database: await openSameDatabase(database),
    });
    opened.push(second);
    const mail = await sink.waitFor((m) => m.to.includes(owner.email));
    expect(linkIn(mail, '/verify-email').token).toHaveLength(43);
    await second.app.mailWorker.runOnce();
    [row] = await outboxOf(database, owner.email);
    expect(row.attempts).toBe(3);
    expect(row.sentAt).not.toBeNull();
    expect(sink.mails.filter((m) => m.to.includes(owner.email))).toHaveLength(1);
  });

  it('deletes a sent mail after a week, and keeps one sent since', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const clock = testClock();
    const ctx = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM }, { mail: quiet, clock });
    opened.push(ctx);
    const old = await signUp(ctx.app);
    await sink.waitFor((m) => m.to.includes(old.email));
    await ctx.app.mailWorker.runOnce();
    clock.advance(KEEP_SENT_MS - 3_600_000);
    const recent = await signUp(ctx.app);
    await sink.waitFor((m) => m.to.includes(recent.email));
    await ctx.app.mailWorker.runOnce();
    expect(await outboxOf(ctx.database, old.email)).toHaveLength(1);

    clock.advance(2 * 3_600_000);
    await ctx.app.mailWorker.runOnce();
    expect(await outboxOf(ctx.database, old.email)).toHaveLength(0);
    expect(await outboxOf(ctx.database, recent.email)).toHaveLength(1);
  });

  it('is sent once by two app instances on one database', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const database = await openTestDatabase();
    opened.push(database);
    const config = { SMTP_URL: sink.url, MAIL_FROM };
    const a = await createTestApp(config, {
      mail: { ...quiet, batchSize: 3 },
      database: await openSameDatabase(database),
    });
    const b = await createTestApp(config, {
      mail: { ...quiet, batchSize: 3 },
      database: await openSameDatabase(database),
    });
    const addresses = Array.from({ length: 24 }, () => uniqueEmail('guest'));
    // Enqueued without waking either worker, so both start on the same full outbox.
    await database.db.transaction(async (tx) => {
      for (const to of addresses)
        await a.app.services.mail.enqueue(tx, {
          to,
          subject: 'Hello',
          text: `Hi ${to}`,
          html: `<p>Hi ${to}</p>`,
        });
    });
    await Promise.all([
      a.app.mailWorker.runOnce(),
      b.app.mailWorker.runOnce(),
      a.app.mailWorker.runOnce(),
      b.app.mailWorker.runOnce(),
    ]);
    await a.close();
    await b.close();
    const received = sink.mails.flatMap((m) => m.to).filter((to) => addresses.includes(to));
    expect(received.sort()).toEqual([...addresses].sort());
    const rows = await database.db.select().from(t.outbox);
    const ours = rows.filter((r) => addresses.includes(r.toAddress));
    expect(ours.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('writes mails to the log without SMTP_URL, and production start-up says mail is off', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    opened.push(database);
    const { buildApp } = await import('../../app');
    const { testConfig } = await import('../../../../test/test-app');
    const app = await buildApp({
      database,
      config: { ...testConfig, NODE_ENV: 'production', LOG_LEVEL: 'info' },
      logStream: { write: (l) => lines.push(l) },
      mail: quiet,
    });
    await app.ready();
    opened.push({ close: () => app.close() });
    expect(lines.some((l) => /Mail is off: SMTP_URL is not set/.test(l))).toBe(true);
    const owner = await signUp(app);
    await app.mailWorker.runOnce();
    const logged = lines.find((l) => l.includes(owner.email) && /mail is off/.test(l));
    expect(logged).toBeDefined();
    // Production never logs a mail's links.
    expect(logged).not.toMatch(/token=/);
  });
});
