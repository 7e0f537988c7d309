import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs } from '../../../../test/auth-helpers';
import { movableClock } from '../../../../test/live-stream';
import { createOwnerApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let establishmentId: number;
const clock = movableClock();
beforeAll(async () => {
  ({ ctx, admin, owner, establishmentId } = await createOwnerApp("Estel's Dine by the Sea", {}, { clock }));
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const inject = (opts: InjectOptions) => ctx.app.inject(opts);
const as = injectAs(() => ctx.app);
const post = (actor: Actor, payload: Record<string, unknown>) =>
  as(actor, { method: 'POST', url: '/api/status-updates', payload });
const publicUpdates = async () =>
  (await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` })).json()
    .statusUpdates as any[];

describe('POST /api/status-updates', () => {
  it('posts a live update visitors see at once, expiring in 24 hours by default', async () => {
    await publicUpdates(); // warm the cache
    const started = Date.now();
    const res = await post(owner, {
      establishmentId,
      message: '  Lobster special tonight!  ',
      type: 'special',
    });
    expect(res.statusCode).toBe(201);
    const update = res.json();
    expect(update).toMatchObject({
      establishmentId,
      message: 'Lobster special tonight!',
      type: 'special',
      isActive: true,
    });
    const expires = Date.parse(update.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(started + 24 * HOUR - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    expect((await publicUpdates())[0]).toMatchObject({ id: update.id, message: 'Lobster special tonight!' });
    const list = (await inject({ method: 'GET', url: '/api/establishments' })).json();
    expect(list.find((e: any) => e.id === establishmentId).statusUpdates[0].id).toBe(update.id);
  });

  it('shows an edit of the place and an update posted after it, both made before the next read', async () => {
    const listed = async () =>
      (await inject({ method: 'GET', url: '/api/establishments' }))
        .json()
        .find((e: any) => e.id === establishmentId);
    await listed(); // the catalogue is in memory
    const description = 'Seafood by the sea, on the beach north of the pier';
    const edit = await as(owner, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { description },
    });
    expect(edit.statusCode).toBe(200);
    const update = (await post(owner, { establishmentId, message: 'Fresh snapper', type: 'special' })).json();
    const place = await listed();
    expect(place.description).toBe(description);
    expect(place.statusUpdates[0].id).toBe(update.id);
    // An update alone re-reads the updates, and the edit stays.
    const next = (await post(owner, { establishmentId, message: 'Live music', type: 'announcement' })).json();
    const after = await listed();
    expect(after.description).toBe(description);
    expect(after.statusUpdates.map((u: any) => u.id).slice(0, 2)).toEqual([next.id, update.id]);
    const found = (
      await inject({ method: 'GET', url: '/api/establishments?q=north%20of%20the%20pier' })
    ).json();
    expect(found.map((e: any) => e.id)).toEqual([establishmentId]);
  });

  it('shows for the chosen length from when it was written (the form offers 2 to 48 hours)', async () => {
    const writtenAt = new Date(clock.now().getTime() - 1000).toISOString();
    const res = await post(owner, {
      establishmentId,
      message: 'Open late',
      type: 'availability',
      lasts: { hours: 48 },
      writtenAt,
      isActive: true,
    });
    expect(res.statusCode).toBe(201);
    expect(Date.parse(res.json().expiresAt)).toBe(Date.parse(writtenAt) + 48 * HOUR);
  });

  it('stores HTML as plain text, exactly as typed', async () => {
    const message = '<img src=x onerror=alert(1)> <b>Happy hour</b> & "friends"';
    const res = await post(admin, { establishmentId, message, type: 'announcement' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [stored] = await ctx.database.db
      .select({ message: t.statusUpdates.message })
      .from(t.statusUpdates)
      .where(eq(t.statusUpdates.id, res.json().id));
    expect(stored.message).toBe(message);
    expect((await publicUpdates()).some((u) => u.message === message)).toBe(true);
  });

  it('refuses blank, long, mistyped and badly timed updates with 400 and stores nothing', async () => {
    const count = async () => (await ctx.database.db.select().from(t.statusUpdates)).length;
    const before = await count();
    const base = { establishmentId, message: 'Hello', type: 'special' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, message: '   ' }, /Write a message\./],
      [{ ...base, message: undefined }, /Write a message\./],
      [{ ...base, message: 'x'.repeat(501) }, /Use at most 500 characters\./],
      [{ ...base, message: 12 }, /message/],
      [{ ...base, type: 'status' }, /Choose an update type: special, availability, announcement, alert\./],
      [{ ...base, writtenAt: 'tomorrow' }, /ISO date-time/],
      [{ ...base, lasts: { hours: 0 } }, /from 1 to 168/],
      [{ ...base, lasts: { hours: 8 * 24 } }, /at most 7 days/],
      [{ ...base, lasts: 6 }, /lasts/],
      [{ ...base, until: '9 pm' }, /like "21:00"/],
      [{ ...base, until: '21:00', lasts: { hours: 2 } }, /either lasts or until/],
      [{ ...base, establishmentId: '1' }, /establishmentId/],
      [{ ...base, isActive: 'yes' }, /isActive/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(owner, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
    expect((await post(owner, { ...base, establishmentId: 999999 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/status-updates/:id and the owner history', () => {
  // The updates posted above have expired: the place has room for new ones (at most five are on).
  beforeAll(() => clock.advance(8 * 24 * HOUR));
  it('soft-deletes: gone for visitors, kept (inactive) in the owner list, newest first', async () => {
    const first = (await post(owner, { establishmentId, message: 'First', type: 'alert' })).json();
    const second = (await post(owner, { establishmentId, message: 'Second', type: 'alert' })).json();
    // An expired one, written directly.
    await ctx.database.db.insert(t.statusUpdates).values({
      establishmentId,
      message: 'Expired',
      type: 'special',
      expiresAt: new Date(Date.now() - HOUR),
      createdAt: new Date(Date.now() - 2 * HOUR),
    });

    const del = await as(owner, { method: 'DELETE', url: `/api/status-updates/${first.id}` });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await publicUpdates()).some((u) => u.id === first.id)).toBe(false);
    expect((await publicUpdates()).some((u) => u.message === 'Expired')).toBe(false);

    const history = await as(owner, {
      method: 'GET',
      url: `/api/establishments/${establishmentId}/status-updates`,
    });
    expect(history.statusCode).toBe(200);
    const all = history.json();
    expect(all.find((u: any) => u.id === first.id)).toMatchObject({ isActive: false });
    expect(all.some((u: any) => u.message === 'Expired')).toBe(true);
    expect(all.findIndex((u: any) => u.id === second.id)).toBeLessThan(
      all.findIndex((u: any) => u.id === first.id),
    );
    const times = all.map((u: any) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Deleting again is harmless; unknown: 404; bad id: 400.
    expect((await as(owner, { method: 'DELETE', url: `/api/status-updates/${first.id}` })).statusCode).toBe(
      204,
    );
    expect((await as(owner, { method: 'DELETE', url: '/api/status-updates/999999' })).statusCode).toBe(404);
    expect((await as(owner, { method: 'DELETE', url: '/api/status-updates/x' })).statusCode).toBe(400);
    expect(
      (await as(admin, { method: 'GET', url: '/api/establishments/999999/status-updates' })).statusCode,
    ).toBe(404);
  });
});

describe("an update's expiry, by the app's clock", () => {
  const listedUpdates = async () =>
    (await inject({ method: 'GET', url: '/api/establishments' }))
      .json()
      .find((e: any) => e.id === establishmentId).statusUpdates as any[];
  const ids = (updates: any[]) => updates.map((u) => u.id);
  // The updates posted above have expired: the place has room for new ones (at most five are on).
  beforeAll(() => clock.advance(8 * 24 * HOUR));

  it('takes an update off the detail and the list at its expiry, with no write; its owner still sees it', async () => {
    const writtenAt = clock.now();
    const expiresAt = new Date(writtenAt.getTime() + HOUR).toISOString();
    const res = await post(owner, {
      establishmentId,
      message: 'Happy hour till six',
      type: 'special',
      lasts: { hours: 1 },
      writtenAt: writtenAt.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const update = res.json();
    expect(ids(await publicUpdates())).toContain(update.id);
    expect(ids(await listedUpdates())).toContain(update.id);
    clock.advance(HOUR - 1000);
    expect(ids(await publicUpdates())).toContain(update.id);
    clock.advance(2000);
    expect(ids(await publicUpdates())).not.toContain(update.id);
    expect(ids(await listedUpdates())).not.toContain(update.id);
    const history = await as(owner, {
      method: 'GET',
      url: `/api/establishments/${establishmentId}/status-updates`,
    });
    expect(history.json().find((u: any) => u.id === update.id)).toMatchObject({ expiresAt, isActive: true });
  });

  it('an update sent late by the outbox lives its full length from when it was written', async () => {
    const writtenAt = clock.now();
    const T = writtenAt.getTime();
    const body = {
      establishmentId,
      message: 'Grouper fingers for three hours',
      type: 'special',
      lasts: { hours: 3 },
      writtenAt: writtenAt.toISOString(),
    };
    clock.advance(2 * HOUR);
    const key = { 'idempotency-key': `late-${T}` };
    const sent = await as(owner, { method: 'POST', url: '/api/status-updates', headers: key, payload: body });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(Date.parse(sent.json().expiresAt)).toBe(T + 3 * HOUR);
    expect(Date.parse(sent.json().createdAt)).toBeGreaterThanOrEqual(T + 2 * HOUR);
    // Its reply lost, the outbox sends it again later: the first reply, nothing more posted.
    clock.advance(2 * HOUR);
    const again = await as(owner, {
      method: 'POST',
      url: '/api/status-updates',
      headers: key,
      payload: body,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(sent.json());
    const history = await as(owner, {
      method: 'GET',
      url: `/api/establishments/${establishmentId}/status-updates`,
    });
    expect(history.json().filter((u: any) => u.message === body.message)).toHaveLength(1);
  });

  it('refuses, with a 422 saying so, an update whose length ran out before it was sent; stores nothing', async () => {
    const count = async () => (await ctx.database.db.select().from(t.statusUpdates)).length;
    const before = await count();
    // 2 pm in Belize (20:00 UTC), on a day after the clock's start.
    const T = Math.ceil(clock.now().getTime() / (24 * HOUR)) * 24 * HOUR + 20 * HOUR;
    clock.advance(T - clock.now().getTime());
    const body = {
      establishmentId,
      message: 'Grouper fingers, sent too late',
      type: 'special',
      lasts: { hours: 3 },
      writtenAt: new Date(T).toISOString(),
    };
    clock.advance(4 * HOUR);
    const res = await post(owner, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^This update expired before it could be sent \(written at \w+ \d+, 2 pm, to show until \w+ \d+, 5 pm, Belize time\)/,
    );
    expect(await count()).toBe(before);
  });

  it('"until 9 pm" written at 8 pm and sent at 10 pm has expired; sent at 8:30 pm it ends at 9 pm', async () => {
    // 8 pm in Belize is 02:00 UTC the next day.
    const eightPm = Math.ceil(clock.now().getTime() / (24 * HOUR)) * 24 * HOUR + 2 * HOUR;
    clock.advance(eightPm - clock.now().getTime());
    const body = {
      establishmentId,
      message: 'Lobster until nine',
      type: 'special',
      until: '21:00',
      writtenAt: new Date(eightPm).toISOString(),
    };
    clock.advance(HOUR / 2);
    const inTime = await post(owner, { ...body, message: 'Lobster until nine, in time' });
    expect(inTime.statusCode).toBe(201);
    expect(Date.parse(inTime.json().expiresAt)).toBe(eightPm + HOUR);
    clock.advance(1.5 * HOUR);
    const late = await post(owner, body);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/written at \w+ \d+, 8 pm, to show until \w+ \d+, 9 pm, Belize time/);
  });

  it("a writtenAt ahead of the app's clock counts as now; one older than 7 days is refused", async () => {
    const now = clock.now().getTime();
    const ahead = await post(owner, {
      establishmentId,
      message: 'Written on a fast phone',
      type: 'announcement',
      lasts: { hours: 2 },
      writtenAt: new Date(now + 5 * HOUR).toISOString(),
    });
    expect(ahead.statusCode).toBe(201);
    // The app's clock flows while the test runs: "now" is when the request arrived.
    const end = Date.parse(ahead.json().expiresAt);
    expect(end).toBeGreaterThanOrEqual(now + 2 * HOUR);
    expect(end).toBeLessThan(now + 2 * HOUR + 1000);
    const old = await post(owner, {
      establishmentId,
      message: 'Written long ago',
      type: 'announcement',
      until: '23:59',
      writtenAt: new Date(now - 8 * 24 * HOUR).toISOString(),
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toMatch(/expired before it could be sent/);
  });
  it('with no length nor writtenAt, an update shows for 24 hours from when it arrives', async () => {
    clock.advance(2 * HOUR);
    const posted = await post(owner, { establishmentId, message: 'Two hours on', type: 'special' });
    const update = posted.json();
    expect(Date.parse(update.createdAt)).toBeGreaterThanOrEqual(clock.now().getTime() - 1000);
    expect(Date.parse(update.expiresAt) - Date.parse(update.createdAt)).toBe(24 * HOUR);
  });
});
