import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../../src/domain/dates';
import type { Establishment } from '../../src/domain/schemas/catalog';
import { establishmentIdByName } from '../../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner, uniqueEmail, uniqueIp } from '../auth-helpers';
import { linkIn, type SmtpSink, startSmtpSink } from '../smtp-sink';
import { createTestApp, type TestApp } from '../test-app';

/**
 * No absolute URL the server writes comes from the request's Host or X-Forwarded-*, whatever
 * TRUST_PROXY says; the rendered-page cache cannot be filled from a forged host or a made-up query.
 * (The pages are rendered from the built app: npm test builds dist/web and dist/ssr first.)
 */
const SITE = 'https://guide.example.bz';
const FORGED: Record<string, Record<string, string>> = {
  Host: { host: 'evil.example' },
  'X-Forwarded-Host': { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  'X-Forwarded-Host and Host': { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443' },
};

let sink: SmtpSink;
/** Believes every peer's X-Forwarded-* (TRUST_PROXY=true), the most a forged header could get. */
let proxied: TestApp;
/** Believes none (TRUST_PROXY unset). */
let direct: TestApp;
const apps = () =>
  [
    ['TRUST_PROXY on', proxied],
    ['TRUST_PROXY off', direct],
  ] as const;

beforeAll(async () => {
  sink = await startSmtpSink();
  const mail = { SMTP_URL: sink.url, MAIL_FROM: 'guide@example.bz', publicOrigin: SITE };
  // Only enqueues wake the outbox worker: what arrives does not depend on a poll's timing.
  const deps = { mail: { pollIntervalMs: 3_600_000 } };
  [proxied, direct] = await Promise.all([
    createTestApp({ ...mail, TRUST_PROXY: true }, deps),
    createTestApp({ ...mail, TRUST_PROXY: false }, deps),
  ]);
});
afterAll(async () => {
  await Promise.all([proxied?.close(), direct?.close()]);
  await sink?.close();
});

/** Every absolute http(s) URL in a text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((m) => m[0]);

describe('mail links with a forged host', () => {
  for (const [name, headers] of Object.entries(FORGED))
    it(`a password reset for the admin's address asked with ${name} links to the configured origin`, async () => {
      for (const [label, t] of apps()) {
        const admin = await signInAdmin(t.app);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          headers: { ...headers, 'x-forwarded-for': uniqueIp() },
          payload: { email: admin.email },
        });
        expect(res.statusCode, label).toBe(202);
        const mail = await sink.waitFor(
          (m) => m.to.includes(admin.email) && m.decoded.includes('/reset-password#'),
        );
        expect(linkIn(mail, '/reset-password').url, label).toMatch(
          /^https:\/\/guide\.example\.bz\/reset-password#token=/,
        );
        expect(mail.decoded, label).not.toContain('evil.example');
      }
    });

  it("a booking request with a forged host mails the guest and the owners the configured origin's links", async () => {
    for (const [label, t] of apps()) {
      const stay = await establishmentIdByName(t.database.db, 'Blue Tang Inn');
      const owner: Actor = await signUpVerifiedOwner(t.app, await signInAdmin(t.app), stay);
      const guestEmail = uniqueEmail('guest');
      const today = belizeDay(new Date());
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/establishments/${stay}/booking-requests`,
        headers: { ...FORGED['X-Forwarded-Host and Host'], 'x-forwarded-for': uniqueIp() },
        payload: {
          checkIn: addDays(today, 10),
          checkOut: addDays(today, 12),
          adults: 2,
          guestName: 'Marta',
          guestEmail,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const guest = await sink.waitFor((m) => m.to.includes(guestEmail));
      const toOwner = await sink.waitFor(
        (m) => m.to.includes(owner.email) && m.decoded.includes('New booking request'),
      );
      expect(guest.decoded, label).toContain(`${SITE}/establishment/${stay}`);
      expect(toOwner.decoded, label).toContain(`${SITE}/business/dashboard?business=${stay}&tab=bookings`);
      for (const m of [guest, toOwner]) expect(m.decoded, label).not.toContain('evil.example');
    }
  });
});

describe('pages, sitemap and robots.txt with a forged host', () => {
  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('name only the configured origin: canonical, Open Graph, JSON-LD, sitemap and robots.txt', async () => {
    const place: Establishment = (await get(proxied, '/api/establishments?limit=1')).json()[0];
    for (const [name, headers] of Object.entries(FORGED))
      for (const url of [
        '/',
        '/accommodations',
        `/establishment/${place.id}`,
        '/map',
        '/sitemap.xml',
        '/robots.txt',
      ]) {
        const res = await get(proxied, url, headers);
        expect(res.statusCode, `${url} ${name}`).toBe(200);
        const found = urlsIn(res.body).filter((u) => !u.startsWith('http://www.w3.org/'));
        // Other sites the guide links to (schema.org, a place's own website) are not ours to judge.
        const ours = found.filter((u) => !/^https?:\/\/(schema\.org|www\.sitemaps\.org)\//.test(u));
        expect(ours.length, `${url} ${name}`).toBeGreaterThan(0);
        expect(res.body, `${url} ${name}`).not.toContain('evil.example');
      }
    const html = (await get(proxied, `/establishment/${place.id}`, FORGED.Host)).body;
    expect(html).toContain(`<link rel="canonical" href="${SITE}/establishment/${place.id}"`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/establishment/${place.id}"`);
    expect(html).toContain(`"url":"${SITE}/establishment/${place.id}"`);
    expect((await get(proxied, '/robots.txt', FORGED.Host)).body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect((await get(proxied, '/sitemap.xml', FORGED.Host)).body).toContain(`<loc>${SITE}/</loc>`);
  });

  it('a Host with a path cannot store a page under another path', async () => {
    const place: Establishment = (await get(direct, '/api/establishments?limit=1')).json()[0];
    const before = await get(direct, `/establishment/${place.id}`);
    expect(before.statusCode).toBe(200);
    // Once keyed by host + path: `http://<host>/establishment` + `/18` was the key of /establishment/18.
    for (const t of [direct, proxied]) {
      const poison = await get(t, `/${place.id}`, { host: 'localhost:5000/establishment' });
      expect(poison.statusCode).toBe(404);
      const forwarded = await get(t, `/${place.id}`, { 'x-forwarded-host': 'localhost:5000/establishment' });
      expect(forwarded.statusCode).toBe(404);
    }
    const after = await get(direct, `/establishment/${place.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toContain(`<title>${place.name.replace(/&/g, '&amp;')}`);
  });

  it('a made-up query parameter is the same page, kept once; a parameter pages read is its own page', async () => {
    const t = direct;
    const home = await get(t, '/');
    expect(home.statusCode).toBe(200);
    const entries = t.app.replyCache.size;
    for (const url of ['/?r=1', '/?r=2', '/?utm_source=x&r=3', '/?q=']) {
      const res = await get(t, url, { host: `evil-${url.length}.example` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBe(home.headers.etag);
    }
    expect(t.app.replyCache.size).toBe(entries);
    // The search page reads q: another query is another page (and its API reply), kept as such.
    const lobster = await get(t, '/search?q=lobster&r=1');
    expect(lobster.statusCode).toBe(200);
    expect(t.app.replyCache.size).toBeGreaterThan(entries);
    const kept = t.app.replyCache.size;
    expect((await get(t, '/search?r=2&q=lobster')).headers.etag).toBe(lobster.headers.etag);
    expect(t.app.replyCache.size).toBe(kept);
  });
});

describe('TRUST_PROXY decides whose client address counts, and nothing else', () => {
  const attempts = async (t: TestApp, remoteAddress: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': uniqueIp() },
        payload: { email: 'nobody@example.com', password: 'wrong-password-123' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('off: X-Forwarded-For is not believed, so inventing one does not dodge a per-client limit', async () => {
    expect(await attempts(direct, '127.0.0.1')).toContain(429);
  });

  it('on: each forwarded client is counted apart', async () => {
    expect(await attempts(proxied, '203.0.113.9')).not.toContain(429);
  });
});
