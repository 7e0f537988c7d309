import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CATEGORIES } from '../../../domain/constants';

// The Spanish twins as a crawler and a browser receive them (the pages are rendered from the built app:
// npm test builds it first).
const PUBLIC_URL = 'https://guide.example.bz';

let ctx: TestApp;
let establishmentId: number;
beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: PUBLIC_URL });
  establishmentId = (await get('/api/establishments?limit=1')).json()[0].id;
});
afterAll(() => ctx?.close());

// A forged Host changes no URL the server writes.
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'attacker.test', ...headers } });

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(head(html))?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...head(html).matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('Spanish twins of the public pages', () => {
  it('each rendered page and its twin name each other (hreflang en, es, x-default) and themselves (canonical)', async () => {
    const pages = ['/', '/restaurants-bars', `/establishment/${establishmentId}`, '/search?q=dive', '/map'];
    for (const english of pages) {
      const spanish = english === '/' ? '/es' : `/es${english}`;
      const en = await get(english);
      const es = await get(spanish);
      expect([en.statusCode, es.statusCode], english).toEqual([200, 200]);
      expect(langOf(en.body)).toBe('en');
      expect(langOf(es.body)).toBe('es');
      const expected = {
        en: PUBLIC_URL + english,
        es: PUBLIC_URL + spanish,
        'x-default': PUBLIC_URL + english,
      };
      expect(alternatesOf(en.body), english).toEqual(expected);
      expect(alternatesOf(es.body), spanish).toEqual(expected);
      expect(canonicalOf(en.body)).toBe(PUBLIC_URL + english);
      expect(canonicalOf(es.body)).toBe(PUBLIC_URL + spanish);
    }
  });

  it('a Spanish page is titled in Spanish, also when the browser renders it (the map)', async () => {
    expect(titleOf((await get('/es/map')).body)).toMatch(/^Mapa interactivo · /);
    expect(titleOf((await get('/map')).body)).toMatch(/^Interactive Map · /);
  });

  it('an unknown Spanish path is the Spanish 404 page, with status 404 and no alternates', async () => {
    const res = await get('/es/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(langOf(res.body)).toBe('es');
    expect(titleOf(res.body)).toMatch(/^Página no encontrada/);
    expect(alternatesOf(res.body)).toEqual({});
  });

  it('the owners’ portal and sign-in have Spanish twins; the admin has none: no alternates, English', async () => {
    for (const path of ['/es/business', '/es/signin', '/es/business/dashboard'])
      expect(langOf((await get(path)).body), path).toBe('es');
    expect(alternatesOf((await get('/business')).body).es).toBe(`${PUBLIC_URL}/es/business`);
    const admin = await get('/admin');
    expect(langOf(admin.body)).toBe('en');
    expect(alternatesOf(admin.body)).toEqual({});
  });

  it('the sitemap lists every page in both languages, each naming its twin', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    const locs = entries.map((e) => /<loc>([^<]*)<\/loc>/.exec(e)?.[1]);
    expect(locs).toContain(`${PUBLIC_URL}/es`);
    for (const c of CATEGORIES) expect(locs).toContain(`${PUBLIC_URL}/es/${c.slug}`);
    expect(locs).toContain(`${PUBLIC_URL}/es/establishment/${establishmentId}`);
    const spanish = (l?: string) => l === `${PUBLIC_URL}/es` || l?.startsWith(`${PUBLIC_URL}/es/`);
    expect(locs.filter(spanish).length).toBe(locs.length / 2);
    for (const entry of entries) {
      const links = [...entry.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => m[1]);
      expect(links).toEqual(['en', 'es', 'x-default']);
    }
  });
});

describe('the remembered language', () => {
  it('brings a reader who chose Spanish from / to /es, and no one else', async () => {
    const chosen = await get('/?area=4', { cookie: 'lang=es' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/es?area=4');
    expect(String(chosen.headers.vary)).toContain('cookie');
    expect((await get('/', { cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
    // Only the home page: a link to an English page is followed.
    expect((await get('/restaurants-bars', { cookie: 'lang=es' })).statusCode).toBe(200);
  });

  it('a rendered page says it differs with the cookie (a session gets the browser-rendered page)', async () => {
    expect(String((await get('/es')).headers.vary)).toContain('cookie');
  });
});
