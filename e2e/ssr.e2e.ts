import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type E2E, startE2E } from './support';

let e2e: E2E;
let place: Establishment;

beforeAll(async () => {
  e2e = await startE2E();
  // A San Pedro restaurant, so it stays listed when the area filter picks San Pedro.
  const restaurants: Establishment[] = await (
    await fetch(`${e2e.baseUrl}/api/establishments?categoryId=1&areaId=4`)
  ).json();
  place = restaurants.sort((a, b) => a.name.localeCompare(b.name))[0];
});
afterAll(() => e2e?.close());

const pages = () => [
  { path: '/', heading: 'The Ambergris Collection', text: 'Browse by Category' },
  { path: '/restaurants-bars', heading: 'Restaurants & Bars', text: place.name },
  { path: `/establishment/${place.id}`, heading: place.name, text: 'Quick Actions' },
];

/** Every console error and warning (a hydration mismatch is one), and every API request, from now on. */
function watch(page: Page) {
  const messages: string[] = [];
  const api: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    // Map tiles come from another host, which the tests block.
    if (/ERR_NAME_NOT_RESOLVED/.test(msg.text())) return;
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname + url.search);
  });
  return { messages, api };
}

/** The API URLs whose replies came with the page (the dehydrated query cache). */
async function dehydratedUrls(page: Page): Promise<string[]> {
  const json = await page.locator('#ssr-data').textContent();
  const payload = JSON.parse(json ?? '{}') as { queries: { queries: { meta?: { url?: string } }[] } };
  // Each query carries the URL it fetches in its meta (src/web/api/catalog.ts's get).
  return payload.queries.queries.map((q) => String(q.meta?.url));
}

describe('server-rendered pages in Chromium', () => {
  it('show their content with JavaScript disabled', async () => {
    const { page } = await e2e.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    for (const p of pages()) {
      const res = await page.goto(p.path);
      expect(res?.status(), p.path).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent(), p.path).toBe(p.heading);
      expect(await page.getByText(p.text).first().isVisible(), p.path).toBe(true);
      expect(await page.title(), p.path).toContain('Ambergris Guide');
    }
    // The landing page's categories are links a visitor can follow without JavaScript.
    await page.goto('/');
    await page
      .getByRole('link', { name: /Restaurants & Bars/ })
      .first()
      .click();
    await page.waitForURL('**/restaurants-bars');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Restaurants & Bars');

    // So is the header's search (the app starts only after the page's images are on screen).
    const desktop = await e2e.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await desktop.page.goto('/');
    const box = desktop.page.getByRole('banner').getByPlaceholder('Search places, updates and events');
    await box.fill('ÉLVI');
    await box.press('Enter');
    await desktop.page.waitForURL('**/search?q=%C3%89LVI');
    expect(await desktop.page.locator('article h3').allTextContents()).toEqual(["Elvi's Kitchen"]);
  });

  it('hydrate without console errors, without asking for the user or refetching their data', async () => {
    for (const p of pages()) {
      const { page } = await e2e.newPage({ viewport: { width: 375, height: 800 } });
      const seen = watch(page);
      await page.goto(p.path, { waitUntil: 'networkidle' });
      expect(await page.getByRole('heading', { level: 1 }).first().textContent(), p.path).toBe(p.heading);
      const dehydrated = await dehydratedUrls(page);
      expect(dehydrated, p.path).toContain('/api/auth/user');
      expect(
        seen.api.filter((u) => u === '/api/auth/user' || dehydrated.includes(u)),
        p.path,
      ).toEqual([]);
      expect(seen.messages, p.path).toEqual([]);
      await page.close();
    }
  });

  it('a made-up query parameter gets the page rendered without it; the sign-in link keeps it once hydrated', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    const seen = watch(page);
    const res = await page.goto('/restaurants-bars?utm_source=newsletter&area=4', {
      waitUntil: 'networkidle',
    });
    // The server rendered (and keeps) the page of /restaurants-bars?area=4, the parameters pages read.
    expect(await res?.text()).toContain(
      `href="/signin?returnTo=${encodeURIComponent('/restaurants-bars?area=4')}"`,
    );
    expect(await page.getByRole('button', { name: 'San Pedro' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.getByRole('link', { name: 'Sign in' }).getAttribute('href'))
      .toBe(`/signin?returnTo=${encodeURIComponent('/restaurants-bars?utm_source=newsletter&area=4')}`);
    expect(seen.messages).toEqual([]);
  });

  it('stay interactive after hydration: the area filter and links work', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 375, height: 800 } });
    const seen = watch(page);
    await page.goto('/restaurants-bars', { waitUntil: 'networkidle' });
    const sanPedro = page.getByRole('button', { name: 'San Pedro' });
    await expect
      .poll(async () => {
        await sanPedro.click();
        return sanPedro.getAttribute('aria-pressed');
      })
      .toBe('true');
    expect(new URL(page.url()).searchParams.get('area')).toBe('4');

    // A card's link opens the detail page in the app (no new document).
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: place.name }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(place.name);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(seen.messages).toEqual([]);
  });

  it('signed-in requests get the client-rendered page', async () => {
    const { page, context } = await e2e.newPage();
    await context.addCookies([{ name: 'sid', value: 'not-a-session', url: e2e.baseUrl }]);
    const res = await page.goto('/restaurants-bars');
    const html = (await res?.text()) ?? '';
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('ssr-data');
    // The browser renders it.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Restaurants & Bars');
  });
});
