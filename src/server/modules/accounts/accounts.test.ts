import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionCookie,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../../test/auth-helpers';
import { movableClock } from '../../../../test/live-stream';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sameSiteReturnPath } from '../../../domain/return-to';
import * as t from '../../db/schema';
import { ensureAdminFromEnv } from './admin-bootstrap';
import { SESSION_TTL_MS } from './sessions';

let ctx: TestApp;
const clock = movableClock();
beforeAll(async () => {
  ctx = await createTestApp(
    { rateLimits: { login: { max: 3, timeWindowMs: 60_000 }, register: { max: 2, timeWindowMs: 60_000 } } },
    { clock },
  );
});
afterAll(() => ctx.close());

const inject = (opts: InjectOptions) => ctx.app.inject(opts);

describe('register', () => {
  it('creates an account, signs it in with an HttpOnly SameSite=Lax cookie and never returns the hash', async () => {
    const email = uniqueEmail();
    const res = await inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: {
        email: `  ${email.toUpperCase()} `,
        password: TEST_PASSWORD,
        firstName: 'Ana',
        lastName: 'Paz',
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: expect.stringMatching(/We have sent a mail to this address/) });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(Number),
      email,
      firstName: 'Ana',
      lastName: 'Paz',
      profileImageUrl: null,
      role: 'owner',
      emailVerified: false,
    });
    expect(me.body).not.toMatch(/argon2|passwordHash/);
    expect(me.headers['cache-control']).toBe('private, no-store');
    const [row] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses short passwords, bad emails, wrong types and malformed JSON with 400 and creates nothing', async () => {
    const before = await ctx.database.db.select().from(t.users);
    const cases: [unknown, RegExp][] = [
      [{ email: uniqueEmail(), password: 'short' }, /Use at least 12 characters for your password\./],
      [{ email: 'not-an-email', password: TEST_PASSWORD }, /valid email/],
      [{ email: 42, password: TEST_PASSWORD }, /email address/],
      [{ password: TEST_PASSWORD }, /Enter your email address\./],
    ];
    for (const [payload, message] of cases) {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-for': uniqueIp() },
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const malformed = await inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    expect(await ctx.database.db.select().from(t.users)).toHaveLength(before.length);
  });
});

