import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs } from '../../../../test/auth-helpers';
import { createOwnerApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import {
  ALERTS_URL,
  AREAS_URL,
  CATEGORIES_URL,
  CONFIG_URL,
  COUNTS_URL,
  categoryPageUrl,
  establishmentUrl,
  islandPinsUrl,
  LIVE_FEED_URL,
  placePhotosUrl,
} from '../../../domain/api-urls';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/constants';
import type { OfflinePackIndex, OfflinePackPart } from '../../../domain/schemas/offline';
import * as t from '../../db/schema';

let ctx: TestApp;
let owner: Actor;
let establishmentId: number;
beforeAll(async () => {
  ({ ctx, owner, establishmentId } = await createOwnerApp('Blue Water Grill'));
});
afterAll(() => ctx.close());

const inject = (opts: InjectOptions) => ctx.app.inject(opts);
const as = injectAs(() => ctx.app);

async function index(): Promise<OfflinePackIndex> {
  const res = await inject({ url: '/api/offline-pack' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function part(url: string): Promise<OfflinePackPart['entries']> {
  const res = await inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json().entries;
}

describe('GET /api/offline-pack', () => {
  it('lists part 0 and per-area parts of the 41 seeded places, with their card images', async () => {
    const pack = await index();
    expect(pack.version).toMatch(/^[\w-]{16}$/);
    expect(Number.isNaN(Date.parse(pack.builtAt))).toBe(false);
    expect(pack.parts[0]).toMatchObject({
      url: `/api/offline-pack/parts/0?v=${pack.parts[0].hash}`,
      places: 0,
    });
    for (const [n, p] of pack.parts.entries()) expect(p.url).toBe(`/api/offline-pack/parts/${n}?v=${p.hash}`);
    expect(pack.parts.slice(1).reduce((sum, p) => sum + p.places, 0)).toBe(41);
    expect(Array.isArray(pack.images)).toBe(true);
  });

  it('answers with a strong ETag equal to the version, no-cache, and 304 on If-None-Match', async () => {
    const res = await inject({ url: '/api/offline-pack' });
    const { version } = res.json();
    expect(res.headers.etag).toBe(`"${version}"`);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await inject({ url: '/api/offline-pack', headers: { 'if-none-match': `"${version}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is sent compressed to a client that takes brotli', async () => {
    const pack = await index();
    const res = await inject({ url: pack.parts[0].url, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('GET /api/offline-pack/parts/:n', () => {
  it('holds in part 0 what every page asks first, and each place in exactly one other part', async () => {
    const pack = await index();
    const common = new Map((await part(pack.parts[0].url)).map(([url, body]) => [url, body]));
    for (const url of [
      CATEGORIES_URL,
      AREAS_URL,
      COUNTS_URL,
      LIVE_FEED_URL,
      islandPinsUrl(),
      ALERTS_URL,
      CONFIG_URL,
    ])
      expect(common.has(url), url).toBe(true);
    for (const c of CATEGORIES) expect(common.has(categoryPageUrl(c.id)), c.name).toBe(true);
    const placeUrls = (await Promise.all(pack.parts.slice(1).map((p) => part(p.url))))
      .flat()
      .map(([url]) => url);
    expect(placeUrls.filter((u) => u === establishmentUrl(establishmentId))).toHaveLength(1);
    // Without photos its detail page asks for no photo list (the seed has none).
    expect(placeUrls).not.toContain(placePhotosUrl(establishmentId));
    const stays = (common.get(categoryPageUrl(CATEGORY_IDS.accommodations)) as { id: number }[]).map(
      (e) => e.id,
    );
    expect(stays.length).toBeGreaterThan(0);
    for (const id of stays)
      expect(placeUrls.some((u) => u.startsWith(`/api/accommodations/${id}/rates?`))).toBe(true);
  });

  it('gives for every entry exactly the body the API answers at its URL, and the headers a page reads', async () => {
    const pack = await index();
    const entries = (await Promise.all(pack.parts.map((p) => part(p.url)))).flat();
    expect(entries.length).toBeGreaterThan(41);
    for (const [url, body, headers] of entries) {
      const res = await inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(body, url).toEqual(res.json());
      // A list page's total (the category page's count and its "load more") comes in a header.
      const total = res.headers['x-total-count'];
      expect(headers, url).toEqual(total === undefined ? undefined : { 'x-total-count': total });
    }
  });

  it('answers 404 for a part the pack does not have and 400 for a bad number, with a message', async () => {
    const pack = await index();
    const missing = await inject({ url: `/api/offline-pack/parts/${pack.parts.length}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/i);
    for (const bad of ['x', '-1', '1.5', '9999999']) {
      const res = await inject({ url: `/api/offline-pack/parts/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('the pack after a change', () => {
  it("gets a new version where an owner's edit changes only its area's part (and part 0's lists)", async () => {
    const before = await index();
    const edit = await as(owner, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { hours: 'Every day 9 am - 11 pm' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await index();
    expect(after.version).not.toBe(before.version);
    expect(
      (await inject({ url: '/api/offline-pack', headers: { 'if-none-match': `"${before.version}"` } }))
        .statusCode,
    ).toBe(200);
    const changed = after.parts
      .map((_p, n) => n)
      .filter((n) => n > 0 && after.parts[n].hash !== before.parts[n].hash);
    expect(changed).toHaveLength(1);
    const entries = new Map((await part(after.parts[changed[0]].url)).map(([url, body]) => [url, body]));
    expect(entries.get(establishmentUrl(establishmentId))).toMatchObject({ hours: 'Every day 9 am - 11 pm' });
  });

  it('splits an area of more than 250 places into parts of at most 250', async () => {
    const { db } = ctx.database;
    const [area] = (await inject({ url: AREAS_URL })).json();
    const rows = Array.from({ length: 300 }, (_, i) => ({
      name: `Offline Pack Test Place ${i + 1}`,
      categoryId: CATEGORY_IDS.restaurants,
      areaId: area.id as number,
      source: 'admin',
    }));
    await db.insert(t.establishments).values(rows);
    await ctx.app.changes.recordOutsideWrite(null);
    const pack = await index();
    const places = pack.parts.slice(1).map((p) => p.places);
    expect(Math.max(...places)).toBe(250);
    expect(places.reduce((a, b) => a + b, 0)).toBe(341);
  });
});
