import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

/** An instant given as Belize wall-clock time (UTC-6). */
const belize = (iso: string) => new Date(`${iso}-06:00`);
// 2026-01-05 is a Monday, 2026-01-11 a Sunday.
let now = belize('2026-01-05T12:00');
const clock = { now: () => new Date(now.getTime()) };

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let truckStop: number;
let maya: number;
let hospital: number;
let dinner: number;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  const db = ctx.database.db;
  truckStop = await establishmentIdByName(db, 'The Truck Stop');
  maya = await establishmentIdByName(db, 'Marco Gonzalez Maya Site');
  hospital = await establishmentIdByName(db, 'Ambergris Hope Hospital (pharmacy)');
  dinner = await establishmentIdByName(db, 'Hidden Treasure Restaurant');
  admin = await signInAdmin(ctx.app);
  owner = await signUpVerifiedOwner(ctx.app, admin, dinner);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const as = injectAs(() => ctx.app);
const byId = (list: any[]) => new Map(list.map((e) => [e.id, e]));

describe('open now on lists and details', () => {
  it('the seeded hours from the source, and only those', async () => {
    now = belize('2026-01-05T12:00');
    const list = byId((await get('/api/establishments')).json());
    expect(list.get(truckStop)).toMatchObject({
      openingHours: 'Mo-Su 11:00-22:00',
      openNow: true,
      nextChange: belize('2026-01-05T22:00').toISOString(),
    });
    expect(list.get(maya)).toMatchObject({
      openingHours: 'Mo-Sa 08:30-16:00',
      openNow: true,
      nextChange: belize('2026-01-05T16:00').toISOString(),
    });
    expect(list.get(hospital)).toMatchObject({ openingHours: '24/7', openNow: true, nextChange: null });
    // "Dinner; hotel pick-up can be arranged" gives no times: unknown, the free text stays.
    expect(list.get(dinner)).toMatchObject({
      hours: 'Dinner; hotel pick-up can be arranged',
      openingHours: null,
      openingHoursWeek: null,
      openNow: null,
      nextChange: null,
    });
    const withHours = [...list.values()].filter((e) => e.openingHours !== null);
    expect(withHours).toHaveLength(3);
  });

  it('a detail carries the state and the week table', async () => {
    now = belize('2026-01-11T12:00'); // Sunday: the Maya site is closed until Monday 8:30
    const res = await get(`/api/establishments/${maya}`);
    expect(res.json()).toMatchObject({
      openNow: false,
      nextChange: belize('2026-01-12T08:30').toISOString(),
      openingHoursWeek: [
        { day: 'Mo', ranges: [{ opens: '08:30', closes: '16:00' }] },
        { day: 'Tu', ranges: [{ opens: '08:30', closes: '16:00' }] },
        { day: 'We', ranges: [{ opens: '08:30', closes: '16:00' }] },
        { day: 'Th', ranges: [{ opens: '08:30', closes: '16:00' }] },
        { day: 'Fr', ranges: [{ opens: '08:30', closes: '16:00' }] },
        { day: 'Sa', ranges: [{ opens: '08:30', closes: '16:00' }] },
        { day: 'Su', ranges: [] },
      ],
    });
  });

  it('?openNow=true leaves out the places closed now: the open first, then those of unknown hours; another value is a 400 naming it', async () => {
    now = belize('2026-01-11T10:00'); // Sunday morning: only the hospital is open; the Truck Stop and the Maya site are closed
    const all = (await get('/api/establishments')).json();
    const open = (await get('/api/establishments?openNow=true')).json();
    expect(open[0]).toMatchObject({ id: hospital, openNow: true });
    expect(open.slice(1).every((e: any) => e.openNow === null)).toBe(true);
    expect(open.map((e: any) => e.id)).not.toContain(truckStop);
    expect(open.map((e: any) => e.id)).not.toContain(maya);
    expect(open).toHaveLength(all.filter((e: any) => e.openNow !== false).length);
    // Within each part the list keeps its order (name, here).
    const paged = await get('/api/establishments?openNow=true&sort=name&limit=5&offset=1');
    expect(paged.headers['x-total-count']).toBe(String(open.length));
    const names = paged.json().map((e: any) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const bad of ['yes', 'false', '1', '']) {
      const res = await get(`/api/establishments?openNow=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/openNow/);
    }
  });

  it('a cached list and detail change when a place opens, with no write in between', async () => {
    now = belize('2026-01-12T10:59'); // Monday: the Maya site is open, the Truck Stop opens at 11
    const first = await get('/api/establishments?openNow=true&categoryId=1');
    expect(first.json().map((e: any) => e.id)).not.toContain(truckStop);
    expect((await get(`/api/establishments/${truckStop}`)).json().openNow).toBe(false);
    now = belize('2026-01-12T10:59:30');
    const again = await get('/api/establishments?openNow=true&categoryId=1');
    expect(again.headers.etag).toBe(first.headers.etag); // still the cached reply

    now = belize('2026-01-12T11:00');
    const opened = await get('/api/establishments?openNow=true&categoryId=1');
    expect(opened.json().map((e: any) => e.id)).toContain(truckStop);
    expect((await get(`/api/establishments/${truckStop}`)).json()).toMatchObject({
      openNow: true,
      nextChange: belize('2026-01-12T22:00').toISOString(),
    });
  });
});

describe('PATCH openingHours', () => {
  const patch = (payload: Record<string, unknown>) =>
    as(owner, { method: 'PATCH', url: `/api/establishments/${dinner}`, payload });
  const stored = async () =>
    (await ctx.database.db.select().from(t.establishments).where(eq(t.establishments.id, dinner)))[0];

  it('an owner sets hours (past midnight) and the public detail is open at once', async () => {
    now = belize('2026-01-09T23:30'); // Friday night
    const res = await patch({ openingHours: 'Mo-Th 17:00-22:00; Fr,Sa 17:00-01:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openNow: true, nextChange: belize('2026-01-10T01:00').toISOString() });
    expect((await get(`/api/establishments/${dinner}`)).json()).toMatchObject({
      openingHours: 'Mo-Th 17:00-22:00; Fr,Sa 17:00-01:00',
      openNow: true,
    });
  });

  it('an invalid value is a 400 naming openingHours and changes nothing', async () => {
    const before = await stored();
    for (const bad of ['Dinner', 'Mo 25:00-26:00', 42]) {
      const res = await patch({ openingHours: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/openingHours/);
    }
    expect((await stored()).openingHours).toBe(before.openingHours);
    expect((await stored()).updatedAt).toEqual(before.updatedAt);
  });

  it('null clears them: unknown again, the free text stays', async () => {
    const res = await patch({ openingHours: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openingHours: null, openNow: null, hours: expect.any(String) });
  });
});

describe('migration 0007', () => {
  it('gives a database seeded before it the seeded hours, not over an edit', async () => {
    const db = ctx.database.db;
    await db.update(t.establishments).set({ openingHours: null }).where(eq(t.establishments.source, 'seed'));
    await db
      .update(t.establishments)
      .set({ hours: 'Edited by the owner' })
      .where(eq(t.establishments.id, maya));
    const file = new URL('../../db/migrations/0007_opening_hours.sql', import.meta.url);
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint').slice(1);
    for (const s of statements) await db.execute(sql.raw(s));
    const hours = async (id: number) =>
      (await db.select().from(t.establishments).where(eq(t.establishments.id, id)))[0].openingHours;
    expect(await hours(truckStop)).toBe('Mo-Su 11:00-22:00');
    expect(await hours(hospital)).toBe('24/7');
    expect(await hours(maya)).toBeNull();
  });
});
