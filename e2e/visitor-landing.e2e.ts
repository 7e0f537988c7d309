import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type E2E, expectAccessible } from './support';
import { countText, foundText, sortedNames, startVisitorE2E, visible } from './visitor-support';

let e2e: E2E;
let all: Establishment[];

beforeAll(async () => {
  ({ e2e, all } = await startVisitorE2E());
});
afterAll(() => e2e?.close());

describe('visitor journeys on the landing page in Chromium', () => {
  it('landing: hero, planner defaults, live updates, collections; skeletons while loading', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    // A session cookie gets the page rendered in the browser, which shows the skeletons while it loads.
    await context.addCookies([{ name: 'sid', value: 'not-a-session', url: e2e.baseUrl }]);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await context.route(/\/api\/establishments\/(live|counts)$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/');
    await expect.poll(() => page.getByTestId('update-skeleton').count()).toBe(3);
    await expect
      .poll(() => page.getByRole('status', { name: 'Loading categories' }).locator('> *').count())
      .toBe(8);
    release();

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('The Ambergris Collection');
    for (const name of ['Explore Establishments', 'Plan Your Perfect Trip', 'Browse by Category'])
      expect(await page.getByRole('button', { name }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Business Portal' }).getAttribute('href')).toBe('/business');
    expect(await page.title()).toContain('The Ambergris Collection');

    const checked = (name: string) => page.getByRole('radio', { name }).isChecked();
    expect(await checked('Premium USD 150-300 per night')).toBe(true);
    expect(await checked('San Pedro Center')).toBe(true);
    expect(await checked('Restoration & Wellness')).toBe(true);
    expect(await checked('Extended Stay (4-7 days)')).toBe(true);
    for (const text of [
      'Accommodation Selection',
      'Experience Curation',
      'Investment Level',
      'Location Preference',
      'Travel Philosophy',
      'Duration',
    ])
      await visible(page, text);

    await visible(page, 'Real-Time Island Updates');
    await visible(page, "What's Happening Right Now");
    const liveCount = all.filter((e) => e.statusUpdates.length > 0).length;
    const cards = page.getByRole('list', { name: 'Live updates' }).locator('article');
    await expect.poll(() => cards.count()).toBe(liveCount);
    expect(await page.locator('article[data-highlighted]').count()).toBe(2);
    await visible(page, 'Earlier Updates');
    await visible(page, '41 Verified Places');
    await visible(page, '4.4★ Avg Rating');
    const fullMap = page.getByRole('link', { name: /View Full Map/ });
    expect(await fullMap.getAttribute('href')).toBe('/map');
    expect(await fullMap.getAttribute('target')).toBe('_blank');

    const tiles = page.locator('#collections li a');
    await expect.poll(() => tiles.count()).toBe(8);
    await page.getByRole('button', { name: 'Browse by Category' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('collections-title');

    await page.getByRole('button', { name: 'Secret Beach' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).toBe('6');
    const secretCategories = new Set(all.filter((e) => e.areaId === 6).map((e) => e.categoryId)).size;
    await expect.poll(() => tiles.count()).toBe(secretCategories);
    expect(await tiles.first().getAttribute('href')).toMatch(/\?area=6$/);

    await expectAccessible(page, 'landing');
    expect(errors).toEqual([]);
  });

  it('planner: Design Itinerary and Start Planning show a plan; Browse Accommodations filters stays', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    // A server-rendered button does nothing until the app has taken over the page.
    await page.waitForSelector('html[data-interactive]');
    await page.getByRole('button', { name: 'Design Itinerary' }).click();
    const plan = page.getByTestId('itinerary');
    await expect.poll(() => plan.getByRole('heading', { level: 4 }).count()).toBe(7);
    await visible(page, /Your 7-day Restoration & Wellness itinerary/);
    const first = plan.getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^\/establishment\/\d+$/);
    const ids = await plan.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(ids).toHaveLength(21);
    expect(new Set(ids).size).toBe(21);

    await page.getByRole('radio', { name: 'Immersive Experience (8+ days)' }).click();
    await page.getByRole('radio', { name: 'Adventure & Discovery' }).click();
    await page.getByRole('button', { name: 'Start Planning' }).click();
    await expect.poll(() => plan.getByRole('heading', { level: 4 }).count()).toBe(10);
    await visible(page, /Your 10-day Adventure & Discovery itinerary/);
    await expectAccessible(page, 'landing with itinerary');

    const rates: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/accommodations\/\d+\/rates/.test(req.url())) rates.push(req.url());
    });
    await page.getByRole('radio', { name: /Exclusive/ }).click();
    await page.getByRole('radio', { name: 'Private North Island' }).click();
    await page.getByRole('button', { name: 'Browse Accommodations' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/accommodations?band=luxury&location=north');
    await visible(page, 'Trip planner filter:');
    const luxuryNorth = all.filter((e) => e.categoryId === 9 && e.areaId === 5 && e.priceRange === '$$$$');
    await expect.poll(() => countText(page)).toBe(foundText(luxuryNorth.length));
    await expect
      .poll(() => page.locator('article h3').allTextContents())
      .toEqual(sortedNames(luxuryNorth, 'name'));
    // The server filters by band: the only rates requests are the shown cards' own prices.
    const nightly = page.getByText(/^From US\$\d+ \/ BZ\$\d+ per night$/);
    await expect.poll(() => nightly.count()).toBeGreaterThan(0);
    // Belize dollars at exactly twice the US figure.
    for (const text of await nightly.allTextContents()) {
      const [usd, bzd] = (text.match(/\d+/g) ?? []).map(Number);
      expect(bzd).toBe(2 * usd);
    }
    expect(rates.length).toBe(luxuryNorth.length);
    await page.getByRole('button', { name: 'Clear filter' }).first().click();
    const stays = all.filter((e) => e.categoryId === 9).length;
    await expect.poll(() => countText(page)).toBe(foundText(stays));
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('the hero loads the other four backgrounds after first paint and cycles to the next', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    const images = page.getByTestId('hero-images').locator('img');
    expect(await images.first().getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => images.count(), { timeout: 15_000 }).toBe(5);
    await expect
      .poll(() => images.nth(1).evaluate((img) => img.classList.contains('opacity-100')), { timeout: 15_000 })
      .toBe(true);
    expect(await images.first().evaluate((img) => img.classList.contains('opacity-0'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the landing page on a phone fits the screen and its hero is still for reduced motion', async () => {
    const { page, errors } = await e2e.newPage({
      viewport: { width: 375, height: 812 },
      reducedMotion: 'reduce',
    });
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('The Ambergris Collection');
    await visible(page, '41 Verified Places');
    expect(await page.getByTestId('hero-images').locator('img').count()).toBe(1);
    expect(await page.getByTestId('hero-images').locator('img').getAttribute('fetchpriority')).toBe('high');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // no map code until a map is on screen
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(scripts.some((s) => /LeafletMap/.test(s))).toBe(false);
    expect(errors).toEqual([]);
  });
});
