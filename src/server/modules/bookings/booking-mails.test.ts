import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  signInAdmin,
  signUpVerifiedOwner,
  uniqueEmail,
  uniqueIp,
} from '../../../../test/auth-helpers';
import { type SmtpSink, startSmtpSink, testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addDays, belizeDay } from '../../../domain/dates';
import { establishmentIdByName } from '../../db/seed/seed';

const PUBLIC_URL = 'https://guide.example.bz';
const clock = testClock(new Date('2031-03-02T15:00:00Z'));
let sink: SmtpSink;
let ctx: TestApp;
let stay: number;
let owners: Actor[];

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(
    { SMTP_URL: sink.url, MAIL_FROM: 'Ambergris Guide <guide@example.bz>', publicOrigin: PUBLIC_URL },
    // Only enqueues wake the worker: what arrives does not depend on a poll's timing.
    { clock, mail: { pollIntervalMs: 3_600_000 } },
  );
  stay = await establishmentIdByName(ctx.database.db, 'Blue Tang Inn');
  const admin = await signInAdmin(ctx.app);
  owners = [await signUpVerifiedOwner(ctx.app, admin, stay), await signUpVerifiedOwner(ctx.app, admin, stay)];
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const today = () => belizeDay(clock.now());
function htmlPartOf(decoded: string): string {
  const start = decoded.search(/Content-Type: text\/html/i);
  expect(start).toBeGreaterThan(0);
  return decoded.slice(start);
}

describe('booking request mails over SMTP', () => {
  it('mails the guest the reference and the place link, and every verified owner a link to answer it', async () => {
    const guestEmail = uniqueEmail('guest');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/establishments/${stay}/booking-requests`,
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: {
        checkIn: addDays(today(), 5),
        checkOut: addDays(today(), 8),
        adults: 2,
        children: 0,
        guestName: 'Marta <b>Guest</b>',
        guestEmail,
        specialRequests: 'Late arrival <script>alert(1)</script>',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { bookingReference } = res.json();

    const guest = await sink.waitFor((m) => m.to.includes(guestEmail));
    expect(guest.decoded).toContain(`Subject: Your booking request at Blue Tang Inn (${bookingReference})`);
    expect(guest.decoded).toContain(`Reference: ${bookingReference}`);
    expect(guest.decoded).toMatch(/This is a request, not a confirmed booking/);
    expect(guest.decoded).toContain(`${PUBLIC_URL}/establishment/${stay}`);
    expect(guest.raw).toMatch(/Content-Type: text\/html/i);

    for (const owner of owners) {
      const mail = await sink.waitFor(
        (m) => m.to.includes(owner.email) && m.decoded.includes('New booking request'),
      );
      expect(mail.decoded).toContain(`Subject: New booking request for Blue Tang Inn (${bookingReference})`);
      expect(mail.decoded).toContain(`${PUBLIC_URL}/business/dashboard?business=${stay}&tab=bookings`);
      expect(mail.decoded).toContain(guestEmail);
      // The guest's words are text in the HTML part, never markup.
      expect(mail.decoded).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(htmlPartOf(mail.decoded)).not.toContain('<script>');
    }
  });

  it("mails the guest the owner's answer with the reference, and the owner's note when there is one", async () => {
    for (const action of ['confirm', 'decline'] as const) {
      const guestEmail = uniqueEmail(`guest-${action}`);
      const created = await ctx.app.inject({
        method: 'POST',
        url: `/api/establishments/${stay}/booking-requests`,
        headers: { 'x-forwarded-for': uniqueIp() },
        payload: {
          checkIn: addDays(today(), 30),
          checkOut: addDays(today(), 31),
          adults: 1,
          guestName: 'Lee',
          guestEmail,
        },
      });
      const { bookingReference } = created.json();
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/business/booking-requests',
        headers: owners[0].headers,
      });
      const mine = list
        .json()
        .find((r: { bookingReference: string }) => r.bookingReference === bookingReference);
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/business/booking-requests/${mine.id}/${action}`,
        headers: owners[0].headers,
        ...(action === 'decline' ? { payload: { note: 'Full that week; we have the 20th <free>.' } } : {}),
      });
      expect(answered.statusCode).toBe(200);
      const outcome = await sink.waitFor(
        (m) =>
          m.to.includes(guestEmail) &&
          m.decoded.includes(`(${bookingReference})`) &&
          !m.decoded.includes('We have sent your request'),
      );
      expect(outcome.decoded).toContain(
        action === 'confirm'
          ? `Subject: Your stay at Blue Tang Inn is confirmed (${bookingReference})`
          : `Subject: Your booking request at Blue Tang Inn was declined (${bookingReference})`,
      );
      expect(outcome.decoded).toContain(`${PUBLIC_URL}/establishment/${stay}`);
      if (action === 'decline') {
        expect(outcome.decoded).toContain('Blue Tang Inn adds: "Full that week; we have the 20th <free>."');
        // The HTML part shows the owner's words as text, never as markup.
        expect(outcome.decoded).toContain('we have the 20th &lt;free&gt;.');
      } else {
        expect(outcome.decoded).not.toContain('adds:');
      }
    }
  });

  it("mails a stranger's address no text the sender typed, and quotes the guest's words to owners with links made inert", async () => {
    const victim = uniqueEmail('victim');
    const notice = 'SECURITY NOTICE: verify at https://evil.example/login now';
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/establishments/${stay}/booking-requests`,
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: {
        checkIn: addDays(today(), 40),
        checkOut: addDays(today(), 41),
        adults: 1,
        guestName: notice,
        guestEmail: victim,
        specialRequests: 'Log in at www.evil.example first',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const toVictim = await sink.waitFor((m) => m.to.includes(victim));
    expect(toVictim.decoded).toContain('Hello,');
    expect(toVictim.decoded).not.toContain('SECURITY NOTICE');
    expect(toVictim.decoded).not.toMatch(/evil/);

    const toOwner = await sink.waitFor(
      (m) => m.to.includes(owners[0].email) && m.decoded.includes(res.json().bookingReference),
    );
    expect(toOwner.decoded).toContain('SECURITY NOTICE: verify at hxxps://evil[.]example/login now');
    expect(toOwner.decoded).toContain('Log in at www[.]evil[.]example first');
    expect(toOwner.decoded).not.toMatch(/https?:\/\/evil|evil\.example/);
    expect(htmlPartOf(toOwner.decoded)).not.toMatch(/<a [^>]*evil/);
  });
});
