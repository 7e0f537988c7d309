import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  injectAs,
  signInAdmin,
  signUp,
  signUpVerifiedOwner,
} from '../../../../test/auth-helpers';
import { createTestApp, openSameDatabase, type TestApp } from '../../../../test/test-app';
import { INSIGHT_KINDS } from '../../../domain/schemas/insights';
import { buildApp } from '../../app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { MAX_COUNTS_PER_ADDRESS } from './visitors';

/** Belize is UTC-6 all year: its midnight is 06:00 UTC. */
const HOUR = 3_600_000;
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let establishmentId: number;
let otherPlace: number;
let draftId: number;
beforeAll(async () => {
  // No timer: counts reach the tables only when a test flushes (or the app closes).
  ctx = await createTestApp({}, { clock, insightsFlushMs: 0 });
  admin = await signInAdmin(ctx.app);
  establishmentId = await establishmentIdByName(ctx.database.db, "Estel's Dine by the Sea");
  otherPlace = await establishmentIdByName(ctx.database.db, 'Hidden Treasure Restaurant');
  draftId = await establishmentIdByName(ctx.database.db, 'Rojo Beach Bar & Lounge');
  owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
  const draft = await as(admin, {
    method: 'PATCH',
    url: `/api/establishments/${draftId}`,
    payload: { isActive: false },
  });
  expect(draft.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const as = injectAs(() => ctx.app);
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile';
let visitorCounter = 0;
/** A distinct visitor: its own address (from the loopback proxy app.inject appears as) and browser. */
const newVisitor = () => ({ ip: `203.0.113.${++visitorCounter}`, ua: `${CHROME} v${visitorCounter}` });
type Visitor = ReturnType<typeof newVisitor>;

const send = (v: Visitor, body: unknown, extra: InjectOptions = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/insights/events',
    payload: body as object,
    ...extra,
    headers: { 'x-forwarded-for': v.ip, 'user-agent': v.ua, ...(extra.headers ?? {}) },
  });
const event = (v: Visitor, kind: string, id = establishmentId) => send(v, { establishmentId: id, kind });

const insights = async (days = 30, id = establishmentId) => {
  const res = await as(owner, {
    method: 'GET',
    url: `/api/business/establishments/${id}/insights?days=${days}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The reply's totals after the counts held in memory are written. */
const flushedTotals = async () => {
  await ctx.app.services.insights.flush();
  return (await insights()).totals;
};

describe('POST /api/insights/events: validation', () => {
  it.each([
    [{ establishmentId: 1, kind: 'hover' }, /kind/],
    [{ establishmentId: 1.5, kind: 'view' }, /establishmentId/],
    [{ establishmentId: 'abc', kind: 'view' }, /establishmentId/],
    [{ establishmentId: -3, kind: 'view' }, /establishmentId/],
    [{ kind: 'view' }, /establishmentId/],
    [[], /Invalid/],
  ])('refuses %j with a 400 and a message', async (body, message) => {
    const res = await send(newVisitor(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses a body that is not JSON, as text/plain or application/json', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
      const res = await send(newVisitor(), '{"establishmentId": 1, kind', {
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().message).toMatch(/JSON/);
    }
  });

  it('answers 404 for an unknown or unpublished place', async () => {
    for (const id of [999_999, draftId]) {
      const res = await event(newVisitor(), 'view', id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('accepts the text/plain JSON that navigator.sendBeacon sends', async () => {
    const res = await send(newVisitor(), JSON.stringify({ establishmentId, kind: 'share' }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});

describe('counting', () => {
  it('counts nothing until a flush, then each visitor once per place, kind and day', async () => {
    const before = await flushedTotals();
    const a = newVisitor();
    const b = newVisitor();
    for (let i = 0; i < 5; i++) expect((await event(a, 'view')).statusCode).toBe(204);
    await event(a, 'whatsapp');
    await event(a, 'whatsapp');
    await event(b, 'view');
    await event(b, 'call');
    // The same address with another browser is the same visitor: a new browser name adds nothing.
    await event({ ...a, ua: `${a.ua} Firefox` }, 'view');
    expect((await insights()).totals).toEqual(before);
    expect(ctx.app.services.insights.pending()).toBeGreaterThan(0);
    const after = await flushedTotals();
    expect(ctx.app.services.insights.pending()).toBe(0);
    expect(after.views - before.views).toBe(2);
    expect(after.whatsapp - before.whatsapp).toBe(1);
    expect(after.call - before.call).toBe(1);
    // Another place's counts are its own.
    await event(a, 'view', otherPlace);
    expect((await flushedTotals()).views).toBe(after.views);
  });

  it('never counts crawlers, link previewers or scripts', async () => {
    const before = await flushedTotals();
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
      'curl/8.5.0',
      '',
    ];
    for (const ua of agents) expect((await event({ ip: newVisitor().ip, ua }, 'view')).statusCode).toBe(204);
    expect(await flushedTotals()).toEqual(before);
  });

  it('does not count a browser that sends Do Not Track or Global Privacy Control', async () => {
    const before = await flushedTotals();
    await send(newVisitor(), { establishmentId, kind: 'view' }, { headers: { dnt: '1' } });
    await send(newVisitor(), { establishmentId, kind: 'view' }, { headers: { 'sec-gpc': '1' } });
    expect(await flushedTotals()).toEqual(before);
  });

  it('is not inflated by a flood, nor by one address rotating its browser name', async () => {
    const before = await flushedTotals();
    const flooder = newVisitor();
    // Two rounds: one address's requests in progress are capped (MAX_CONNECTIONS_PER_ADDRESS).
    for (let round = 0; round < 2; round++) {
      const replies = await Promise.all(Array.from({ length: 150 }, () => event(flooder, 'directions')));
      expect(replies.every((r) => r.statusCode === 204)).toBe(true);
    }
    const rotating = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        event({ ip: flooder.ip, ua: `${CHROME} rotated ${i}` }, 'website'),
      ),
    );
    expect(rotating.every((r) => r.statusCode === 204)).toBe(true);
    const after = await flushedTotals();
    expect(after.directions - before.directions).toBe(1);
    expect(after.website - before.website).toBe(1);
  });

  it('stores only counts: no address, user agent or hash reaches the database', async () => {
    const v = newVisitor();
    await event(v, 'view');
    await ctx.app.services.insights.flush();
    const rows = await ctx.database.db.select().from(t.insightCounts);
    expect(Object.keys(rows[0]).sort()).toEqual(['day', 'establishmentId', 'kind', 'n']);
    expect(JSON.stringify(rows)).not.toContain(v.ip);
  });
});

describe('beacons from other sites, and one address over all places', () => {
  const OWN = 'http://localhost:5000'; // testConfig's public origin

  it('counts nothing from another site: Sec-Fetch-Site cross-site or same-site, or a foreign Origin', async () => {
    const before = await flushedTotals();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:5001' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: OWN },
    ]) {
      const res = await send(newVisitor(), { establishmentId, kind: 'view' }, { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(204);
    }
    expect(await flushedTotals()).toEqual(before);
    // The guide's own page is counted.
    await send(
      newVisitor(),
      { establishmentId, kind: 'view' },
      { headers: { 'sec-fetch-site': 'same-origin', origin: OWN } },
    );
    expect((await flushedTotals()).views).toBe(before.views + 1);
  });

  it('counts one address once per place and kind whatever its browser names, and at most its share a day', async () => {
    const adminTotal = async () => {
      await ctx.app.services.insights.flush();
      const res = await as(admin, { method: 'GET', url: '/api/admin/insights?days=1' });
      const totals: Record<string, number> = res.json().totals;
      return Object.values(totals).reduce((a, b) => a + b, 0);
    };
    const places: number[] = (await ctx.app.inject({ method: 'GET', url: '/api/establishments?limit=20' }))
      .json()
      .map((p: { id: number }) => p.id);
    const before = await adminTotal();
    const ip = newVisitor().ip;
    const agents = Array.from({ length: 10 }, (_, i) => `${CHROME} rotated ${i}`);
    for (const ua of agents) await event({ ip, ua }, 'view', places[0]);
    expect(await adminTotal()).toBe(before + 1);
    // Every place and kind from that one address: more than its share.
    let sent = 0;
    for (const id of places)
      for (const kind of INSIGHT_KINDS) {
        expect((await event({ ip, ua: agents[sent++ % agents.length] }, kind, id)).statusCode).toBe(204);
      }
    expect(sent).toBeGreaterThan(MAX_COUNTS_PER_ADDRESS);
    expect(await adminTotal()).toBe(before + MAX_COUNTS_PER_ADDRESS);
    // Other addresses still count.
    for (let i = 0; i < 3; i++) await event(newVisitor(), 'view', places[1]);
    expect(await adminTotal()).toBe(before + MAX_COUNTS_PER_ADDRESS + 3);
  });
});

describe("a live update's reach", () => {
  it('counts the visitors who viewed the place while the update was active, each once', async () => {
    const early = newVisitor();
    await event(early, 'view'); // before the update: not reached (yet)
    const posted = await as(owner, {
      method: 'POST',
      url: '/api/status-updates',
      payload: { establishmentId, message: 'Fresh lobster tonight', type: 'special' },
    });
    expect(posted.statusCode).toBe(201);
    const update = posted.json();
    const b = newVisitor();
    await event(early, 'view'); // already counted as a view today, but reached now
    await event(b, 'view');
    await event(b, 'view');
    await event(newVisitor(), 'whatsapp'); // a tap alone is not a view of the update
    await ctx.app.services.insights.flush();
    expect((await insights()).updates.find((u: any) => u.id === update.id)).toEqual({
      id: update.id,
      message: 'Fresh lobster tonight',
      createdAt: update.createdAt,
      views: 2,
    });
    // Removed, it reaches no one more.
    expect((await as(owner, { method: 'DELETE', url: `/api/status-updates/${update.id}` })).statusCode).toBe(
      204,
    );
    await event(newVisitor(), 'view');
    await ctx.app.services.insights.flush();
    expect((await insights()).updates.find((u: any) => u.id === update.id).views).toBe(2);
  });
});

describe('GET /api/business/establishments/:id/insights', () => {
  it('answers every day of the period in Belize time, zeros included, oldest first', async () => {
    const body = await insights(7);
    expect(body.establishmentId).toBe(establishmentId);
    expect(body.days).toHaveLength(7);
    const belizeToday = new Date(nowMs - 6 * HOUR).toISOString().slice(0, 10);
    expect(body.days.at(-1).date).toBe(belizeToday);
    expect(body.days[0]).toEqual(expect.objectContaining({ views: 0, whatsapp: 0, share: 0 }));
    expect((await insights()).days).toHaveLength(30);
  });

  it.each(['0', '366', 'abc', '1.5', '-1'])('refuses days=%s with a 400', async (days) => {
    const res = await as(owner, {
      method: 'GET',
      url: `/api/business/establishments/${establishmentId}/insights?days=${days}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/days/);
  });

  it('answers 401 signed out, 403 to another account, 404 for an unknown place', async () => {
    const url = `/api/business/establishments/${establishmentId}/insights`;
    expect((await as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await as(await signUp(ctx.app), { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(admin, { method: 'GET', url })).statusCode).toBe(200);
    const unknown = await as(admin, { method: 'GET', url: '/api/business/establishments/999999/insights' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/insights', () => {
  it('sums the island per day and lists the most viewed places', async () => {
    await event(newVisitor(), 'view', otherPlace);
    await ctx.app.services.insights.flush();
    const res = await as(admin, { method: 'GET', url: '/api/admin/insights?days=7' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    const mine = (await insights(7)).totals.views;
    expect(body.totals.views).toBeGreaterThan(mine);
    expect(body.topPlaces[0]).toEqual({
      establishmentId,
      name: "Estel's Dine by the Sea",
      views: mine,
      taps: expect.any(Number),
    });
    expect(body.topPlaces.map((p: any) => p.establishmentId)).toContain(otherPlace);
    expect((await as(owner, { method: 'GET', url: '/api/admin/insights' })).statusCode).toBe(403);
    expect((await as(null, { method: 'GET', url: '/api/admin/insights' })).statusCode).toBe(401);
  });
});

describe('shutdown', () => {
  it('writes the counts still held in memory when an instance closes', async () => {
    const database = await openSameDatabase(ctx.database);
    const second = await buildApp({
      database,
      config: ctx.app.config,
      logger: false,
      clock,
      insightsFlushMs: 0,
    });
    await second.ready();
    const before = await flushedTotals();
    const v = newVisitor();
    const res = await second.inject({
      method: 'POST',
      url: '/api/insights/events',
      headers: { 'x-forwarded-for': v.ip, 'user-agent': v.ua },
      payload: { establishmentId, kind: 'call' },
    });
    expect(res.statusCode).toBe(204);
    expect((await insights()).totals.call).toBe(before.call);
    await second.close();
    await database.close();
    expect((await insights()).totals.call).toBe(before.call + 1);
  });
});

// Last: it moves the clock forward to Belize midnight.
describe('the Belize day', () => {
  it('starts a new day at Belize midnight (06:00 UTC): the same visitor counts again', async () => {
    const day = 24 * HOUR;
    // The next 06:00 UTC after now, less a minute: 23:59 in Belize.
    const midnight = Math.ceil((nowMs - 6 * HOUR) / day) * day + 6 * HOUR;
    nowMs = midnight - 60_000;
    const before = (await insights(1)).totals.share;
    const v = newVisitor();
    await event(v, 'share');
    nowMs = midnight + 60_000;
    await event(v, 'share');
    await event(v, 'share');
    await ctx.app.services.insights.flush();
    const [yesterday, today] = (await insights(2)).days;
    expect(today.date).toBe(new Date(midnight).toISOString().slice(0, 10));
    expect(today.share).toBe(1);
    expect(yesterday.date).toBe(new Date(midnight - day).toISOString().slice(0, 10));
    expect(yesterday.share).toBe(before + 1);
  });
});
