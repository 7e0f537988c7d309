import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  injectAs,
  sessionCookie,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../../test/auth-helpers';
import {
  linkIn,
  type ReceivedMail,
  type SmtpSink,
  startSmtpSink,
  testClock,
} from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { TOKEN_TTL_MS } from './tokens';

let ctx: TestApp;
let sink: SmtpSink;
const clock = testClock();
const as = injectAs(() => ctx.app);
const NEW_PASSWORD = 'a brand new passphrase';
const WELL_FORMED_UNKNOWN = 'A'.repeat(43);

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(
    {
      SMTP_URL: sink.url,
      MAIL_FROM: 'guide@example.bz',
      rateLimits: {
        verifyResend: { max: 2, timeWindowMs: 60_000 },
        passwordReset: { max: 3, timeWindowMs: 60_000 },
      },
    },
    { clock, mail: { pollIntervalMs: 3_600_000 } },
  );
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const post = (url: string, payload?: unknown, actor: Actor | null = null) =>
  as(actor, {
    method: 'POST',
    url,
    payload: payload as object,
    headers: actor ? {} : { 'x-forwarded-for': uniqueIp() },
  });
const me = (actor: Actor | { headers: { cookie: string } }) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: actor.headers });

/** The token of the index-th mail (0 the first) to the address that links to the page. */
async function tokenFor(email: string, page: '/verify-email' | '/reset-password', index = 0) {
  const matches = (m: ReceivedMail) => m.to.includes(email) && m.decoded.includes(`${page}#`);
  const mail = await sink.waitFor((m) => matches(m) && sink.mails.filter(matches).indexOf(m) === index);
  return linkIn(mail, page).token;
}

const userRow = async (email: string) =>
  (await ctx.database.db.select().from(t.users).where(eq(t.users.email, email)))[0];

