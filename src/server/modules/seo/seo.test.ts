import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CATEGORIES } from '../../../domain/constants';
import type { Establishment } from '../../../domain/schemas/catalog';

// The pages are server-rendered from the built app (npm test builds dist/web and dist/ssr first).
const PUBLIC_URL = 'https://guide.example.bz';
/** The origin `ctx` is configured with (test/test-app.ts); every request below names another host. */
const SITE = 'http://localhost:5000';
/** The schema.org type each category's places must carry (schema.org: all LocalBusiness or Place subtypes). */
const EXPECTED_TYPE: Record<string, string> = {
  accommodations: 'LodgingBusiness',
  'restaurants-bars': 'Restaurant',
  'attractions-activities': 'TouristAttraction',
  'souvenir-shops': 'Store',
  'tour-operators': 'TravelAgency',
  pharmacy: 'Pharmacy',
  grocery: 'GroceryStore',
  'gas-station': 'GasStation',
};

let ctx: TestApp;
let fixed: TestApp;
let admin: Actor;
let places: Establishment[];
beforeAll(async () => {
  [ctx, fixed] = await Promise.all([createTestApp(), createTestApp({ publicOrigin: PUBLIC_URL })]);
  admin = await signInAdmin(ctx.app);
  places = (await get('/api/establishments?limit=500')).json();
});
afterAll(() => Promise.all([ctx?.close(), fixed?.close()]));

// A Host that is not the configured one changes no URL the server writes.
const get = (url: string, app = ctx.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'island.test:5000', ...headers } });

