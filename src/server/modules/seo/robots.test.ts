import { spawnSync } from 'node:child_process';
import robotsParser from 'robots-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../../test/auth-helpers';
import { multipart } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// The place pages are server-rendered from the built app (npm test builds dist/web and dist/ssr first).
const PUBLIC_URL = 'https://guide.example.bz';

let ctx: TestApp;
let photoPlace: number;
let logoPlace: number;
let plainPlace: number;

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'attacker.test' } });

const png = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: PUBLIC_URL });
  const places = (await get('/api/establishments?limit=3')).json() as { id: number }[];
  [photoPlace, logoPlace, plainPlace] = places.map((p) => p.id);
  const admin = await signInAdmin(ctx.app);
  // A place with an owner's photo (its hero) and one with a logo only: the images a preview may name.
  for (const [id, kind, field] of [
    [photoPlace, 'photos', 'photo'],
    [logoPlace, 'logo', 'logo'],
  ] as const) {
    const body = multipart(await png('#0a7'), { field, filename: 'a.png', type: 'image/png' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/establishments/${id}/${kind}`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode, `${kind} upload`).toBeLessThan(300);
  }
});
afterAll(() => ctx?.close());

/** urllib.robotparser (Python's standard library): the first rule whose path is a prefix wins. */
function pythonVerdicts(robots: string, urls: string[]): boolean[] {
  const script = [
    'import json, sys, urllib.robotparser',
    'data = json.load(sys.stdin)',
    'rp = urllib.robotparser.RobotFileParser()',
    'rp.parse(data["robots"].splitlines())',
    'print(json.dumps([rp.can_fetch(data["agent"], u) for u in data["urls"]]))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script], {
    input: JSON.stringify({ robots, urls, agent: 'Twitterbot' }),
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(headOf(html))?.[1];
const jsonLdImage = (html: string) => {
  const json = /<script type="application\/ld\+json" id="structured-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json).image as string) : undefined;
};

/** Every image a link preview or a rich result of the place's page names (Open Graph, Twitter, JSON-LD). */
async function previewImages(id: number): Promise<string[]> {
  const page = await get(`/establishment/${id}`);
  expect(page.statusCode).toBe(200);
  const images = [metaOf(page.body, 'og:image'), metaOf(page.body, 'twitter:image'), jsonLdImage(page.body)];
  expect(images.every(Boolean), `images of /establishment/${id}: ${images}`).toBe(true);
  return images as string[];
}

describe('robots.txt', () => {
  it('reads the same to a longest-match and a first-match parser, and lets crawlers fetch every preview image', async () => {
    const robots = (await get('/robots.txt')).body;
    const images = [
      ...new Set([
        ...(await previewImages(photoPlace)),
        ...(await previewImages(logoPlace)),
        ...(await previewImages(plainPlace)),
      ]),
    ];
    // The owner's photo and logo are what rich results show of those places.
    expect(images.some((u) => u.includes('photo'))).toBe(true);
    expect(images.length).toBeGreaterThanOrEqual(3);
    const allowed = [
      '/',
      '/es',
      '/restaurants-bars',
      '/es/restaurants-bars',
      `/establishment/${plainPlace}`,
      `/es/establishment/${plainPlace}`,
      '/search?q=dive',
      '/map',
      '/es/map',
      '/events',
      '/es/events',
      '/trip/s/abcdefghijkl',
      '/es/trip/s/abcdefghijkl',
      '/og-image.png',
      '/sitemap.xml',
    ].map((p) => PUBLIC_URL + p);
    const disallowed = [
      '/api/establishments',
      `/api/establishments/${plainPlace}`,
      '/api/trips/shared/abcdefghijkl',
      '/admin',
      '/admin?tab=claims',
      '/business',
      '/business/dashboard',
      '/business/home',
      '/es/business',
      '/es/business/dashboard',
      '/es/business/home',
    ].map((p) => PUBLIC_URL + p);
    const urls = [...allowed, ...images, ...disallowed];
    const longest = robotsParser(`${PUBLIC_URL}/robots.txt`, robots);
    const python = pythonVerdicts(robots, urls);
    const verdicts = Object.fromEntries(
      urls.map((u, i) => [u, { 'robots-parser': longest.isAllowed(u, 'Twitterbot'), urllib: python[i] }]),
    );
    const expected = Object.fromEntries(
      urls.map((u) => {
        const ok = !disallowed.includes(u);
        return [u, { 'robots-parser': ok, urllib: ok }];
      }),
    );
    expect(verdicts).toEqual(expected);

    for (const image of images) {
      expect(image.startsWith(`${PUBLIC_URL}/`), image).toBe(true);
      const res = await get(image.slice(PUBLIC_URL.length));
      expect(res.statusCode, image).toBe(200);
      expect(String(res.headers['content-type']), image).toMatch(/^image\//);
    }
  });
});

describe('the images’ old addresses under /api/', () => {
  it('redirect permanently to the same image, by path, whatever host the request names', async () => {
    const place = (await get(`/api/establishments/${photoPlace}`)).json();
    const logo = (await get(`/api/establishments/${logoPlace}`)).json().logoUrl as string;
    const photoId = /\/images\/photos\/(\d+)\/detail$/.exec(place.heroImageUrl)?.[1];
    const logoId = /\/images\/media\/(\d+)$/.exec(logo)?.[1];
    expect([photoId, logoId].every(Boolean), `${place.heroImageUrl} ${logo}`).toBe(true);
    const moves = {
      [`/api/establishments/${plainPlace}/og-image`]: `/images/establishments/${plainPlace}/og-image.png`,
      [`/api/photos/${photoId}/card`]: `/images/photos/${photoId}/card`,
      [`/api/media/${logoId}`]: `/images/media/${logoId}`,
    };
    for (const [old, now] of Object.entries(moves)) {
      const res = await get(old);
      expect([res.statusCode, res.headers.location], old).toEqual([301, now]);
      const image = await get(now);
      expect([image.statusCode, String(image.headers['content-type'])], now).toEqual([
        200,
        expect.stringMatching(/^image\//),
      ]);
      expect(image.headers.etag, now).toBeTruthy();
      expect(image.headers['cache-control'], now).toMatch(/public/);
    }
    expect((await get('/api/photos/abc/card')).statusCode).toBe(400);
    expect((await get('/images/nothing-here.png')).headers['content-type']).not.toMatch(/html/);
  });
});
