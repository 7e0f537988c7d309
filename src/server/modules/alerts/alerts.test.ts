import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs } from '../../../../test/auth-helpers';
import { movableClock } from '../../../../test/live-stream';
import { createOwnerApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import type { AdminAlert, Alert } from '../../../domain/schemas/alerts';
import * as t from '../../db/schema';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
const clock = movableClock();
beforeAll(async () => {
  ({ ctx, admin, owner } = await createOwnerApp("Estel's Dine by the Sea", {}, { clock }));
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const as = injectAs(() => ctx.app);
const inHours = (h: number, from = clock.now().getTime()) => new Date(from + h * HOUR).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  message: 'Last water taxi leaves at 9 pm tonight',
  severity: 'warning',
  expiresAt: inHours(6),
  ...over,
});
const post = (actor: Actor | null, payload: Record<string, unknown>) =>
  as(actor, { method: 'POST', url: '/api/admin/alerts', payload });
const postOk = async (over: Record<string, unknown> = {}): Promise<Alert> => {
  const res = await post(admin, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const publicAlerts = async (): Promise<Alert[]> =>
  (await as(null, { method: 'GET', url: '/api/alerts' })).json();
const publicIds = async () => (await publicAlerts()).map((a) => a.id);
const end = (actor: Actor | null, id: number) =>
  as(actor, { method: 'DELETE', url: `/api/admin/alerts/${id}` });
const adminUser = () => admin.user;

/** The alerts' live events about alert `id`, in log order. */
async function eventsOf(id: number) {
  const rows = await ctx.database.db
    .select({ kind: t.changeLog.kind, data: t.changeLog.data, dedupeKey: t.changeLog.dedupeKey })
    .from(t.changeLog)
    .where(
      sql`${t.changeLog.kind} in ('alert', 'alert-removed') and ${t.changeLog.data}->>'id' = ${String(id)}`,
    )
    .orderBy(asc(t.changeLog.id));
  return rows;
}
const countRows = async () => ({
  alerts: (await ctx.database.db.select({ id: t.alerts.id }).from(t.alerts)).length,
  events: (await ctx.database.db.select({ id: t.changeLog.id }).from(t.changeLog)).length,
});

/** An alert created `hoursAgo` hours ago through the service (its clock), lasting `lastsHours`. */
async function alertFromThePast(hoursAgo: number, lastsHours: number, message = 'From the past') {
  const then = new Date(clock.now().getTime() - hoursAgo * HOUR);
  return ctx.app.services.alerts.create(
    adminUser(),
    { message, severity: 'info', expiresAt: inHours(lastsHours, then.getTime()) },
    then,
  );
}

describe('who may post, list and end alerts', () => {
  it('answers 401 signed out and 403 to an owner on every admin route, before reading the body', async () => {
    const alert = await postOk();
    const before = await countRows();
    for (const [actor, status] of [
      [null, 401],
      [owner, 403],
    ] as const) {
      expect((await post(actor, body())).statusCode).toBe(status);
      expect((await post(actor, { message: '' })).statusCode).toBe(status);
      expect((await as(actor, { method: 'GET', url: '/api/admin/alerts' })).statusCode).toBe(status);
      const del = await end(actor, alert.id);
      expect(del.statusCode).toBe(status);
      expect(del.json().message).toEqual(expect.any(String));
    }
    expect(await countRows()).toEqual(before);
    expect(await publicIds()).toContain(alert.id);
  });

  it('lets anyone read the active alerts, signed out or in', async () => {
    const alert = await postOk();
    for (const actor of [null, owner, admin]) {
      const res = await as(actor, { method: 'GET', url: '/api/alerts' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((a: Alert) => a.id)).toContain(alert.id);
    }
  });
});

describe('POST /api/admin/alerts', () => {
  it('posts an alert everyone sees at once (201), with one `alert` live event in the same write', async () => {
    await publicAlerts(); // a cached reply that must drop
    const expiresAt = inHours(6);
    const res = await post(admin, body({ message: '  Storm warning: <b>stay ashore</b>  ', expiresAt }));
    expect(res.statusCode).toBe(201);
    const alert: Alert = res.json();
    expect(alert).toEqual({
      id: expect.any(Number),
      message: 'Storm warning: <b>stay ashore</b>',
      severity: 'warning',
      createdAt: expect.any(String),
      expiresAt,
    });
    expect(await publicAlerts()).toContainEqual(alert);
    expect(await eventsOf(alert.id)).toEqual([{ kind: 'alert', data: alert, dedupeKey: null }]);
  });

  it('refuses a blank or long message, an unknown severity and an expiry out of range: 400, nothing written', async () => {
    const before = await countRows();
    const cases: [Record<string, unknown>, RegExp][] = [
      [body({ message: '   ' }), /Write a message\./],
      [body({ message: undefined }), /Write a message\./],
      [body({ message: 'x'.repeat(301) }), /Use at most 300 characters\./],
      [body({ severity: 'urgent' }), /Choose a severity: info, warning, critical\./],
      [body({ severity: undefined }), /Choose a severity/],
      [body({ expiresAt: 'tonight' }), /ISO date-time/],
      [body({ expiresAt: undefined }), /ISO date-time/],
      [body({ expiresAt: inHours(-1) }), /Choose an expiry in the future\./],
      [
        body({ expiresAt: new Date(clock.now().getTime() + 14 * DAY + HOUR).toISOString() }),
        /at most 14 days ahead/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await countRows()).toEqual(before);
    // 300 characters of one long word and 14 days less a minute are allowed.
    await postOk({
      message: 'W'.repeat(300),
      expiresAt: new Date(clock.now().getTime() + 14 * DAY - 60_000).toISOString(),
    });
  });
});

describe('GET /api/alerts', () => {
  it('shows only alerts neither ended nor expired, most severe first, then newest', async () => {
    await ctx.database.db.delete(t.alerts);
    const expired = await alertFromThePast(3, 2, 'Expired an hour ago');
    const ended = await postOk({ severity: 'critical', message: 'Ended by the admin' });
    expect((await end(admin, ended.id)).statusCode).toBe(204);
    const oldInfo = await alertFromThePast(1, 5, 'Older info');
    const info = await postOk({ severity: 'info', message: 'Newer info' });
    const critical = await postOk({ severity: 'critical', message: 'Hurricane watch' });
    const warning = await postOk({ severity: 'warning', message: 'Ferry delays' });

    const shown = await publicAlerts();
    expect(shown.map((a) => a.id)).toEqual([critical.id, warning.id, info.id, oldInfo.id]);
    expect(shown.map((a) => a.id)).not.toContain(expired.id);
  });

  it('never serves a cached reply past the earliest expiry in it', async () => {
    await ctx.database.db.delete(t.alerts);
    // Expires well within the reply cache's own lifetime (a minute), which alone would keep it too long.
    const soon = await alertFromThePast(0, 20 / 3600, 'Ends in 20 seconds');
    const later = await postOk({ expiresAt: inHours(3) });
    const first = await as(null, { method: 'GET', url: '/api/alerts' });
    expect(first.json().map((a: Alert) => a.id)).toEqual([later.id, soon.id]);
    // Cached: an If-None-Match of the same reply is a 304.
    const again = await as(null, {
      method: 'GET',
      url: '/api/alerts',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    clock.advance(Date.parse(soon.expiresAt) + 1000 - clock.now().getTime());
    expect(await publicIds()).toEqual([later.id]);
  });

  it("expires an alert by the app's clock: off every page, expired on the admin's list, one removal event", async () => {
    const alert = await postOk({ message: 'Ferry delayed', expiresAt: inHours(2, clock.now().getTime()) });
    const stateOf = async () =>
      ((await as(admin, { method: 'GET', url: '/api/admin/alerts' })).json() as AdminAlert[]).find(
        (a) => a.id === alert.id,
      )?.state;
    expect(await publicIds()).toContain(alert.id);
    expect(await stateOf()).toBe('active');
    clock.advance(2 * HOUR + 1000);
    expect(await publicIds()).not.toContain(alert.id);
    expect(await stateOf()).toBe('expired');
    await ctx.app.live.expireDue();
    await ctx.app.live.expireDue();
    expect(await eventsOf(alert.id)).toEqual([
      { kind: 'alert', data: alert, dedupeKey: null },
      { kind: 'alert-removed', data: { id: alert.id }, dedupeKey: `alert-removed:${alert.id}` },
    ]);
  });
});

describe('DELETE /api/admin/alerts/:id', () => {
  it('ends an alert (204): gone for visitors at once, one `alert-removed` event however often it is ended', async () => {
    const alert = await postOk({ severity: 'critical' });
    expect(await publicIds()).toContain(alert.id);
    const res = await end(admin, alert.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await publicIds()).not.toContain(alert.id);
    expect((await end(admin, alert.id)).statusCode).toBe(204);
    await ctx.app.services.alerts.expireDue(new Date(clock.now().getTime() + 7 * HOUR));
    expect(await eventsOf(alert.id)).toEqual([
      { kind: 'alert', data: alert, dedupeKey: null },
      { kind: 'alert-removed', data: { id: alert.id }, dedupeKey: `alert-removed:${alert.id}` },
    ]);
  });

  it('answers 404 for an unknown alert and 400 for an id that is not one', async () => {
    const res = await end(admin, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Alert not found');
    expect((await end(admin, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/alerts', () => {
  it('lists the active alerts first, then the ended and expired ones, with their state', async () => {
    await ctx.database.db.delete(t.alerts);
    const expired = await alertFromThePast(3, 2, 'Expired');
    const ended = await postOk({ message: 'Ended' });
    await end(admin, ended.id);
    const active = await postOk({ message: 'Active', severity: 'critical' });
    const longAgo = await alertFromThePast(24 * 9, 1, 'Expired nine days ago');
    await ctx.app.services.alerts.expireDue(clock.now());

    const res = await as(admin, { method: 'GET', url: '/api/admin/alerts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json() as { id: number; state: string; endedAt: string | null }[];
    expect(list.map((a) => [a.id, a.state])).toEqual([
      [active.id, 'active'],
      [ended.id, 'ended'],
      [expired.id, 'expired'],
    ]);
    expect(list[0].endedAt).toBeNull();
    expect(list.map((a) => a.id)).not.toContain(longAgo.id);
  });
});

describe('the expiry scheduler’s side (nextExpiry, expireDue)', () => {
  it('names the next expiry and appends one `alert-removed` per expired alert, once', async () => {
    await ctx.database.db.delete(t.alerts);
    const alerts = ctx.app.services.alerts;
    const now = clock.now();
    expect(await alerts.nextExpiry(now)).toBeNull();

    const first = await postOk({ expiresAt: inHours(2) });
    const second = await postOk({ expiresAt: inHours(5) });
    expect(await alerts.nextExpiry(now)).toEqual(new Date(first.expiresAt));

    await publicAlerts(); // cached until the first expiry
    const afterFirst = new Date(Date.parse(first.expiresAt) + 1000);
    // Two instances' schedulers at once: still one event.
    await Promise.all([alerts.expireDue(afterFirst), alerts.expireDue(afterFirst)]);
    expect((await eventsOf(first.id)).map((e) => e.kind)).toEqual(['alert', 'alert-removed']);
    expect((await eventsOf(second.id)).map((e) => e.kind)).toEqual(['alert']);
    expect(await alerts.nextExpiry(afterFirst)).toEqual(new Date(second.expiresAt));
    // The expiry publishes the change: the cached reply drops.
    expect(await publicIds()).toEqual([second.id]);

    // An expiry missed (no scheduler ran) is due at once.
    const late = new Date(Date.parse(second.expiresAt) + HOUR);
    expect(await alerts.nextExpiry(late)).toEqual(late);
    await alerts.expireDue(late);
    await alerts.expireDue(late);
    expect(await alerts.nextExpiry(late)).toBeNull();
    const removals = await ctx.database.db
      .select({ data: t.changeLog.data })
      .from(t.changeLog)
      .where(inArray(t.changeLog.dedupeKey, [`alert-removed:${first.id}`, `alert-removed:${second.id}`]));
    expect(removals).toHaveLength(2);
    expect((await end(admin, second.id)).statusCode).toBe(204);
    expect(await eventsOf(second.id)).toHaveLength(2);
  });
});

describe('/api/docs', () => {
  it('describes the alert routes with their summaries and schemas', async () => {
    const doc = (await as(null, { method: 'GET', url: '/api/openapi.json' })).json();
    const ops = [
      doc.paths['/api/alerts']?.get,
      doc.paths['/api/admin/alerts']?.get,
      doc.paths['/api/admin/alerts']?.post,
      doc.paths['/api/admin/alerts/{id}']?.delete,
    ];
    for (const op of ops) expect(op?.summary).toEqual(expect.any(String));
    const postBody = doc.paths['/api/admin/alerts'].post.requestBody.content['application/json'].schema;
    expect(postBody.properties.severity.enum).toEqual(['info', 'warning', 'critical']);
    expect(Object.keys(doc.paths['/api/admin/alerts'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
  });
});