describe('email verification', () => {
  it('signs up unverified, verifies with the mailed token once, and refuses it after', async () => {
    const owner = await signUp(ctx.app);
    expect(owner.user.emailVerified).toBe(false);
    expect((await me(owner)).json().emailVerified).toBe(false);
    const token = await tokenFor(owner.email, '/verify-email');
    const ok = await post('/api/auth/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: owner.email, emailVerified: true });
    expect((await me(owner)).json().emailVerified).toBe(true);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already used, or it expired/);
  });

  it('refuses unknown, malformed and missing tokens with 400 and a message, changing nothing', async () => {
    const owner = await signUp(ctx.app);
    for (const payload of [
      { token: WELL_FORMED_UNKNOWN },
      { token: 'short' },
      { token: 42 },
      {},
      undefined,
    ]) {
      const res = await post('/api/auth/verify-email', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await userRow(owner.email)).emailVerifiedAt).toBeNull();
  });

  it('lets a verification token expire after seven days', async () => {
    const owner = await signUp(ctx.app);
    const token = await tokenFor(owner.email, '/verify-email');
    clock.advance(TOKEN_TTL_MS.verify_email + 1000);
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect((await userRow(owner.email)).emailVerifiedAt).toBeNull();
  });

  it('resends to signed-in unverified accounts only, rate limited per account', async () => {
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
    const owner = await signUp(ctx.app);
    const res = await post('/api/auth/verify-email/resend', undefined, owner);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toContain(owner.email);
    // The second mail's token works (the first one too: both were mailed to the same address).
    const second = await tokenFor(owner.email, '/verify-email', 1);
    expect((await post('/api/auth/verify-email/resend', undefined, owner)).statusCode).toBe(202);
    const limited = await post('/api/auth/verify-email/resend', undefined, owner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    const verified = await signUp(ctx.app);
    await post('/api/auth/verify-email', { token: await tokenFor(verified.email, '/verify-email') });
    const already = await post('/api/auth/verify-email/resend', undefined, verified);
    expect(already.statusCode).toBe(400);
    expect(already.json().message).toMatch(/already verified/);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address, and mails only a known one', async () => {
    const owner = await signUp(ctx.app);
    const unknown = uniqueEmail('nobody');
    const known = await post('/api/auth/password-reset', { email: owner.email.toUpperCase() });
    const notKnown = await post('/api/auth/password-reset', { email: unknown });
    expect(known.statusCode).toBe(202);
    expect(notKnown.statusCode).toBe(202);
    expect(notKnown.json()).toEqual(known.json());
    expect(notKnown.headers['content-length']).toBe(known.headers['content-length']);
    await tokenFor(owner.email, '/reset-password');
    await ctx.app.mailWorker.runOnce();
    expect(await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, unknown))).toEqual([]);
    expect(sink.mails.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('mails one account at most 3 reset links an hour, from any number of addresses, answering the same', async () => {
    const owner = await signUp(ctx.app);
    const resetMails = async () =>
      (await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, owner.email))).filter((m) =>
        m.subject.startsWith('Reset your'),
      ).length;
    const replies = [];
    // Four addresses, three requests each (each under its own per-address limit).
    for (let i = 0; i < 12; i++) replies.push(await post('/api/auth/password-reset', { email: owner.email }));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(202));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await resetMails()).toBe(3);
    // An unknown address answers the very same.
    expect((await post('/api/auth/password-reset', { email: uniqueEmail('nobody') })).body).toBe(
      replies[0].body,
    );
    clock.advance(3_600_000 + 1000);
    expect((await post('/api/auth/password-reset', { email: owner.email })).statusCode).toBe(202);
    expect(await resetMails()).toBe(4);
  });

  it('refuses a bad address with 400 and rate limits per client', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}, { email: 7 }]) {
      const res = await post('/api/auth/password-reset', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const ip = uniqueIp();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { 'x-forwarded-for': ip },
        payload: { email: uniqueEmail('nobody') },
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(429);
  });

  it('sets the new password once, ends every session, signs in and verifies the address', async () => {
    const owner = await signUp(ctx.app);
    const elsewhere = await signIn(ctx.app, owner.email, TEST_PASSWORD);
    await post('/api/auth/password-reset', { email: owner.email });
    const token = await tokenFor(owner.email, '/reset-password');

    // Bad input changes nothing: the token still works afterwards.
    for (const payload of [
      { token, password: 'short' },
      // A common password is refused before the token is used up.
      { token, password: 'PasswordPassword' },
      { token },
      { password: NEW_PASSWORD },
      { token: 'x', password: NEW_PASSWORD },
    ]) {
      const res = await post('/api/auth/password-reset/confirm', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const wrong = await post('/api/auth/password-reset/confirm', {
      token: WELL_FORMED_UNKNOWN,
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await me(owner)).statusCode).toBe(200);

    const res = await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: owner.email, emailVerified: true });
    expect((await me({ headers: { cookie: sessionCookie(res) } })).statusCode).toBe(200);
    expect((await me(owner)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await expect(signIn(ctx.app, owner.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await signIn(ctx.app, owner.email, NEW_PASSWORD);

    const reused = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another passphrase',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/already used, or it expired/);
  });

  it("refuses the account's own email or the guide's name as the new password, the link still working", async () => {
    const owner = await signUp(ctx.app, { firstName: 'Marisol' });
    await post('/api/auth/password-reset', { email: owner.email });
    const token = await tokenFor(owner.email, '/reset-password');
    for (const password of [owner.email, owner.email.toUpperCase(), 'Ambergris Guide', 'AmbergrisGuide1!']) {
      const res = await post('/api/auth/password-reset/confirm', { token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toMatch(/too easy to guess.*your email or the guide's name/);
    }
    expect(
      (await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('lets a reset token expire after one hour, and a reset ends the older links', async () => {
    const owner = await signUp(ctx.app);
    await post('/api/auth/password-reset', { email: owner.email });
    const expiring = await tokenFor(owner.email, '/reset-password');
    clock.advance(TOKEN_TTL_MS.password_reset + 1000);
    const late = await post('/api/auth/password-reset/confirm', { token: expiring, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    await signIn(ctx.app, owner.email, TEST_PASSWORD);

    await post('/api/auth/password-reset', { email: owner.email });
    const older = await tokenFor(owner.email, '/reset-password', 1);
    await post('/api/auth/password-reset', { email: owner.email });
    const newer = await tokenFor(owner.email, '/reset-password', 2);
    expect(
      (await post('/api/auth/password-reset/confirm', { token: newer, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const old = await post('/api/auth/password-reset/confirm', {
      token: older,
      password: 'an attacker passphrase',
    });
    expect(old.statusCode).toBe(400);
    await signIn(ctx.app, owner.email, NEW_PASSWORD);
  });

  it('does not take a verification token as a reset token', async () => {
    const owner = await signUp(ctx.app);
    const token = await tokenFor(owner.email, '/verify-email');
    expect(
      (await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    await signIn(ctx.app, owner.email, TEST_PASSWORD);
  });
});

describe('change password', () => {
  it('needs a session', async () => {
    const res = await post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password and a weak new one with 400, changing nothing', async () => {
    const owner = await signUp(ctx.app);
    const cases: [object | undefined, RegExp][] = [
      [{ currentPassword: 'not my password', newPassword: NEW_PASSWORD }, /current password is not correct/],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'short' }, /at least 12 characters/],
      [{ newPassword: NEW_PASSWORD }, /current password/],
      [undefined, /.+/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/auth/change-password', payload, owner);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    await signIn(ctx.app, owner.email, TEST_PASSWORD);
  });

  it('keeps this session and ends the others', async () => {
    const owner = await signUp(ctx.app);
    const other = await signIn(ctx.app, owner.email, TEST_PASSWORD);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await me(owner)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(signIn(ctx.app, owner.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await signIn(ctx.app, owner.email, NEW_PASSWORD);
  });
});
