import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { establishment } from '../../domain/schemas/catalog';
import * as t from '../db/schema';
import { establishmentIdByName } from '../db/seed/seed';
import { createReplyCache, etagMatches, negotiateEncoding } from './reply-cache';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('cached public replies', () => {
  it('sends the list brotli- or gzip-compressed as the client accepts, the same JSON either way', async () => {
    const plain = await get('/api/establishments');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const br = await get('/api/establishments', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await get('/api/establishments', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await get('/api/establishments', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('leaves small replies uncompressed', async () => {
    const res = await get('/api/areas', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(3);
  });

  it('answers 304 to a matching, weak or listed ETag, with no body', async () => {
    const first = await get('/api/categories');
    const etag = first.headers.etag as string;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get('/api/categories', { 'if-none-match': inm, 'accept-encoding': 'br' });
      expect(res.statusCode, inm).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get('/api/categories', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('gives a new ETag after a write changes the reply', async () => {
    const before = await get('/api/establishments?categoryId=1');
    expect((await get('/api/establishments?categoryId=1')).headers.etag).toBe(before.headers.etag);
    const id = await establishmentIdByName(ctx.database.db, 'Blue Bayou');
    await ctx.database.db
      .update(t.establishments)
      .set({ hours: 'Noon to midnight' })
      .where(eq(t.establishments.id, id));
    await ctx.app.changes.recordOutsideWrite(null);
    const after = await get('/api/establishments?categoryId=1', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Noon to midnight');
  });
});

describe('cache hits pass every hook, like misses', () => {
  const volatile = new Set(['date', 'connection', 'keep-alive']);
  const stable = (h: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(h).filter(([k]) => !volatile.has(k)));

  it('sends a hit with exactly the headers of the miss, security headers included', async () => {
    await ctx.app.changes.recordOutsideWrite(null);
    for (const enc of [undefined, 'br', 'gzip']) {
      const headers: Record<string, string> = enc ? { 'accept-encoding': enc } : {};
      const miss = await get('/api/establishments?limit=5&offset=5', headers);
      const entry = ctx.app.replyCache.get('/api/establishments?limit=5&offset=5');
      if (enc) await ctx.app.replyCache.encode(entry as NonNullable<typeof entry>, enc as 'br' | 'gzip');
      const hit = await get('/api/establishments?limit=5&offset=5', headers);
      expect(hit.statusCode).toBe(200);
      expect(stable(hit.headers), enc).toEqual(stable(miss.headers));
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(hit.headers['x-total-count']).toBeDefined();
      expect(hit.headers['content-security-policy']).toContain("object-src 'none'");
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 304 on a hit, and a URL that fails validation never reaches the cache', async () => {
    const first = await get('/api/categories');
    const res = await get('/api/categories', { 'if-none-match': first.headers.etag as string });
    expect(res.statusCode).toBe(304);
    expect(res.headers['x-frame-options']).toBe(first.headers['x-frame-options']);
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/establishments?limit=-1')).statusCode).toBe(400);
      expect((await get('/api/establishments?q=a%00b')).statusCode).toBe(400);
    }
    expect(ctx.app.replyCache.get('/api/establishments?limit=-1')).toBeUndefined();
  });

  it('still reads the session of a request with a cookie (it takes the full route)', async () => {
    await get('/api/categories');
    const signedOut = await get('/api/categories', { cookie: 'sid=forged' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['content-security-policy']).toBeDefined();
  });
});

describe('paged lists', () => {
  it('pages by limit/offset with X-Total-Count on every page, hit or miss', async () => {
    const all = (await get('/api/establishments')).json();
    const seen: number[] = [];
    for (let offset = 0; offset < all.length + 10; offset += 10) {
      for (const round of [1, 2]) {
        const res = await get(`/api/establishments?limit=10&offset=${offset}`, { 'accept-encoding': 'br' });
        expect(res.headers['x-total-count'], `offset ${offset} round ${round}`).toBe(String(all.length));
        if (round === 1) {
          const body =
            res.headers['content-encoding'] === 'br'
              ? zlib.brotliDecompressSync(res.rawPayload)
              : res.rawPayload;
          seen.push(...JSON.parse(body.toString()).map((e: { id: number }) => e.id));
        }
      }
    }
    expect(seen).toEqual(all.map((e: { id: number }) => e.id));
  });

  it('counts a filtered, paged list', async () => {
    const whole = (await get('/api/establishments?categoryId=9')).json();
    const page = await get('/api/establishments?categoryId=9&limit=2');
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe(String(whole.length));
    const past = await get('/api/establishments?categoryId=9&limit=2&offset=500');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(whole.length));
    expect((await get('/api/establishments?categoryId=9')).headers['x-total-count']).toBeUndefined();
  });
});

describe('search', () => {
  it('matches name, description and address ignoring case and accents, and category names', async () => {
    const names = (q: string) =>
      get(`/api/establishments?q=${encodeURIComponent(q)}`).then((r) =>
        r.json().map((e: { name: string }) => e.name),
      );
    expect(await names('elvi')).toContain("Elvi's Kitchen");
    expect(await names('ÉLVÍ')).toContain("Elvi's Kitchen");
    const stays = await names('accommodation');
    const all = (await get('/api/establishments?categoryId=9')).json();
    expect(stays.length).toBeGreaterThanOrEqual(all.length);
    expect(await names('no such place anywhere')).toEqual([]);
    // LIKE wildcards are literal.
    expect(await names('_')).toEqual([]);
  });

  it('does not match across the end of one field and the start of the next', async () => {
    const id = await establishmentIdByName(ctx.database.db, "Elvi's Kitchen");
    const [row] = await ctx.database.db.select().from(t.establishments).where(eq(t.establishments.id, id));
    const spanning = `${row.name.slice(-4)} ${(row.description ?? '').slice(0, 4)}`;
    await ctx.app.changes.recordOutsideWrite(null);
    const found = (await get(`/api/establishments?q=${encodeURIComponent(spanning)}`)).json();
    expect(found.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('keeps the stored search text out of replies', async () => {
    const [first] = (await get('/api/establishments?q=kitchen')).json();
    expect(first).toBeDefined();
    expect(first).not.toHaveProperty('searchText');
    expect((await get(`/api/establishments/${first.id}`)).json()).not.toHaveProperty('searchText');
  });

  it('publishes exactly the fields of the reply schema, in lists and details', async () => {
    // Every field but the optional ones (searchMatch: only on a search's hits found by an update or event).
    const fields = Object.entries(establishment.shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([key]) => key)
      .sort();
    const [first] = (await get('/api/establishments?limit=1')).json();
    expect(Object.keys(first).sort()).toEqual(fields);
    expect(Object.keys((await get(`/api/establishments/${first.id}`)).json()).sort()).toEqual(fields);
  });
});

describe('createReplyCache', () => {
  it('computes concurrent misses for one key once', async () => {
    const cache = createReplyCache();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const compute = async () => {
      calls++;
      await gate;
      return { value: { ok: true } };
    };
    const both = Promise.all([cache.getOrCompute('/a', compute), cache.getOrCompute('/a', compute)]);
    release();
    const [a, b] = await both;
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(cache.get('/a')).toBe(a);
  });

  it('does not keep, nor hand out after the clear, a reply computed across a clear', async () => {
    const cache = createReplyCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const pending = cache.getOrCompute('/a', async () => {
      await gate;
      return { value: 1 };
    });
    cache.clear();
    // A request after the clear computes anew rather than wait for the reply begun before it.
    const after = cache.getOrCompute('/a', async () => ({ value: 2 }));
    release();
    expect((await pending).body.toString()).toBe('1');
    expect((await after).body.toString()).toBe('2');
    expect(cache.get('/a')?.body.toString()).toBe('2');
  });

  it('drops the least recently used entries beyond its byte budget and keeps compressed copies', async () => {
    const cache = createReplyCache({ budgets: { api: { maxEntries: 500, maxBytes: 10_000 } } });
    const big = 'x'.repeat(4000);
    for (const key of ['/1', '/2', '/3', '/4']) await cache.getOrCompute(key, async () => ({ value: big }));
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/4')).toBeDefined();
    const entry = cache.get('/4')!;
    const br = await cache.encode(entry, 'br');
    expect(await cache.encode(entry, 'br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(JSON.stringify(big));
  });

  it('compresses small bodies (on the main thread) and large ones (in the thread pool) to the same JSON', async () => {
    const cache = createReplyCache();
    for (const size of [2_000, 64_000, 70_000, 200_000]) {
      const value = Array.from({ length: size / 20 }, (_, i) => `place ${i} by the reef`).join(' ');
      const entry = await cache.getOrCompute(`/${size}`, async () => ({ value }));
      const br = await cache.encode(entry, 'br');
      const gz = await cache.encode(entry, 'gzip');
      expect(zlib.brotliDecompressSync(br).toString()).toBe(JSON.stringify(value));
      expect(zlib.gunzipSync(gz).toString()).toBe(JSON.stringify(value));
      expect(br.length).toBeLessThan(entry.body.length);
      expect(await cache.encode(entry, 'gzip')).toBe(gz);
    }
  });

  it('expires an entry when its earliest live update does', async () => {
    const cache = createReplyCache();
    await cache.getOrCompute('/a', async () => ({ value: 1, validUntil: Date.now() - 1 }));
    expect(cache.get('/a')).toBeUndefined();
    await cache.getOrCompute('/b', async () => ({ value: 1, validUntil: Date.now() + 60_000 }));
    expect(cache.get('/b')).toBeDefined();
  });
});

describe('negotiation helpers', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('matches ETags in If-None-Match lists', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

describe('rendered pages and API replies keep separate budgets', () => {
  // A clock that stands still: no entry expires, and no place opens or closes, while the test runs.
  const stopped = new Date('2026-03-10T18:00:00Z');
  let frozen: TestApp;
  beforeAll(async () => {
    frozen = await createTestApp({}, { clock: { now: () => stopped } });
  });
  afterAll(() => frozen.close());
  const at = (url: string, headers: Record<string, string> = {}) =>
    frozen.app.inject({ method: 'GET', url, headers });

  it('600 distinct API queries leave a rendered page in memory: it is still answered 304 to its ETag', async () => {
    const page = await at('/restaurants-bars');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="ssr-data"');
    const etag = page.headers.etag as string;
    // Rendered again, the page would carry a new render time, hence a new ETag.
    expect((await at('/restaurants-bars', { 'if-none-match': etag })).statusCode).toBe(304);
    for (let i = 0; i < 600; i++) expect((await at(`/api/establishments?q=junk-${i}`)).statusCode).toBe(200);
    expect(frozen.app.replyCache.sizes.api).toBe(500);
    const after = await at('/restaurants-bars', { 'if-none-match': etag });
    expect(after.statusCode).toBe(304);
  });

  it('keeps no reply to a query naming a parameter its route does not read', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await at(`/api/categories?junk${i}=1`);
      expect(res.statusCode).toBe(200);
      expect(frozen.app.replyCache.get(`/api/categories?junk${i}=1`)).toBeUndefined();
    }
    await at('/api/establishments?categoryId=1&cacheBuster=7');
    expect(frozen.app.replyCache.get('/api/establishments?categoryId=1&cacheBuster=7')).toBeUndefined();
    await at('/api/establishments?categoryId=1');
    expect(frozen.app.replyCache.get('/api/establishments?categoryId=1')).toBeDefined();
  });
});
