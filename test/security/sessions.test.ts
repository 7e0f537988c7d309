import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp, TEST_PASSWORD, uniqueEmail, uniqueIp } from '../auth-helpers';
import { createTestApp, type TestApp } from '../test-app';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const whoIs = async (cookie: string) => {
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    return res.statusCode === 200 ? (res.json().email as string) : null;
  };

  it('a session cookie planted before sign-in is not the one after, and stops working (fixation)', async () => {
    const attacker = await signUp(t.app);
    const victim = await signUp(t.app);
    const planted = attacker.headers.cookie;
    expect(await whoIs(planted)).toBe(attacker.email);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: planted, 'x-forwarded-for': uniqueIp() },
      payload: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const fresh = sessionCookie(login);
    expect(fresh).not.toBe(planted);
    expect(await whoIs(fresh)).toBe(victim.email);
    // The planted id is gone: it neither shows the victim nor the attacker any more.
    expect(await whoIs(planted)).toBeNull();
  });

  it('a forged or unsigned session id is ignored and replaced at sign-in', async () => {
    const victim = await signUp(t.app);
    for (const forged of ['sid=attacker-chosen-id', 'sid=s%3Aattacker.bad-signature', 'sid=']) {
      expect(await whoIs(forged)).toBeNull();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: forged, 'x-forwarded-for': uniqueIp() },
        payload: { email: victim.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const fresh = sessionCookie(login);
      expect(fresh).not.toBe(forged);
      expect(fresh).not.toContain('attacker');
      expect(await whoIs(fresh)).toBe(victim.email);
    }
  });

  it('registering while carrying someone else’s session starts a new one', async () => {
    const attacker = await signUp(t.app);
    const email = uniqueEmail('newcomer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: attacker.headers.cookie, 'x-forwarded-for': uniqueIp() },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    expect(sessionCookie(res)).not.toBe(attacker.headers.cookie);
    expect(await whoIs(sessionCookie(res))).toBe(email);
  });

  it('signing out ends the session on the server, not just in the browser', async () => {
    const owner = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: owner.headers });
    expect(out.statusCode).toBe(204);
    expect(await whoIs(owner.headers.cookie)).toBeNull();
  });

  it('a client on the internet cannot dodge the sign-in limit by inventing X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: 'nobody@example.com', password: 'wrong-password-123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('behind the proxy TRUST_PROXY names (loopback, test-app.ts), clients are told apart by X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.101.${i}` },
        payload: { email: 'nobody@example.com', password: 'wrong-password-123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).not.toContain(429);
  });
});
