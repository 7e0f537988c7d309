// The map's reads (pins in a box, the extent of a filter), on their own database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../../test/live-stream';
import { createAdminApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { MapExtentReply, MapPinsReply } from '../../../domain/schemas/highlights';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { catalogReads, ISLAND } from './views-fixture';

let ctx: TestApp;
const clock = movableClock();
beforeAll(async () => {
  ({ ctx } = await createAdminApp({}, { clock }));
});
afterAll(() => ctx.close());

const { get, json, catalogue } = catalogReads(() => ctx);

describe('GET /api/establishments/pins', () => {
  it('gives every located place in the box as a compact pin, live ones first', async () => {
    const all = await catalogue();
    const located = all.filter((e) => e.latitude !== null && e.longitude !== null);
    const reply = await json<MapPinsReply>(`/api/establishments/pins?bbox=${ISLAND}`);
    expect(reply).toMatchObject({ total: located.length, capped: false, limit: 500 });
    expect(reply.pins.map((p) => p.id).sort()).toEqual(located.map((e) => e.id).sort());
    const liveCount = located.filter((e) => e.statusUpdates.length > 0).length;
    expect(reply.pins.slice(0, liveCount).every((p) => p.live !== null)).toBe(true);
    expect(reply.pins.slice(liveCount).every((p) => p.live === null)).toBe(true);
    for (const p of reply.pins) {
      const e = located.find((x) => x.id === p.id)!;
      expect(p).toEqual({
        id: e.id,
        name: e.name,
        categoryId: e.categoryId,
        areaId: e.areaId,
        areaName: e.area?.name ?? null,
        latitude: e.latitude,
        longitude: e.longitude,
        googleRating: e.googleRating,
        googleReviewCount: e.googleReviewCount,
        live: e.statusUpdates[0]?.message ?? null,
        liveUntil: e.statusUpdates[0]?.expiresAt ?? null,
        openNow: e.openNow,
        nextChange: e.nextChange,
      });
    }
  });

  it('keeps to the box and the filters', async () => {
    const all = await catalogue();
    // The southern half of the places, by latitude.
    const lats = all.map((e) => e.latitude!).sort((a, b) => a - b);
    const mid = lats[Math.floor(lats.length / 2)];
    const box = `-88.1,17.8,-87.8,${mid}`;
    const south = await json<MapPinsReply>(`/api/establishments/pins?bbox=${box}`);
    const expected = all.filter((e) => e.latitude! <= mid);
    expect(south.pins.map((p) => p.id).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(south.total).toBe(expected.length);

    const restaurants = await json<MapPinsReply>(
      `/api/establishments/pins?bbox=${ISLAND}&categoryId=1&areaId=4`,
    );
    const want = all.filter((e) => e.categoryId === 1 && e.areaId === 4);
    expect(restaurants.pins.map((p) => p.id).sort()).toEqual(want.map((e) => e.id).sort());

    const empty = await json<MapPinsReply>('/api/establishments/pins?bbox=0,0,1,1');
    expect(empty).toEqual({ pins: [], total: 0, capped: false, limit: 500 });
  });

  it('caps the pins at the limit and says how many the box holds', async () => {
    const full = await json<MapPinsReply>(`/api/establishments/pins?bbox=${ISLAND}`);
    const five = await json<MapPinsReply>(`/api/establishments/pins?bbox=${ISLAND}&limit=5`);
    expect(five).toEqual({ pins: full.pins.slice(0, 5), total: full.total, capped: true, limit: 5 });
    const exact = await json<MapPinsReply>(`/api/establishments/pins?bbox=${ISLAND}&limit=${full.total}`);
    expect(exact.capped).toBe(false);
    expect(exact.pins).toHaveLength(full.total);
  });

  it('skips places without a position', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'The Truck Stop');
    await ctx.database.db.update(t.establishments).set({ latitude: null }).where(eq(t.establishments.id, id));
    await ctx.app.changes.recordOutsideWrite(null);
    const reply = await json<MapPinsReply>('/api/establishments/pins?bbox=-180,-90,180,90');
    expect(reply.pins.some((p) => p.id === id)).toBe(false);
    const extent = await json<MapExtentReply>('/api/establishments/extent');
    expect(extent.total - extent.located).toBe(1);
    await ctx.database.db.update(t.establishments).set({ latitude: 17.9 }).where(eq(t.establishments.id, id));
    await ctx.app.changes.recordOutsideWrite(null);
  });

  it('refuses a missing, malformed, inverted or out-of-range box with a message', async () => {
    const cases: [string, RegExp][] = [
      ['', /^Invalid querystring\.bbox: /],
      ['bbox=', /four numbers/],
      ['bbox=1,2,3', /four numbers/],
      ['bbox=1,2,3,4,5', /four numbers/],
      ['bbox=a,b,c,d', /four numbers/],
      ['bbox=1e1,2,3,4', /four numbers/],
      ['bbox=NaN,2,3,4', /four numbers/],
      ['bbox=-87.9,17.8,-88.1,18.1', /minLng must not be greater than maxLng/],
      ['bbox=-88.1,18.1,-87.9,17.8', /minLat must not be greater than maxLat/],
      ['bbox=-181,17,-87,18', /longitudes must be between -180 and 180/],
      ['bbox=-88,17,181,18', /longitudes must be between -180 and 180/],
      ['bbox=-88,-91,-87,18', /latitudes must be between -90 and 90/],
      ['bbox=-88,17,-87,90.5', /latitudes must be between -90 and 90/],
      [`bbox=${ISLAND}&limit=0`, /limit: must be at least 1/],
      [`bbox=${ISLAND}&limit=501`, /limit: must be at most 500/],
      [`bbox=${ISLAND}&categoryId=x`, /categoryId: must be a positive whole number/],
    ];
    for (const [qs, message] of cases) {
      const res = await get(`/api/establishments/pins?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(message);
    }
  });
});

describe('GET /api/establishments/extent', () => {
  it('counts the matching places and gives the box around them', async () => {
    const all = await catalogue();
    const box = (list: Establishment[]) => ({
      south: Math.min(...list.map((e) => e.latitude!)),
      north: Math.max(...list.map((e) => e.latitude!)),
      west: Math.min(...list.map((e) => e.longitude!)),
      east: Math.max(...list.map((e) => e.longitude!)),
    });
    expect(await json<MapExtentReply>('/api/establishments/extent')).toEqual({
      total: all.length,
      located: all.length,
      bounds: box(all),
    });
    const beach = all.filter((e) => e.areaId === 6);
    expect(await json<MapExtentReply>('/api/establishments/extent?areaId=6')).toEqual({
      total: beach.length,
      located: beach.length,
      bounds: box(beach),
    });
    const none = await json<MapExtentReply>('/api/establishments/extent?categoryId=5&areaId=6');
    expect(none).toEqual({ total: 0, located: 0, bounds: null });
    expect((await get('/api/establishments/extent?areaId=-1')).statusCode).toBe(400);
  });
});
