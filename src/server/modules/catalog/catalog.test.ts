import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../../test/live-stream';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { createAccommodationService } from '../accommodations';
import { createChangeLog } from '../changes';
import { createCatalogService } from './service';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('categories and areas', () => {
  it('lists the eight categories with colours and icon keys', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const cats = res.json();
    expect(cats).toHaveLength(8);
    expect(cats.find((c: any) => c.id === 1)).toMatchObject({
      name: 'Restaurants & Bars',
      color: '#bfa86e',
      icon: 'restaurant',
    });
    expect(cats.find((c: any) => c.id === 9)).toMatchObject({
      name: 'Accommodations',
      color: '#3a8ac3',
      icon: 'hotel',
    });
    for (const c of cats) expect(c.description).toBeTruthy();
  });

  it('lists the three areas with their centres', async () => {
    const areas = (await get('/api/areas')).json();
    expect(areas.map((a: any) => [a.id, a.name])).toEqual([
      [4, 'San Pedro'],
      [5, 'North Shore'],
      [6, 'Secret Beach'],
    ]);
    for (const a of areas) expect(a.latitude).toBeGreaterThan(17.8);
  });
});

describe('establishments', () => {
  it('lists the 41 seeded places with category, area and live updates newest first', async () => {
    const list = (await get('/api/establishments')).json();
    expect(list).toHaveLength(41);
    expect(new Set(list.map((e: any) => e.categoryId)).size).toBe(8);
    expect(new Set(list.map((e: any) => e.areaId)).size).toBe(3);
    for (const e of list) {
      expect(e.category.id).toBe(e.categoryId);
      expect(e.area.id).toBe(e.areaId);
      expect(e.phone).toBeNull();
      expect(e.whatsapp).toBeNull();
      expect(['approximate', 'guess']).toContain(e.coordinateQuality);
    }
    const withUpdates = list.filter((e: any) => e.statusUpdates.length > 0);
    expect(withUpdates.length).toBeGreaterThanOrEqual(4);
  });

  it('filters by category and area', async () => {
    const list = (await get('/api/establishments?categoryId=9&areaId=5')).json();
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) expect([e.categoryId, e.areaId]).toEqual([9, 5]);
    expect((await get('/api/establishments?categoryId=999')).json()).toEqual([]);
  });

  it('rejects non-integer filters with a message', async () => {
    for (const q of ['categoryId=abc', 'areaId=1.5', 'categoryId=-1', 'areaId=']) {
      const res = await get(`/api/establishments?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/categoryId|areaId/);
    }
  });

  it('searches ignoring case and accents, and pages with limit/offset', async () => {
    const found = (await get('/api/establishments?q=ELVÍ')).json();
    expect(found.map((e: any) => e.name)).toContain("Elvi's Kitchen");
    const byCategory = (await get('/api/establishments?q=pharmacy')).json();
    expect(byCategory.every((e: any) => e.categoryId === 5 || /pharmac/i.test(e.name + e.description))).toBe(
      true,
    );
    const page = await get('/api/establishments?limit=5&offset=5');
    expect(page.json()).toHaveLength(5);
    expect(page.headers['x-total-count']).toBe('41');
  });

  it('returns one establishment, 404 for unknown and 400 for a bad id', async () => {
    const id = await establishmentIdByName(ctx.database.db, "Ramon's Village Resort");
    const res = await get(`/api/establishments/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: "Ramon's Village Resort",
      category: { name: 'Accommodations' },
      area: { name: 'San Pedro' },
    });
    expect((await get('/api/establishments/999999')).statusCode).toBe(404);
    expect((await get('/api/establishments/999999')).json().message).toBe('Establishment not found');
    expect((await get('/api/establishments/abc')).statusCode).toBe(400);
    expect((await get('/api/establishments/1e3')).statusCode).toBe(400);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/api/establishments');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/establishments',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('hides inactive establishments and expired or deleted updates', async () => {
    const db = ctx.database.db;
    const id = await establishmentIdByName(db, 'Blue Bayou');
    const before = (await get('/api/establishments')).json();
    await db.insert(t.statusUpdates).values([
      { establishmentId: id, message: 'expired', type: 'special', expiresAt: new Date(Date.now() - 1000) },
      { establishmentId: id, message: 'deleted', type: 'special', isActive: false },
      { establishmentId: id, message: 'live', type: 'special', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await ctx.app.changes.recordOutsideWrite(null);
    const detail = (await get(`/api/establishments/${id}`)).json();
    expect(detail.statusUpdates.map((u: any) => u.message)).toEqual(['live']);

    await db.update(t.establishments).set({ isActive: false }).where(eq(t.establishments.id, id));
    await ctx.app.changes.recordOutsideWrite(null);
    expect((await get(`/api/establishments/${id}`)).statusCode).toBe(404);
    expect((await get('/api/establishments')).json()).toHaveLength(before.length - 1);
  });
});

describe('a write nobody announced, where others may write (PostgreSQL)', () => {
  it('shows up once the catalogue is a minute old, through the check of its tables', async () => {
    const db = ctx.database.db;
    const clock = movableClock();
    const changes = await createChangeLog({ database: ctx.database, clock, log: { warn: () => {} } });
    await changes.start();
    const catalog = createCatalogService(
      db,
      changes,
      { othersMayWrite: true, stays: createAccommodationService(db) },
      clock,
    );
    const id = await establishmentIdByName(db, "Elvi's Kitchen");
    const description = async () => (await catalog.getEstablishment(id)).establishment.description;
    const original = await description();
    const byHand = 'Changed by hand in psql, no app told';
    await db.update(t.establishments).set({ description: byHand }).where(eq(t.establishments.id, id));
    try {
      expect(await description()).toBe(original);
      clock.advance(61_000);
      const deadline = performance.now() + 5000;
      while ((await description()) !== byHand) {
        if (performance.now() > deadline) throw new Error('the change never showed');
        await new Promise((r) => setTimeout(r, 5));
      }
    } finally {
      await db.update(t.establishments).set({ description: original }).where(eq(t.establishments.id, id));
      await changes.stop();
    }
  });
});

describe('routing', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/establishments', '/api/accommodations/{id}/rates']),
    );
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });
});
