import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Establishment } from '../../domain/schemas/catalog';

// The built web app and its server-rendering bundle (dist/web, dist/ssr), as npm test builds them.
let ctx: TestApp;
let place: Establishment;
beforeAll(async () => {
  ctx = await createTestApp();
  [place] = (await get('/api/establishments?categoryId=1&limit=1')).json();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const pages = () => ctx.app.replyCache.sizes.pages;

describe('one URL per page', () => {
  it('answers a path variant with a 301 to the page, query kept, and renders nothing', async () => {
    const id = place.id;
    const before = pages();
    for (const [from, to] of [
      [`/establishment/0${id}`, `/establishment/${id}`],
      [`/Establishment/${id}`, `/establishment/${id}`],
      [
        `/establishment/${encodeURIComponent(String(id)).replace(/\d/g, (d) => `%3${d}`)}`,
        `/establishment/${id}`,
      ],
      [`/es/establishment/00${id}?utm_source=x`, `/es/establishment/${id}?utm_source=x`],
      ['/restaurants-bars/', '/restaurants-bars'],
      ['/Restaurants-Bars?area=4', '/restaurants-bars?area=4'],
      ['/ES/', '/es'],
    ]) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
      expect(res.body).toBe('');
    }
    expect(pages()).toBe(before);
  });

  it('answers a query value the page does not know with a redirect without it: random values render nothing', async () => {
    const base = await get('/restaurants-bars');
    expect(base.statusCode).toBe(200);
    const before = pages();
    for (let i = 0; i < 20; i++) {
      for (const query of [`area=${i}x`, `sort=junk${i}`, `view=v${i}`, `open=${i}`, `band=budget&n=${i}`]) {
        const res = await get(`/restaurants-bars?${query}`);
        expect(res.statusCode, query).toBe(301);
        expect(res.headers.location, query).toMatch(/^\/restaurants-bars(\?n=\d+)?$/);
      }
      const events = await get(`/events?category=${1000 + i}&area=4`);
      expect(events.headers.location).toBe('/events?area=4');
      expect((await get(`/establishment/${place.id}?q=flood${i}`)).headers.location).toBe(
        `/establishment/${place.id}`,
      );
    }
    expect(pages()).toBe(before);
    // A value the page knows is its page.
    const sanPedro = await get('/restaurants-bars?area=4');
    expect(sanPedro.statusCode).toBe(200);
    expect(sanPedro.body).toContain('id="ssr-data"');
  });
});

describe('paths that would lead off the site', () => {
  it.each([
    '/es//evil.example/x',
    '//evil.example',
    '//evil.example/x',
    '/es/%2F%2Fevil.example',
    '/%5Cevil.example',
  ])('%s is not found, and no link in the reply names another host', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toMatch(/href="\/\/|href="\/\\/);
  });

  it("a rendered page's language switch links to its twin on this site", async () => {
    const res = await get('/es/restaurants-bars?area=4');
    expect(res.statusCode).toBe(200);
    const switchLink = /<a [^>]*data-language-switch[^>]*>/.exec(res.body)?.[0] ?? '';
    expect(switchLink).toContain('href="/restaurants-bars?area=4"');
  });
});
