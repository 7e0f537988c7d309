import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { movableClock } from '../../../../test/live-stream';
import { createAdminApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import { liveFeedOrder, newestUpdateFirst } from '../../../domain/live-feed';
import { durationDays, matchesLocation, PLANNABLE_CATEGORIES, SLOTS } from '../../../domain/planner';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { LiveFeed, MapPinsReply } from '../../../domain/schemas/highlights';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { catalogReads, ISLAND } from './views-fixture';

let ctx: TestApp;
let admin: Actor;
const clock = movableClock();
beforeAll(async () => {
  ({ ctx, admin } = await createAdminApp({}, { clock }));
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const { get, json, catalogue, insertUpdate } = catalogReads(() => ctx);
const newestAt = (e: Establishment) => Math.max(...e.statusUpdates.map((u) => Date.parse(u.createdAt)));

describe('GET /api/establishments/live', () => {
  it('lists the places with live updates, most recently updated first, with their updates and area', async () => {
    const all = await catalogue();
    const live = all.filter((e) => e.statusUpdates.length > 0);
    expect(live.length).toBeGreaterThanOrEqual(4);
    const feed = await json<LiveFeed>('/api/establishments/live');
    expect(feed.total).toBe(live.length);
    expect(feed.places.map((p) => p.id).sort()).toEqual(live.map((e) => e.id).sort());
    for (let i = 1; i < feed.places.length; i++)
      expect(newestAt(feed.places[i - 1] as Establishment)).toBeGreaterThanOrEqual(
        newestAt(feed.places[i] as Establishment),
      );
    for (const p of feed.places) {
      const full = all.find((e) => e.id === p.id)!;
      expect(p).toEqual({
        id: full.id,
        name: full.name,
        categoryId: full.categoryId,
        areaId: full.areaId,
        area: { id: full.area!.id, name: full.area!.name },
        latitude: full.latitude,
        longitude: full.longitude,
        googleRating: full.googleRating,
        googleReviewCount: full.googleReviewCount,
        statusUpdates: full.statusUpdates,
      });
    }
    // A small reply: nothing but what the cards and the live map show.
    expect(JSON.stringify(feed).length).toBeLessThan(8_000);
  });

  it('returns at most `limit` places (default 10) and counts them all', async () => {
    const all = await json<LiveFeed>('/api/establishments/live');
    const two = await json<LiveFeed>('/api/establishments/live?limit=2');
    expect(two.places).toEqual(all.places.slice(0, 2));
    expect(two.total).toBe(all.total);

    const now = Date.now();
    const ids = (await catalogue())
      .filter((e) => e.statusUpdates.length === 0)
      .slice(0, 12)
      .map((e) => e.id);
    for (const [i, id] of ids.entries())
      await insertUpdate(id, `Update ${i}`, new Date(now - (i + 1) * 1000), new Date(now + HOUR));
    const full = await json<LiveFeed>('/api/establishments/live');
    expect(full.places).toHaveLength(10);
    expect(full.total).toBe(all.total + ids.length);
    expect(full.places.map((p) => p.id)).toEqual(ids.slice(0, 10));
    expect((await json<LiveFeed>('/api/establishments/live?limit=50')).places).toHaveLength(full.total);

    for (const bad of ['0', '51', 'abc', '2.5']) {
      const res = await get(`/api/establishments/live?limit=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/^Invalid querystring\.limit: /);
    }
    // Back to the seed's live updates for the next tests.
    for (const id of ids)
      await ctx.database.db.delete(t.statusUpdates).where(eq(t.statusUpdates.establishmentId, id));
    await ctx.app.changes.recordOutsideWrite(null);
  });

  it('shows an update an owner posts at once (the cached reply is dropped), and hides deactivated places', async () => {
    const establishmentId = await establishmentIdByName(ctx.database.db, "Wahoo's Lounge");
    const owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
    const before = await get('/api/establishments/live');
    expect(before.json().places.some((p: { id: number }) => p.id === establishmentId)).toBe(false);
    const etag = before.headers.etag as string;
    expect((await get('/api/establishments/live', { 'if-none-match': etag })).statusCode).toBe(304);
    const pinsBefore = await json<MapPinsReply>(`/api/establishments/pins?bbox=${ISLAND}`);

    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: owner.headers,
      payload: { establishmentId, message: 'Two-for-one rum punch until 6', type: 'special' },
    });
    expect(posted.statusCode).toBe(201);

    const after = await get('/api/establishments/live', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const feed = after.json() as LiveFeed;
    expect(feed.places[0].id).toBe(establishmentId);
    expect(feed.places[0].statusUpdates.map((u) => u.message)).toEqual(['Two-for-one rum punch until 6']);
    expect(feed.total).toBe(before.json().total + 1);
    // The map pins and the itinerary's inputs change with it.
    const pins = await json<MapPinsReply>(`/api/establishments/pins?bbox=${ISLAND}`);
    expect(pins.pins.find((p) => p.id === establishmentId)?.live).toBe('Two-for-one rum punch until 6');
    expect(pinsBefore.pins.find((p) => p.id === establishmentId)?.live).toBeNull();

    await ctx.database.db
      .update(t.establishments)
      .set({ isActive: false })
      .where(eq(t.establishments.id, establishmentId));
    await ctx.app.changes.recordOutsideWrite(null);
    const hidden = await json<LiveFeed>('/api/establishments/live');
    expect(hidden.places.some((p) => p.id === establishmentId)).toBe(false);
    expect(hidden.total).toBe(feed.total - 1);
    await ctx.database.db
      .update(t.establishments)
      .set({ isActive: true })
      .where(eq(t.establishments.id, establishmentId));
    await ctx.database.db.delete(t.statusUpdates).where(eq(t.statusUpdates.establishmentId, establishmentId));
    await ctx.app.changes.recordOutsideWrite(null);
  });

  it('drops an update from the feed, the pins and the cache once it expires', async () => {
    const establishmentId = await establishmentIdByName(ctx.database.db, 'The Truck Stop');
    const now = clock.now().getTime();
    await insertUpdate(establishmentId, 'Short-lived special', new Date(now), new Date(now + 2 * MINUTE));
    const feed = await json<LiveFeed>('/api/establishments/live');
    expect(feed.places[0]).toMatchObject({ id: establishmentId });
    const pinsUrl = `/api/establishments/pins?bbox=${ISLAND}`;
    const livePin = (await json<MapPinsReply>(pinsUrl)).pins.find((p) => p.id === establishmentId);
    expect(livePin?.live).toBe('Short-lived special');

    // Three minutes later (only the clock moves; the cached replies are still there).
    clock.advance(3 * MINUTE);
    const later = await json<LiveFeed>('/api/establishments/live');
    expect(later.places.some((p) => p.id === establishmentId)).toBe(false);
    expect(later.total).toBe(feed.total - 1);
    const pin = (await json<MapPinsReply>(pinsUrl)).pins.find((p) => p.id === establishmentId);
    expect(pin?.live).toBeNull();
  });

  it('orders places updated at the same moment as the live patching does: the update posted last first', async () => {
    const [low, high] = [
      await establishmentIdByName(ctx.database.db, "Elvi's Kitchen"),
      await establishmentIdByName(ctx.database.db, 'El Fogon'),
    ].sort((a, b) => a - b);
    const at = clock.now();
    // The higher place id posts first: its update's id is the lower one.
    await insertUpdate(high, 'Two for one', at, new Date(at.getTime() + HOUR));
    await insertUpdate(low, 'Fresh lobster', at, new Date(at.getTime() + HOUR));
    const feed = await json<LiveFeed>('/api/establishments/live');
    expect(feed.places.slice(0, 2).map((p) => p.id)).toEqual([low, high]);
    expect([...feed.places].sort(liveFeedOrder).map((p) => p.id)).toEqual(feed.places.map((p) => p.id));
    for (const p of feed.places)
      expect([...p.statusUpdates].sort(newestUpdateFirst)).toEqual(p.statusUpdates);
    await ctx.database.db
      .delete(t.statusUpdates)
      .where(inArray(t.statusUpdates.message, ['Two for one', 'Fresh lobster']));
    await ctx.app.changes.recordOutsideWrite(null);
  });
});

describe('GET /api/establishments/counts', () => {
  it('counts active places per category and area, as the full list would', async () => {
    const all = await catalogue();
    const counts = await json<{ categoryId: number; areaId: number | null; count: number }[]>(
      '/api/establishments/counts',
    );
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(all.length);
    for (const c of counts)
      expect(c.count).toBe(all.filter((e) => e.categoryId === c.categoryId && e.areaId === c.areaId).length);
    expect(new Set(counts.map((c) => c.categoryId)).size).toBe(8);
  });

  it('follows catalogue writes', async () => {
    const before = await json<{ categoryId: number; count: number }[]>('/api/establishments/counts');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/establishments',
      headers: admin.headers,
      payload: {
        name: 'Counting Test Pharmacy',
        categoryId: 5,
        areaId: 6,
        latitude: 17.95,
        longitude: -87.97,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await json<{ categoryId: number; areaId: number; count: number }[]>(
      '/api/establishments/counts',
    );
    const total = (list: { categoryId: number; count: number }[]) =>
      list.filter((c) => c.categoryId === 5).reduce((n, c) => n + c.count, 0);
    expect(total(after)).toBe(total(before) + 1);
    await ctx.database.db.delete(t.establishments).where(eq(t.establishments.id, created.json().id));
    await ctx.app.changes.recordOutsideWrite(null);
  });
});

describe('GET /api/establishments/itinerary', () => {
  type ItineraryPlace = { id: number; name: string; categoryId: number; areaId: number | null };
  type Itinerary = {
    days: { day: number; items: { slot: string; inPreferredLocation: boolean; place: ItineraryPlace }[] }[];
  };
  const itinerary = (options: Record<string, string>) =>
    json<Itinerary>(`/api/establishments/itinerary?${new URLSearchParams(options)}`);

  it('plans every day of the stay, three slots a day, from active places worth visiting', async () => {
    const all = await catalogue();
    for (const options of [
      { philosophy: 'relaxed', duration: 'week', location: 'town' },
      { philosophy: 'mixed', duration: 'extended', location: 'beachfront' },
      { philosophy: 'adventure', duration: 'weekend', location: 'north' },
    ] as const) {
      const { days } = await itinerary(options);
      expect(days.map((d) => d.day)).toEqual(
        Array.from({ length: durationDays(options.duration) }, (_, i) => i + 1),
      );
      for (const day of days) {
        expect(day.items.map((i) => i.slot)).toEqual([...SLOTS]);
        expect(new Set(day.items.map((i) => i.place.id)).size).toBe(3);
        for (const item of day.items) {
          const place = all.find((e) => e.id === item.place.id)!;
          expect(item.place).toEqual({
            id: place.id,
            name: place.name,
            categoryId: place.categoryId,
            areaId: place.areaId,
          });
          expect(PLANNABLE_CATEGORIES).toContain(place.categoryId);
          expect(item.inPreferredLocation).toBe(matchesLocation(place, options.location));
        }
      }
    }
  });

  it('leaves out a place once it is unpublished', async () => {
    const options = { philosophy: 'adventure', duration: 'week', location: 'north' };
    const planned = (await itinerary(options)).days[0].items[0].place.id;
    const hide = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${planned}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(hide.statusCode).toBe(200);
    const ids = (await itinerary(options)).days.flatMap((d) => d.items.map((i) => i.place.id));
    expect(ids).not.toContain(planned);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${planned}`,
      headers: admin.headers,
      payload: { isActive: true },
    });
  });

  it('refuses unknown choices with a message', async () => {
    const res = await get('/api/establishments/itinerary?philosophy=lazy&duration=week&location=town');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid querystring.philosophy: must be relaxed, adventure, party or mixed',
    );
    expect((await get('/api/establishments/itinerary?philosophy=relaxed')).statusCode).toBe(400);
  });
});
