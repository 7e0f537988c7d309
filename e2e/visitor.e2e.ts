import AxeBuilder from '@axe-core/playwright';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_IDS, CATEGORY_IDS } from '../src/domain/constants';
import { lowestNightlyRate } from '../src/domain/listing';
import { cardStay, inBand } from '../src/domain/planner';
import type { Establishment } from '../src/domain/schemas/catalog';
import * as t from '../src/server/db/schema';
import { sortEstablishments } from '../test/reference-order';
import { placesDrawn } from './map-support';
import { type E2E, expectAccessible, startE2E } from './support';

let e2e: E2E;
let all: Establishment[];
const byName = (name: string) => {
  const found = all.find((e) => e.name === name);
  if (!found) throw new Error(`seed has no ${name}`);
  return found;
};
const WHATSAPP = '+501 610-1234';

beforeAll(async () => {
  e2e = await startE2E();
  all = await (await fetch(`${e2e.baseUrl}/api/establishments`)).json();
  // The seed has no phone numbers: give one restaurant a WhatsApp number and a phone.
  await e2e.server.database.db
    .update(t.establishments)
    .set({ whatsapp: WHATSAPP, phone: '2262176' })
    .where(eq(t.establishments.id, byName("Elvi's Kitchen").id));
  e2e.server.app.catalogChanges.publish();
});
afterAll(() => e2e?.close());

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
const countText = (page: Page) => page.getByText(/^\d+ establishments found$/).textContent();
const sortedNames = (list: Establishment[], key: 'name' | 'area') =>
  sortEstablishments(list, key).map((e) => e.name);

/** The list requests the browser makes from now on (API paths with their query strings). */
function listRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/establishments') urls.push(url.pathname + url.search);
  });
  return urls;
}

/** The list URLs a server-rendered page was rendered from (its dehydrated queries' keys), if any. */
async function renderedListUrls(page: Page): Promise<string[]> {
  const json = await page.evaluate(() => document.getElementById('ssr-data')?.textContent ?? null);
  if (!json) return [];
  const payload = JSON.parse(json) as { queries: { queries: { queryKey: unknown[] }[] } };
  return payload.queries.queries
    .map((q) => String(q.queryKey[0]))
    .filter((url) => url.startsWith('/api/establishments?') || url === '/api/establishments');
}

