import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LIVE_EVENT_META, SIGNED_OUT_META } from '../../domain/ssr';
import { pageKey } from './route-preloads';

// npm test builds the web app first; these tests read the same dist/web the server serves.
const webRoot = path.resolve(import.meta.dirname, '../../../dist/web');
const html = readFileSync(path.join(webRoot, 'index.html'));

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * index.html as built, once the per-route tags, the signed-out mark and the live event id (whose stream
 * the page starts after, tested with the stream) that the server adds are taken out.
 */
const withoutPreloads = (body: Buffer) =>
  body
    .toString()
    .replace(/<(link|meta) [^>]*data-route[^>]*>/g, '')
    .replace(SIGNED_OUT_META, '')
    .replace(new RegExp(`<meta name="${LIVE_EVENT_META}" content="\\d+">`), '');

/** The scripts and stylesheets the page's HTML makes the browser fetch (images aside). */
const fetchedByHtml = (body: string) =>
  [...body.matchAll(/<script [^>]*src="([^"]+)"|<link [^>]*rel="(?:modulepreload|stylesheet)"[^>]*>/g)].map(
    ([tag, src]) => src ?? /href="([^"]+)"/.exec(tag)?.[1],
  );

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** A session cookie (not a valid one): signed-in visitors get index.html, rendered by the browser. */
const SIGNED_IN = { cookie: 'sid=not-a-session' };

