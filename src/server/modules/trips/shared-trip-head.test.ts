import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';

// What a messaging app's link preview (WhatsApp, iMessage) reads of a shared trip: the page the server
// sends, from the built app (npm test builds dist/web and dist/ssr first).
const PUBLIC_URL = 'https://guide.example.bz';

let ctx: TestApp;
let ids: number[];
beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: PUBLIC_URL });
  ids = ((await ctx.app.inject({ url: '/api/establishments?limit=3' })).json() as { id: number }[]).map(
    (p) => p.id,
  );
});
afterAll(() => ctx?.close());

async function share(title: string, days: number[][]): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/trips/shared',
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: { title, startDate: null, days: days.map((establishmentIds) => ({ establishmentIds })) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}

// A forged Host changes no URL the server writes.
const page = (url: string) => ctx.app.inject({ url, headers: { host: 'attacker.test' } });

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** What a preview reads: the title, description, share tags, language and robots rule of the head. */
function preview(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string, key: string) => {
    const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(head)?.[1];
    return m === undefined ? undefined : decode(m);
  };
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    og: {
      title: meta('property', 'og:title'),
      description: meta('property', 'og:description'),
      url: meta('property', 'og:url'),
      type: meta('property', 'og:type'),
      image: meta('property', 'og:image'),
    },
  };
}

describe('a shared trip’s page, as a link preview reads it', () => {
  it('is titled and described by the trip, in the page’s language, with Open Graph tags and noindex', async () => {
    const code = await share('Four days on the caye', [
      [ids[0], ids[1]],
      [ids[2], ids[0]],
    ]);
    const expected = {
      en: { path: `/trip/s/${code}`, description: '2 days, 3 places' },
      es: { path: `/es/trip/s/${code}`, description: '2 días, 3 lugares' },
    };
    for (const [lang, { path, description }] of Object.entries(expected)) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      const title = 'Four days on the caye · Ambergris Guide';
      expect(preview(res.body), path).toEqual({
        lang,
        title,
        description,
        robots: 'noindex',
        og: {
          title,
          description,
          url: PUBLIC_URL + path,
          type: 'website',
          image: `${PUBLIC_URL}/og-image.png`,
        },
      });
    }
  });

  it('counts one day and one place in the singular', async () => {
    const code = await share('Day trip', [[ids[1]]]);
    expect(preview((await page(`/trip/s/${code}`)).body).description).toBe('1 day, 1 place');
    expect(preview((await page(`/es/trip/s/${code}`)).body).description).toBe('1 día, 1 lugar');
  });

  it('escapes and bounds a long or hostile title (a 300-letter word, HTML, control characters)', async () => {
    const code = 'HOSTILE0000000001';
    const title = `<script>alert("x")</script>\u0007 ${'a'.repeat(300)}\u001b\u007f & "quoted"`;
    const now = new Date();
    // Stored as an older release or another client might have: the page must not trust the limits.
    await ctx.database.db.insert(t.sharedTrips).values({
      code,
      title,
      startDate: null,
      days: [{ ids: [ids[0]], times: [null] }],
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const res = await page(`/trip/s/${code}`);
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('<script>alert');
    const seen = preview(res.body);
    for (const text of [seen.title, seen.og.title])
      expect(text, 'no control characters').not.toMatch(/\p{Cc}/u);
    expect(seen.og.title).toBe(seen.title);
    expect(seen.title.length).toBeLessThanOrEqual(120);
    expect(seen.title).toMatch(/^<script>alert\("x"\)<\/script> a+…/);
    expect(seen.robots).toBe('noindex');
  });

  it('an unknown or malformed code keeps the page as it is today, with the generic shared-trip head and noindex', async () => {
    for (const path of ['/trip/s/NOSUCHTRIP000000', '/trip/s/bad', '/es/trip/s/%3Cb%3E']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      const seen = preview(res.body);
      expect(seen.robots, path).toBe('noindex');
      expect(seen.title, path).toBe(
        path.startsWith('/es') ? 'Un viaje compartido · Ambergris Guide' : 'A shared trip · Ambergris Guide',
      );
      expect(seen.lang).toBe(path.startsWith('/es') ? 'es' : 'en');
    }
  });
});
