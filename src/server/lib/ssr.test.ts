import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../test/auth-helpers';
import { createTestApp, openTestDatabase, type TestApp, testConfig } from '../../../test/test-app';
import type { Establishment } from '../../domain/schemas/catalog';
import { buildApp } from '../app';

// npm test builds the web app and its server-rendering bundle first (dist/web, dist/ssr).
const webRoot = path.resolve(import.meta.dirname, '../../../dist/web');
const shell = readFileSync(path.join(webRoot, 'index.html'), 'utf8');

let ctx: TestApp;
let place: Establishment;
beforeAll(async () => {
  ctx = await createTestApp();
  const restaurants: Establishment[] = (await get('/api/establishments?categoryId=1')).json();
  place = restaurants[0];
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}, app?: FastifyInstance) =>
  (app ?? ctx.app).inject({ method: 'GET', url, headers });

/** HTML text or attribute value as the visitor reads it. */
const text = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const root = (body: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(body)?.[1] ?? '';
const title = (body: string) => text(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
const description = (body: string) =>
  text(/<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '');

/** The query cache the page was rendered from, as the browser reads it. */
function data(body: string) {
  const json = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(body)?.[1];
  expect(json, 'ssr-data').toBeDefined();
  return JSON.parse(json!) as {
    renderedAt: number;
    queries: { queries: { meta?: { url?: string }; state: { status: string; data: unknown } }[] };
  };
}
/** The rendered reply of `url`: each query carries the URL it fetches in its meta (web/api/catalog.ts's get). */
const cached = (body: string, url: string) =>
  data(body).queries.queries.find((q) => q.meta?.url === url)?.state;

describe('server-rendered pages (visitors without a session)', () => {
  it('/ has the hero, the collections and its own title, with the data it was rendered from', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const body = zlib.brotliDecompressSync(res.rawPayload).toString();
    const markup = root(body);
    expect(markup).toMatch(/<h1 id="hero-title"[^>]*>The Ambergris Collection<\/h1>/);
    expect(markup).toContain('Browse by Category');
    expect(text(markup)).toContain('Restaurants & Bars');
    expect(title(body)).toBe('The Ambergris Collection · Ambergris Guide');
    expect(description(body)).toMatch(/^Curated places to stay, eat, dive and shop/);
    // Signed out: the browser must not ask who the visitor is (a 401 is a console error).
    expect(cached(body, '/api/auth/user')).toMatchObject({ status: 'success', data: null });
    // Still the built index.html around it: its assets, and the landing's hero preload.
    for (const asset of shell.match(/(src|href)="\/assets\/[^"]+"/g) ?? []) expect(body).toContain(asset);
    expect(body).toContain('href="/images/hero-1-800.avif"');
  });

  it('a category page and a detail page show their places, with their own title and description', async () => {
    const category = (await get('/restaurants-bars')).body;
    expect(text(root(category))).toMatch(/<h1[^>]*>Restaurants & Bars<\/h1>/);
    expect(text(root(category))).toContain(`>${place.name}</a>`);
    expect(title(category)).toBe('Restaurants & Bars · Ambergris Guide');
    expect(description(category)).toMatch(/\S/);
    expect(description(category)).not.toBe(description(shell));

    const detail = (await get(`/establishment/${place.id}`)).body;
    expect(text(root(detail))).toMatch(new RegExp(`<h1[^>]*>${literal(place.name)}</h1>`));
    expect(title(detail)).toBe(`${place.name} · Ambergris Guide`);
    expect(description(detail)).toBe((place.description ?? '').slice(0, 155));
    expect(cached(detail, `/api/establishments/${place.id}`)).toMatchObject({
      status: 'success',
      data: { id: place.id, name: place.name },
    });
  });

  it('carry the same security headers as every page, and no inline script the CSP would block', async () => {
    const signedIn = await get('/', { cookie: 'sid=not-a-session' });
    for (const url of ['/', '/restaurants-bars', `/establishment/${place.id}`]) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBe(signedIn.headers['content-security-policy']);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // Scripts are the built assets or data (JSON, JSON-LD), which the CSP does not run.
      for (const tag of res.body.match(/<script[^>]*>/g) ?? [])
        expect(tag, url).toMatch(/ src="\/assets\/|type="application\/(ld\+)?json"/);
    }
  });

  it('are rendered once and then sent from memory, with the headers of the first reply and a 304', async () => {
    const url = `/establishment/${place.id}?from=ssr-cache`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const second = await get(url, { 'accept-encoding': 'gzip' });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const strip = (h: Record<string, unknown>) => {
      const { date: _d, connection: _c, ...rest } = h;
      return rest;
    };
    expect(strip(second.headers)).toEqual(strip(first.headers));
    const notModified = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('show a catalogue write on the next request, with the page data kept inside its script', async () => {
    const url = `/establishment/${place.id}`;
    const before = (await get(url)).body;
    const admin = await signInAdmin(ctx.app);
    const hostile = 'Now with </script><script>alert(1)</script> sunset views & $& $1 fish';
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${place.id}`,
      headers: admin.headers,
      payload: { description: hostile },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(url)).body;
    expect(after).not.toBe(before);
    // The markup shows the text escaped; the data still parses and holds it exactly.
    expect(root(after)).toContain('Now with &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; sunset');
    expect(after).not.toContain('<script>alert(1)');
    expect(cached(after, `/api/establishments/${place.id}`)).toMatchObject({
      data: { description: hostile },
    });
    expect(description(after)).toBe(hostile);
  });

  it('an unknown path, slug, category or place is answered 404 with the page rendered in the browser', async () => {
    for (const url of [
      '/no-such-slug',
      '/some/where/else',
      '/category/999',
      '/establishment/999999',
      '/es/admin',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // Nothing rendered, so nothing kept: a flood of unknown paths costs no render and fills no cache.
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('ssr-data');
      // With the not-found page's own title, as the browser will render it.
      expect(title(res.body), url).toMatch(/(Not Found|no encontrada) · Ambergris Guide$/);
    }
    expect((await get('/es/no-such-slug')).body).toContain('<html lang="es"');
  });

  it('a query string renders the page it names (e.g. an area); other parameters are not rendered', async () => {
    const sanPedro = root((await get('/restaurants-bars?utm_source=x&area=4')).body);
    expect(sanPedro).toMatch(/aria-pressed="true"[^>]*>San Pedro</);
    expect(sanPedro).toContain(`href="/signin?returnTo=${encodeURIComponent('/restaurants-bars?area=4')}"`);
    const tagged = await get('/?utm_source=newsletter');
    expect(tagged.statusCode).toBe(200);
    expect(root(tagged.body)).toContain('The Ambergris Collection</h1>');
    // The page of `/` (the browser's link carries the whole address once it has hydrated).
    expect(root(tagged.body)).toContain('href="/signin?returnTo=%2F"');
  });
});

describe('without a usable server-rendering bundle', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
    cpSync(webRoot, path.join(dir, 'web'), { recursive: true });
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const appWith = async (bundle: string | null) => {
    rmSync(path.join(dir, 'ssr'), { recursive: true, force: true });
    if (bundle !== null) {
      mkdirSync(path.join(dir, 'ssr'));
      writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), bundle);
    }
    const app = await buildApp({
      database,
      config: testConfig,
      logger: false,
      webRoot: path.join(dir, 'web'),
    });
    await app.ready();
    return app;
  };

  it('sends index.html, rendered by the browser, when it is missing or a render fails', async () => {
    const missing = await appWith(null);
    const failing = await appWith(
      'export const serverRendered = () => true;\nexport async function render() { throw new Error("broken page"); }\n',
    );
    try {
      for (const app of [missing, failing]) {
        const res = await get('/', {}, app);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain('ssr-data');
      }
    } finally {
      await missing.close();
      await failing.close();
    }
  });
});