describe('visitor journeys in Chromium', () => {
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

    const checked = (name: string) => page.getByRole('radio', { name }).getAttribute('aria-checked');
    expect(await checked('Premium USD 150-300 per night')).toBe('true');
    expect(await checked('San Pedro Center')).toBe('true');
    expect(await checked('Restoration & Wellness')).toBe('true');
    expect(await checked('Extended Stay (4-7 days)')).toBe('true');
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

  it('landing -> category -> detail with directions, phone and WhatsApp links', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const elvis = byName("Elvi's Kitchen");
    await page.goto('/');
    await page
      .locator('#collections')
      .getByRole('link', { name: /Restaurants & Bars/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/restaurants-bars');
    const restaurants = all.filter((e) => e.categoryId === 1).length;
    await expect.poll(() => countText(page)).toBe(`${restaurants} establishments found`);
    expect(await page.title()).toContain('Restaurants & Bars');
    // Lighthouse's Accessibility score counts axe's moderate 'heading-order' rule too.
    const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(order.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

    const card = page.locator('article', {
      has: page.getByRole('link', { name: "Elvi's Kitchen", exact: true }),
    });
    const connect = card.getByRole('link', { name: /Connect/ });
    expect(await connect.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5016101234\?text=Hi!/);
    // cards without a number have no Connect button
    expect(await page.getByRole('link', { name: /Connect/ }).count()).toBe(1);
    await expectAccessible(page, 'category');

    await card.getByRole('link', { name: "Elvi's Kitchen", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/establishment/${elvis.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Elvi's Kitchen");
    expect(await page.title()).toContain("Elvi's Kitchen");
    expect(await page.getByRole('link', { name: 'Back to Restaurants & Bars' }).getAttribute('href')).toBe(
      '/category/1',
    );
    for (const text of ['About', 'Live Updates', 'Location', 'Contact', 'Quick Actions'])
      await visible(page, text);
    await visible(page, /^Updated /);

    const directions = page.getByRole('link', { name: /Get Directions/ });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${elvis.latitude},${elvis.longitude}`,
    );
    expect(await directions.getAttribute('target')).toBe('_blank');
    const whatsapp = page.getByRole('link', { name: 'Message on WhatsApp' });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toBe(
      'https://wa.me/5016101234?text=Hi! I found you on Ambergris Guide and would like to know more about your establishment.',
    );
    // seven local digits are shown as entered (SPEC section 5 formats 10+ digits)
    expect(await page.locator('a[href="tel:2262176"]').textContent()).toBe('2262176');
    expect(await page.getByRole('link', { name: 'More Restaurants & Bars' }).getAttribute('href')).toBe(
      '/category/1',
    );
    await visible(page, 'Approximate location');
    await expectAccessible(page, 'detail');
    expect(errors).toEqual([]);
  });

  it('area filter in the URL, sort, empty state and Show All Areas', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/restaurants-bars');
    await page.getByRole('button', { name: 'North Shore' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).toBe('5');
    const north = all.filter((e) => e.categoryId === 1 && e.areaId === 5);
    await expect.poll(() => countText(page)).toBe(`${north.length} establishments found`);
    await page.reload();
    await expect.poll(() => countText(page)).toBe(`${north.length} establishments found`);
    expect(await page.getByRole('button', { name: 'North Shore' }).getAttribute('aria-pressed')).toBe('true');

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.locator('option').allTextContents()).toEqual(['Name', 'Area']);
    const names = () => page.locator('article h3').allTextContents();
    const expected = north
      .map((e) => e.name)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect.poll(names).toEqual(expected);

    await page.getByRole('button', { name: 'All Areas' }).click();
    await sort.selectOption('area');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('area');
    await expect
      .poll(async () => (await page.locator('article').first().textContent()) ?? '')
      .toContain('North Shore');
    const restaurants = all.filter((e) => e.categoryId === CATEGORY_IDS.restaurants);
    await expect.poll(names).toEqual(sortedNames(restaurants, 'area'));

    await page.goto('/pharmacy?area=6');
    await visible(page, 'No establishments found');
    await visible(page, 'No establishments in this category for the selected area.');
    await page.getByRole('button', { name: 'Show All Areas' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).toBeNull();
    const pharmacies = all.filter((e) => e.categoryId === 5).length;
    await expect.poll(() => countText(page)).toBe(`${pharmacies} establishments found`);

    await page.getByRole('tab', { name: 'Map View' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Map View' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.goto('/pharmacy?area=6&view=map');
    await visible(page, 'No establishments to display on map');
    expect(errors).toEqual([]);
  });

  it('slug and id routes show the same category; unknown slugs and ids are 404', async () => {
    const { page, errors } = await e2e.newPage();
    const slugs = {
      accommodations: 'Accommodations',
      'restaurants-bars': 'Restaurants & Bars',
      'attractions-activities': 'Attractions & Activities',
      'souvenir-shops': 'Souvenir Shops',
      'tour-operators': 'Tour Operators',
      pharmacy: 'Pharmacy',
      grocery: 'Grocery',
      'gas-station': 'Gas Station',
    };
    for (const [slug, name] of Object.entries(slugs)) {
      await page.goto(`/${slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    }
    await page.goto('/category/9');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Accommodations');
    await expect.poll(() => page.getByText(/^From \$\d+\/night$/).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    for (const path of ['/not-a-category', '/category/999', '/category/abc']) {
      await page.goto(path);
      await visible(page, 'Page Not Found');
      expect(await page.title()).toContain('404');
    }
    expect(errors).toEqual([]);
  });

  it('search from the header lists matching cards, ignoring case and accents', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    const box = page.getByRole('banner').getByPlaceholder('Search collections...');
    await box.fill('ÉLVI');
    await box.press('Enter');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/search?q=%C3%89LVI');
    await visible(page, '1 result');
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(["Elvi's Kitchen"]);
    expect(await page.title()).toContain('Search');
    await expectAccessible(page, 'search');

    const reef = (await (await fetch(`${e2e.baseUrl}/api/establishments?q=reef`)).json()) as Establishment[];
    const requests = listRequests(page);
    await page.goto('/search?q=reef');
    await visible(page, `${reef.length} results`);
    await expect.poll(() => page.locator('article').count()).toBe(reef.length);
    // One page, read by the server that rendered the page or by the browser.
    expect([...(await renderedListUrls(page)), ...requests]).toEqual(['/api/establishments?q=reef&limit=24']);

    await page.goto('/search?q=zzqqxx');
    await visible(page, '0 results');
    await visible(page, 'No results found');
    expect(errors).toEqual([]);
  });

  it('search on a phone opens from the search button', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.locator('#phone-search-input');
    await box.fill('chocolate');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('chocolate');
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  it('planner: Design Itinerary and Start Planning show a plan; Browse Accommodations filters stays', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
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
    await expect.poll(() => countText(page)).toBe(`${luxuryNorth.length} establishments found`);
    await expect
      .poll(() => page.locator('article h3').allTextContents())
      .toEqual(sortedNames(luxuryNorth, 'name'));
    // The server filters by band: the only rates requests are the shown cards' own prices.
    await expect.poll(() => page.getByText(/^From \$\d+\/night$/).count()).toBeGreaterThan(0);
    expect(rates.length).toBe(luxuryNorth.length);
    await page.getByRole('button', { name: 'Clear filter' }).first().click();
    const stays = all.filter((e) => e.categoryId === 9).length;
    await expect.poll(() => countText(page)).toBe(`${stays} establishments found`);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('a granted location shows distances and enables the Distance sort', async () => {
    const here = { latitude: 17.9214, longitude: -87.9611 };
    const { page, errors } = await e2e.newPage({
      viewport: { width: 1280, height: 900 },
      geolocation: here,
      permissions: ['geolocation'],
    });
    await page.goto('/restaurants-bars');
    await expect.poll(() => countText(page)).toMatch(/establishments found/);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.locator('option').allTextContents()).toEqual(['Name', 'Area']);
    expect(await page.getByTestId('distance').count()).toBe(0);

    await page.getByRole('button', { name: 'Use my location' }).click();
    const restaurants = all.filter((e) => e.categoryId === 1 && e.latitude !== null).length;
    await expect.poll(() => page.getByTestId('distance').count()).toBe(restaurants);
    await expect.poll(() => sort.locator('option').allTextContents()).toEqual(['Name', 'Area', 'Distance']);
    await sort.selectOption('distance');
    const metres = (s: string) => {
      const m = s.match(/([\d.]+) (m|km) away/);
      return m ? Number(m[1]) * (m[2] === 'km' ? 1000 : 1) : Number.NaN;
    };
    await expect
      .poll(async () => {
        const d = (await page.getByTestId('distance').allTextContents()).map(metres);
        return d.every((v, i) => i === 0 || v >= d[i - 1] - 50); // display rounding
      })
      .toBe(true);

    await page.locator('article h3 a').first().click();
    await visible(page, /min walk|h \d+m walk/);
    expect(errors).toEqual([]);
  });

  it('category grid shows six skeleton cards while loading', async () => {
    const { page, context, errors } = await e2e.newPage();
    // A session cookie gets the page rendered in the browser, which shows the skeletons while it loads.
    await context.addCookies([{ name: 'sid', value: 'not-a-session', url: e2e.baseUrl }]);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await context.route(/\/api\/establishments\?categoryId=3/, async (route) => {
      await gate;
      await route.continue();
    });
    const requests = listRequests(page);
    await page.goto('/tour-operators');
    await expect.poll(() => page.getByTestId('card-skeleton').count()).toBe(6);
    release();
    const tours = all.filter((e) => e.categoryId === 3).length;
    await expect.poll(() => page.locator('article').count()).toBe(tours);
    expect(await page.getByTestId('card-skeleton').count()).toBe(0);
    expect(requests).toEqual(['/api/establishments?categoryId=3&sort=name&limit=24']);
    expect(errors).toEqual([]);
  });

  it('a category pages 24 cards at a time with Show more, sorted and counted by the server', async () => {
    // The seed has no list longer than a page: 30 gas stations at Secret Beach, named out of order.
    const words = ['Álamo', 'bay', 'Coral', 'dock', 'Éden', 'Front'];
    const rows = Array.from({ length: 30 }, (_, i) => ({
      name: `${words[(i * 7) % words.length]} Fuel ${String(30 - i).padStart(2, '0')}`,
      categoryId: CATEGORY_IDS.gasStation,
      areaId: AREA_IDS.secretBeach,
      latitude: 18.0 + i * 0.001,
      longitude: -87.92,
      isActive: true,
    }));
    const db = e2e.server.database.db;
    const inserted = await db.insert(t.establishments).values(rows).returning();
    e2e.server.app.catalogChanges.publish();
    try {
      const expected = sortEstablishments(
        inserted.map((e) => ({ ...e, area: null })),
        'name',
      ).map((e) => e.name);
      const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
      const requests = listRequests(page);
      await page.goto('/gas-station?area=6', { waitUntil: 'networkidle' });
      await expect.poll(() => countText(page)).toBe('30 establishments found');
      await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(expected.slice(0, 24));
      await visible(page, 'Showing 24 of 30 establishments');
      await expectAccessible(page, 'category with Show more');

      const more = page.getByRole('button', { name: 'Show more' });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(expected);
      await visible(page, 'Showing all 30 establishments');
      expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
      // Focus moves to the first card of the new page.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(expected[24]);
      // The first page came with the page (or from the browser), the second from the browser.
      expect([...(await renderedListUrls(page)), ...requests]).toEqual([
        '/api/establishments?categoryId=7&areaId=6&sort=name&limit=24',
        '/api/establishments?categoryId=7&areaId=6&sort=name&limit=24&offset=24',
      ]);

      // The map view asks for the filter's places in one bounded request and shows them all.
      requests.length = 0;
      await page.goto('/gas-station?area=6&view=map');
      await expect.poll(() => placesDrawn(page), { timeout: 15_000 }).toBe(30);
      const read = [...(await renderedListUrls(page)), ...requests];
      expect(read.every((r) => /[?&]limit=\d+/.test(r))).toBe(true);
      expect(read).toContain('/api/establishments?categoryId=7&areaId=6&sort=name&limit=500');
      expect(errors).toEqual([]);
    } finally {
      await db.delete(t.establishments).where(
        inArray(
          t.establishments.id,
          inserted.map((e) => e.id),
        ),
      );
      e2e.server.app.catalogChanges.publish();
    }
  });

  it('the band filter shows the stays whose card price is in the band, by name, from paged requests', async () => {
    const { checkIn, checkOut } = cardStay();
    const stays = all.filter((e) => e.categoryId === CATEGORY_IDS.accommodations);
    const mid: Establishment[] = [];
    for (const s of stays) {
      const res = await fetch(
        `${e2e.baseUrl}/api/accommodations/${s.id}/rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`,
      );
      const rate = lowestNightlyRate(await res.json());
      if (rate !== null && inBand(rate, 'mid')) mid.push(s);
    }
    expect(mid.length).toBeGreaterThan(0);
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = listRequests(page);
    await page.goto('/accommodations?band=mid', { waitUntil: 'networkidle' });
    await expect.poll(() => countText(page)).toBe(`${mid.length} establishments found`);
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(sortedNames(mid, 'name'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('area');
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(sortedNames(mid, 'area'));
    expect([...(await renderedListUrls(page)), ...requests]).toEqual([
      '/api/establishments?categoryId=9&band=mid&sort=name&limit=24',
      '/api/establishments?categoryId=9&band=mid&sort=area&limit=24',
    ]);
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

  it('404 page and the establishment not-found page', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/no/such/page');
    await visible(page, 'Page Not Found');
    await visible(page, '404');
    await expectAccessible(page, '404');

    await page.goto('/establishment/999999');
    await visible(page, 'Establishment Not Found');
    await visible(page, "The establishment you're looking for doesn't exist or has been removed.");
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
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

  it('a detail page on a phone loads its map only when the visitor scrolls to it, then pins the place', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    // A short page: its map starts just below the first screen.
    const place = byName('Aji Tapa Bar & Restaurant');
    await page.goto(`/establishment/${place.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(place.name);
    const mapScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .filter((name) => /LeafletMap/.test(name)),
      );
    // Below the first screen, the map waits: no Leaflet while the page starts.
    expect(await page.getByText('Loading map...').isVisible()).toBe(true);
    expect(await mapScripts()).toEqual([]);
    await page.getByText('Loading map...').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 15_000 }).toBe(1);
    expect((await mapScripts()).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