describe('index.html', () => {
  it('is sent to signed-in visitors for / and client routes, compressed, never stored by a cache (private, no-store: the page is theirs), with an ETag and 304', async () => {
    for (const url of ['/', '/restaurants-bars', '/establishment/1?from=map']) {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br', ...SIGNED_IN });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(withoutPreloads(zlib.brotliDecompressSync(res.rawPayload))).toBe(html.toString());
      const again = await get(url, { 'if-none-match': res.headers.etag as string, ...SIGNED_IN });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const plain = await get('/search', SIGNED_IN);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(withoutPreloads(plain.rawPayload)).toBe(html.toString());
    const gz = await get('/search', { 'accept-encoding': 'gzip', ...SIGNED_IN });
    expect(withoutPreloads(zlib.gunzipSync(gz.rawPayload))).toBe(html.toString());
  });

  it('tells the page when the visitor has no valid session, so the app need not ask for the user', async () => {
    const owner = await signUp(ctx.app);
    for (const url of ['/map', '/business/dashboard', '/signin']) {
      expect((await get(url)).body, url).toContain(SIGNED_OUT_META);
      // An expired or forged session cookie is no session either.
      expect((await get(url, SIGNED_IN)).body, url).toContain(SIGNED_OUT_META);
      const signedIn = await get(url, { cookie: owner.headers.cookie });
      expect(signedIn.body, url).not.toContain(SIGNED_OUT_META);
      expect(signedIn.headers.etag).not.toBe((await get(url, SIGNED_IN)).headers.etag);
    }
  });

  it('is sent for pages the server does not render (maps, forms, signed-in pages)', async () => {
    for (const url of ['/business/dashboard', '/admin']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(withoutPreloads(res.rawPayload), url).toBe(html.toString());
    }
    // The public ones carry their own head (seo.test.ts); the page itself is left to the browser.
    const body = (page: string) => page.slice(page.indexOf('</head>'));
    for (const url of ['/map', '/claim', '/business', '/signin']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(body(withoutPreloads(res.rawPayload)), url).toBe(body(html.toString()));
      expect(res.body).toMatch(/<link rel="canonical"/);
    }
  });

  it('loads only the boot loader and the stylesheet, preloads the hero on /, names route chunks for the loader', async () => {
    const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
    const entry = manifest['index.html'];
    // The loader's entry and everything it imports statically.
    type Chunk = { file: string; css?: string[]; imports?: string[] };
    const chunks: Chunk[] = [];
    const gather = (c: Chunk) => {
      if (chunks.includes(c)) return;
      chunks.push(c);
      for (const key of c.imports ?? []) gather(manifest[key]);
    };
    gather(entry);
    const loader: string[] = chunks.map((c: { file: string }) => c.file);
    const [css] = chunks.flatMap((c: { css?: string[] }) => c.css ?? []).map((f: string) => `/${f}`);
    const app = `/${(Object.values(manifest) as { name?: string; file: string }[]).find((c) => c.name === 'app')?.file}`;
    // The app's scripts would share the connection with the page's LCP image: the HTML asks for the
    // tiny loader only (web/main.tsx), which imports the app once the visible images are on screen.
    expect(fetchedByHtml(html.toString()).sort()).toEqual([...loader.map((f) => `/${f}`), css].sort());
    expect(loader).not.toContain(app.slice(1));
    const loaderBytes = loader.reduce((sum, f) => sum + readFileSync(path.join(webRoot, f)).length, 0);
    expect(loaderBytes).toBeLessThan(8 * 1024);
    expect((await get('/restaurants-bars')).body).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src=/,
    );
    expect((await get('/restaurants-bars', SIGNED_IN)).body).toMatch(
      /<script type="module" crossorigin src=/,
    );

    const landing = (await get('/')).body;
    expect(landing).toContain(
      '<link rel="preload" data-route as="image" type="image/avif" href="/images/hero-1-800.avif"',
    );
    expect(landing).not.toContain('hero-2');
    expect(fetchedByHtml(landing).sort()).toEqual(fetchedByHtml(html.toString()).sort());

    const category = (await get('/restaurants-bars?areaId=2')).body;
    const detail = (await get('/establishment/17')).body;
    const numeric = (await get('/category/1')).body;
    const shellDetail = (await get('/establishment/17', SIGNED_IN)).body;
    const routeChunks = (body: string) =>
      /<meta name="route-chunks" data-route content="([^"]+)">/.exec(body)?.[1].split(' ') ?? [];
    // Each page's language's texts (only that language's) download with the app: the core sections, and
    // the sections the page shows at once.
    const english = `/${manifest['i18n/catalogues/en.ts'].file}`;
    const spanish = `/${manifest['i18n/catalogues/es.ts'].file}`;
    const section = (locale: string, name: string) =>
      `/${manifest[`i18n/catalogues/${locale}/${name}.json`].file}`;
    const spanishLanding = (await get('/es')).body;
    expect(spanishLanding).toContain('hero-1-800.avif');
    expect(routeChunks(landing).slice(0, 2)).toEqual([english, section('en', 'landing')]);
    expect(routeChunks(spanishLanding).slice(0, 2)).toEqual([spanish, section('es', 'landing')]);
    // The booking form's texts come with the form, when a visitor opens it.
    expect(routeChunks(detail)).not.toContain(section('en', 'booking'));
    for (const body of [landing, category, detail, numeric, shellDetail]) {
      expect(routeChunks(body)).toContain(english);
      expect(routeChunks(body)).not.toContain(spanish);
    }
    const spanishDetail = routeChunks((await get('/es/establishment/17')).body);
    expect(spanishDetail).toContain(spanish);
    expect(spanishDetail).toContain(`/${manifest[pageKey(manifest, 'pages/EstablishmentPage.tsx')].file}`);
    expect(spanishDetail).not.toContain(english);
    for (const [body, key] of [
      [landing, 'pages/LandingPage.tsx'],
      [category, 'pages/CategorySlugPage.tsx'],
      [numeric, 'pages/CategoryIdPage.tsx'],
      [detail, 'pages/EstablishmentPage.tsx'],
      [shellDetail, 'pages/EstablishmentPage.tsx'],
    ]) {
      expect(fetchedByHtml(body).sort(), key).toEqual(fetchedByHtml(html.toString()).sort());
      const chunks = routeChunks(body);
      expect(chunks, key).toContain(`/${manifest[pageKey(manifest, key)].file}`);
      // What the page chunk imports is listed too; never the loader, which the page loads already.
      for (const file of loader) expect(chunks, key).not.toContain(`/${file}`);
      for (const file of chunks) expect((await get(file)).statusCode, file).toBe(200);
    }
    expect(category).not.toContain('hero-1');
    expect(detail).not.toContain('CategoryPage');
    expect((await get('/no-such-slug', SIGNED_IN)).body).not.toContain('data-route');
    // Each variant has its own ETag.
    const etags = new Set(
      await Promise.all(
        ['/', '/restaurants-bars', '/establishment/1', '/search'].map(
          async (u) => (await get(u, SIGNED_IN)).headers.etag,
        ),
      ),
    );
    expect(etags.size).toBe(4);
  });

  it('is not sent for unknown API routes or other methods', async () => {
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});

describe('hashed assets', () => {
  const assets = readdirSync(path.join(webRoot, 'assets'));
  // The app's chunk: large enough to be precompressed.
  const script = assets.find((f) => /^app-.*\.js$/.test(f))!;

  it('are cached for a year as immutable and sent from the precompressed copies', async () => {
    expect(script).toBeDefined();
    const file = readFileSync(path.join(webRoot, 'assets', script));
    const res = await get(`/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(file)).toBe(true);
    // The build wrote the copy the server sent (no compression per request).
    const br = path.join(webRoot, 'assets', `${script}.br`);
    expect(existsSync(br)).toBe(true);
    expect(res.rawPayload.equals(readFileSync(br))).toBe(true);

    const gz = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(file)).toBe(true);
  });

  it('serves a robots.txt that lets crawlers index the guide but not the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('keeps unhashed public files on a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