describe('sign in and out', () => {
  it('signs in with a new session id each time and signs out', async () => {
    const a = await signUp(ctx.app);
    const again = await signIn(ctx.app, a.email, a.password);
    expect(again.headers.cookie).not.toBe(a.headers.cookie);
    expect(again.user.email).toBe(a.email);

    const logout = await inject({ method: 'POST', url: '/api/auth/logout', headers: again.headers });
    expect(logout.statusCode).toBe(204);
    const me = await inject({ method: 'GET', url: '/api/auth/user', headers: again.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: expect.any(String) });
    // The other session is untouched.
    expect((await inject({ method: 'GET', url: '/api/auth/user', headers: a.headers })).statusCode).toBe(200);
  });

  it('rotates the session id when a signed-in browser signs in again', async () => {
    const a = await signUp(ctx.app);
    const res = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: a.headers,
      payload: { email: a.email, password: a.password },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).not.toBe(a.headers.cookie);
    expect((await inject({ method: 'GET', url: '/api/auth/user', headers: a.headers })).statusCode).toBe(401);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const a = await signUp(ctx.app);
    for (const payload of [
      { email: a.email, password: 'wrong password!' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    ]) {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': uniqueIp() },
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Incorrect email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs out only by POST: a GET /api/logout (a link on any site) leaves the session alone', async () => {
    const a = await signUp(ctx.app);
    const res = await inject({ method: 'GET', url: '/api/logout', headers: a.headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await inject({ method: 'GET', url: '/api/auth/user', headers: a.headers })).statusCode).toBe(200);
  });

  it('answers 401 to a signed-out GET /api/auth/user and to a forged cookie', async () => {
    expect((await inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'sid=abc.def' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /api/login', () => {
  it('redirects to the sign-in page keeping a same-site returnTo', async () => {
    const res = await inject({ method: 'GET', url: '/api/login?returnTo=%2Fbusiness%2Fdashboard%3Ftab%3D2' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/signin?returnTo=${encodeURIComponent('/business/dashboard?tab=2')}`);
    const plain = await inject({ method: 'GET', url: '/api/login' });
    expect(plain.headers.location).toBe('/signin');
  });

  it('drops a returnTo that leaves the site, checked after it is normalised', async () => {
    for (const bad of [
      '//evil.com',
      '/.//evil.com',
      '/..//evil.com',
      '/a/..//evil.com',
      'https://evil.com/x',
      'https://evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      'javascript:alert(1)',
      'business',
    ]) {
      const res = await inject({ method: 'GET', url: `/api/login?returnTo=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(302);
      expect(res.headers.location, bad).toBe('/signin');
    }
    const twice = await inject({ method: 'GET', url: '/api/login?returnTo=/a&returnTo=/b' });
    expect(twice.statusCode).toBe(302);
    expect(twice.headers.location).toBe('/signin');
    const origin = 'http://localhost:5000';
    expect(sameSiteReturnPath('/claim?x=1#top', origin)).toBe('/claim?x=1#top');
    expect(sameSiteReturnPath('/a/./b/../c', origin)).toBe('/a/c');
    expect(sameSiteReturnPath('/a\nb', origin)).toBeNull();
  });

  it('redirects a normalised returnTo to its normal form', async () => {
    const res = await inject({
      method: 'GET',
      url: `/api/login?returnTo=${encodeURIComponent('/a/../business')}`,
    });
    expect(res.headers.location).toBe(`/signin?returnTo=${encodeURIComponent('/business')}`);
  });
});

describe('cross-site protection', () => {
  // The app's configured public origin (test/test-app.ts): the only site whose pages may write.
  const own = 'http://localhost:5000';

  it('refuses a cookie-carrying mutation from another origin or marked cross-site', async () => {
    const a = await signUp(ctx.app);
    for (const extra of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const res = await inject({
        method: 'POST',
        url: '/api/business/claim',
        headers: { ...a.headers, ...extra },
        payload: { establishmentId: 1, ownerName: 'X', email: a.email },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
      expect(res.json().message).toBe('Cross-site requests are not allowed');
    }
    const sameOrigin = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...a.headers, origin: own },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('compares scheme and port too, with the configured origin, whatever Host or X-Forwarded-* claim', async () => {
    const a = await signUp(ctx.app);
    const post = (headers: Record<string, string>) =>
      inject({
        method: 'POST',
        url: '/api/business/claim',
        headers: { ...a.headers, ...headers },
        payload: {},
      });
    for (const origin of ['https://localhost:5000', 'http://localhost:5001', 'http://localhost']) {
      const res = await post({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().message).toBe('Cross-site requests are not allowed');
    }
    // A request that names the attacker's site as its host is still not from this site.
    for (const forged of [
      { host: 'evil.example' } as Record<string, string>,
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const res = await post({ ...forged, origin: 'https://evil.example' });
      expect(res.statusCode, JSON.stringify(forged)).toBe(403);
    }
    // Passed on to the route (a 400 for the empty claim): the configured origin, however it is written,
    // and a browser's own word that the request comes from the page's origin (which no page can forge).
    expect((await post({ origin: 'http://LOCALHOST:5000' })).statusCode).toBe(400);
    expect(
      (await post({ origin: 'http://127.0.0.1:5000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(400);
  });
});

describe('rate limits', () => {
  /** A sign-in with a wrong password, from `ip`. */
  const signInAttempt = (ip: string) =>
    inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': ip },
      payload: { email: uniqueEmail('nobody'), password: 'whatever-password' },
    });

  it('limits sign-in attempts per address with a 429 and a message', async () => {
    const ip = uniqueIp();
    const attempt = () => signInAttempt(ip);
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    const other = await signInAttempt(uniqueIp());
    expect(other.statusCode).toBe(401);
  });

  it("opens again once the window has passed on the app's clock, and says how long to wait meanwhile", async () => {
    const ip = uniqueIp();
    const attempt = () => signInAttempt(ip);
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    clock.advance(45_000);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(15);
    clock.advance(15_000);
    expect((await attempt()).statusCode).toBe(401);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const attempt = (remoteAddress: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: uniqueEmail('nobody'), password: 'whatever-password' },
      });
    // A phone picks a new address of its home network's /64 at will: each try from a fresh one.
    for (let i = 1; i <= 3; i++) expect((await attempt(`${net}:1:${i}::${i}`)).statusCode).toBe(401);
    const limited = await attempt(`${net}:1:ffff::9`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await attempt(`${net}:2::1`)).statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    const ip = uniqueIp();
    const attempt = () =>
      inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-for': ip },
        payload: { email: uniqueEmail(), password: TEST_PASSWORD },
      });
    expect((await attempt()).statusCode).toBe(202);
    expect((await attempt()).statusCode).toBe(202);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/Too many attempts/) });
  });
});

describe('admin bootstrap', () => {
  it('ensureAdminFromEnv creates the admin, then promotes and re-keys an existing account', async () => {
    const db = ctx.database.db;
    expect(await ensureAdminFromEnv(db, {})).toBeNull();
    const email = uniqueEmail('boss');
    const admin = await ensureAdminFromEnv(db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'admin password 1' });
    expect(admin).toMatchObject({ email, role: 'admin' });
    const signedIn = await signIn(ctx.app, email, 'admin password 1');
    expect(signedIn.user.role).toBe('admin');

    const existing = await signUp(ctx.app);
    const promoted = await ensureAdminFromEnv(db, {
      ADMIN_EMAIL: existing.email,
      ADMIN_PASSWORD: 'new admin password',
    });
    expect(promoted).toMatchObject({ id: existing.user.id, role: 'admin' });
    expect((await signIn(ctx.app, existing.email, 'new admin password')).user.role).toBe('admin');
  });
});

// Last: it moves the clock a month on.
describe("a session's life, by the app's clock", () => {
  it('signs a browser out once its session is 30 days old; a newer session carries on', async () => {
    const user = (headers: { cookie: string }) => inject({ method: 'GET', url: '/api/auth/user', headers });
    const old = await signUp(ctx.app);
    clock.advance(SESSION_TTL_MS - 60_000);
    expect((await user(old.headers)).statusCode).toBe(200);
    const newer = await signIn(ctx.app, old.email, old.password);
    clock.advance(2 * 60_000);
    expect((await user(old.headers)).statusCode).toBe(401);
    const res = await user(newer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(old.email);
  });
});