const htmlText = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaOf = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head(html));
  return m ? htmlText(m[1]) : undefined;
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(head(html))?.[1];
/** Every JSON-LD block of the page's head, parsed as a crawler does. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...head(html).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((b) => [JSON.parse(b[1])].flat());
}

describe('structured data (schema.org JSON-LD) in the server-rendered pages', () => {
  it('a place of each of the eight categories has the type of its category and the required fields', async () => {
    for (const category of CATEGORIES) {
      const place = places.find((p) => p.categoryId === category.id);
      if (!place) continue;
      const res = await get(`/establishment/${place.id}`);
      expect(res.statusCode).toBe(200);
      const [ld] = jsonLd(res.body);
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type'], category.slug).toBe(EXPECTED_TYPE[category.slug]);
      expect(ld.name).toBe(place.name);
      expect(ld.url).toBe(`${SITE}/establishment/${place.id}`);
      expect(typeof ld.description).toBe('string');
      expect(ld.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'BZ' });
      expect(String(ld.image)).toMatch(/^http:\/\/localhost:5000\//);
      if (place.latitude !== null)
        expect(ld.geo).toEqual({
          '@type': 'GeoCoordinates',
          latitude: place.latitude,
          longitude: place.longitude,
        });
      if (place.phone) expect(ld.telephone).toBe(place.phone);
      // When the listing was last checked is when the page about it last changed for sure.
      expect(ld.mainEntityOfPage).toEqual({
        '@type': 'WebPage',
        '@id': `${SITE}/establishment/${place.id}`,
        dateModified: place.checkedAt,
      });
      // Google's rating is never presented as ours (Google's terms).
      expect(ld).not.toHaveProperty('aggregateRating');
      expect(res.body).not.toContain('aggregateRating');
    }
    // The seed has places in every category: the loop above checked all eight types.
    expect(new Set(places.map((p) => p.categoryId)).size).toBe(CATEGORIES.length);
  });

  it('opening hours are an openingHoursSpecification in Belize time, days with the same hours together', async () => {
    const truckStop = places.find((p) => p.name === 'The Truck Stop');
    expect(truckStop).toBeDefined();
    const [ld] = jsonLd((await get(`/establishment/${truckStop!.id}`)).body);
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '11:00',
        closes: '22:00',
      },
    ]);
    const noHours = places.find((p) => !p.openingHours);
    const [other] = jsonLd((await get(`/establishment/${noHours!.id}`)).body);
    expect(other).not.toHaveProperty('openingHoursSpecification');
  });

  it("an owner's hostile text cannot end the JSON-LD script, and still reads the same", async () => {
    const place = places[0];
    const hostile = 'Best </script><script>alert(1)</script> <!-- & "quotes" in town';
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${place.id}`,
      headers: admin.headers,
      payload: { description: hostile },
    });
    expect(edit.statusCode).toBe(200);
    const res = await get(`/establishment/${place.id}`);
    // One script without a src in the head (the JSON-LD), which ends where the server ended it.
    const inline = head(res.body).match(/<script(?![^>]* src=)[^>]*>/g) ?? [];
    expect(inline).toEqual(['<script type="application/ld+json" id="structured-data">']);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(jsonLd(res.body)[0].description).toBe(hostile);
    expect(metaOf(res.body, 'og:description')).toBe(hostile);
  });

  it('a category page lists its places as an ItemList of absolute URLs; the landing is a WebSite with a search', async () => {
    const res = await get('/restaurants-bars');
    const [list] = jsonLd(res.body);
    expect(list['@type']).toBe('ItemList');
    const items = list.itemListElement as { position: number; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].position).toBe(1);
    for (const item of items) expect(item.url).toMatch(/^http:\/\/localhost:5000\/establishment\/\d+$/);

    const landing = jsonLd((await get('/')).body);
    expect(landing.map((l) => l['@type'])).toEqual(['WebSite', 'Organization']);
    expect(landing[0].potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${SITE}/search?q={search_term_string}` },
    });
  });
});

describe('canonical link, meta description, Open Graph and Twitter card', () => {
  it('each page type has its own, with absolute URLs from the request host', async () => {
    const place = places[1];
    const pages = [
      { url: '/', canonical: '/', image: '/og-image.png' },
      { url: '/restaurants-bars?sort=area', canonical: '/restaurants-bars', image: '/og-image.png' },
      // A category's id URL is canonical to its slug URL: one URL per page.
      { url: '/category/1', canonical: '/restaurants-bars', image: '/og-image.png' },
      {
        url: `/establishment/${place.id}`,
        canonical: `/establishment/${place.id}`,
        image: `/images/establishments/${place.id}/og-image.png`,
      },
      { url: '/search?q=lobster', canonical: '/search?q=lobster', image: '/og-image.png' },
      // The map is rendered in the browser: the page the server sends still carries its head.
      { url: '/map', canonical: '/map', image: '/og-image.png' },
      // Filters and the map's second path point to the one map URL.
      { url: '/map?category=1&open=now', canonical: '/map', image: '/og-image.png' },
      { url: '/map-clean', canonical: '/map', image: '/og-image.png' },
      { url: '/claim', canonical: '/claim', image: '/og-image.png' },
    ];
    for (const page of pages) {
      const html = (await get(page.url)).body;
      const origin = SITE;
      expect(canonicalOf(html), page.url).toBe(`${origin}${page.canonical}`);
      expect(metaOf(html, 'og:url')).toBe(`${origin}${page.canonical}`);
      expect(metaOf(html, 'og:image')).toBe(`${origin}${page.image}`);
      expect(metaOf(html, 'og:type')).toBe('website');
      expect(metaOf(html, 'og:site_name')).toBe('Ambergris Guide');
      expect(metaOf(html, 'og:title')).toBe(htmlText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''));
      expect(metaOf(html, 'description')?.length).toBeGreaterThan(20);
      expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:image')).toBe(`${origin}${page.image}`);
    }
    const detail = (await get(`/establishment/${place.id}`)).body;
    expect(metaOf(detail, 'og:title')).toContain(place.name);
  });

  it("the map's own title and description replace the site's in the page sent, once, signed in or not", async () => {
    const landing = (await get('/')).body;
    for (const headers of [{}, admin.headers]) {
      // One URL per page: /map/ is sent to /map.
      expect((await get('/map/', ctx.app, headers)).headers.location).toBe('/map');
      const html = (await get('/map', ctx.app, headers)).body;
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
      expect(html).toContain('<title>Interactive Map · Ambergris Guide</title>');
      expect(metaOf(html, 'description')).not.toBe(metaOf(landing, 'description'));
      expect(metaOf(html, 'description')).toMatch(/on one map/);
      expect(metaOf(html, 'twitter:title')).toBe('Interactive Map · Ambergris Guide');
    }
    const fixedMap = (await get('/map', fixed.app)).body;
    expect(canonicalOf(fixedMap)).toBe(`${PUBLIC_URL}/map`);
    expect(metaOf(fixedMap, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
  });

  it("pages only for owners and the admin get no share tags (they are not the guide's pages)", async () => {
    for (const url of ['/admin', '/business/dashboard']) {
      const html = (await get(url)).body;
      expect(canonicalOf(html), url).toBeUndefined();
      expect(metaOf(html, 'og:title'), url).toBeUndefined();
    }
  });

  it('use the configured origin whatever the request host, and a not-found page has no canonical', async () => {
    const html = (await get('/accommodations', fixed.app)).body;
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/accommodations`);
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
    const missing = await get('/establishment/999999');
    expect(missing.statusCode).toBe(404);
    expect(canonicalOf(missing.body)).toBeUndefined();
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it("lists the landing, what's on, the eight category slugs and every published place, with lastmod", async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    const urls = locs(res.body);
    const origin = SITE;
    expect(urls).toContain(`${origin}/`);
    expect(urls).toEqual(expect.arrayContaining([`${origin}/events`, `${origin}/es/events`]));
    for (const c of CATEGORIES) expect(urls).toContain(`${origin}/${c.slug}`);
    const placeUrls = urls.filter((u) => u.startsWith(`${origin}/establishment/`));
    expect(placeUrls.sort()).toEqual(places.map((p) => `${origin}/establishment/${p.id}`).sort());
    // Every URL but what's on's two (it changes with the days).
    expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(urls.length - 2);
    const again = await get('/sitemap.xml', ctx.app, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('uses the configured origin whatever the request host', async () => {
    const urls = locs((await get('/sitemap.xml', fixed.app)).body);
    expect(urls.length).toBeGreaterThan(9);
    for (const u of urls) expect(u.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it('leaves out drafts and changes when a place is unpublished', async () => {
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/establishments',
      headers: admin.headers,
      payload: { name: 'Secret Draft Cantina', categoryId: 1, areaId: 4, isActive: false },
    });
    expect(draft.statusCode).toBe(201);
    const before = (await get('/sitemap.xml')).body;
    expect(before).not.toContain(`/establishment/${draft.json().id}<`);
    const place = places[2];
    expect(before).toContain(`/establishment/${place.id}<`);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${place.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).not.toContain(`/establishment/${place.id}<`);
    places = places.filter((p) => p.id !== place.id);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the API, the admin and the portal', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/business$/m);
    expect(res.body).toMatch(/^Disallow: \/es\/business$/m);
    expect(res.body).not.toMatch(/^Allow:/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost:5000\/sitemap\.xml$/m);
    expect((await get('/robots.txt', fixed.app)).body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe("a place's og:image", () => {
  it('is a 1200x630 PNG, kept with an ETag, and changes when the place is edited', async () => {
    const place = places[3];
    const url = `/images/establishments/${place.id}/og-image.png`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const etag = String(first.headers.etag);
    expect((await get(url, ctx.app, { 'if-none-match': etag })).statusCode).toBe(304);

    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${place.id}`,
      headers: admin.headers,
      payload: { name: `${place.name} Reborn` },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(url, ctx.app, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('draws text: the name is visible on the card (a fontless render would leave the band empty)', async () => {
    const png = (await get(`/images/establishments/${places[4].id}/og-image.png`)).rawPayload;
    // The title's band (x 80-1100, y 230-380) has light text pixels on the dark lagoon background.
    const { data, info } = await sharp(png)
      .extract({ left: 80, top: 230, width: 1000, height: 150 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const light = data.filter((v) => v > 200).length / (info.width * info.height);
    expect(light).toBeGreaterThan(0.03);
  });

  it('the site image of the landing and category pages is served, 1200x630', async () => {
    const res = await get('/og-image.png');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('is 404 for an unknown or unpublished place and 400 for a bad id', async () => {
    expect((await get('/images/establishments/999999/og-image.png')).statusCode).toBe(404);
    const bad = await get('/images/establishments/abc/og-image.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
