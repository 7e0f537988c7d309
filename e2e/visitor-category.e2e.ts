import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_IDS, CATEGORY_IDS } from '../src/domain/constants';
import { lowestNightlyRate } from '../src/domain/listing';
import { cardStay, inBand } from '../src/domain/planner';
import type { Establishment } from '../src/domain/schemas/catalog';
import * as t from '../src/server/db/schema';
import { sortEstablishments } from '../test/reference-order';
import { placesDrawn } from './map-support';
import { type E2E, expectAccessible } from './support';
import {
  countText,
  foundText,
  listRequests,
  renderedListUrls,
  sortedNames,
  startVisitorE2E,
  visible,
} from './visitor-support';

let e2e: E2E;
let all: Establishment[];

beforeAll(async () => {
  ({ e2e, all } = await startVisitorE2E());
});
afterAll(() => e2e?.close());

describe('visitor journeys through category pages in Chromium', () => {
  it('area filter in the URL, sort, empty state and Show All Areas', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/restaurants-bars');
    await page.getByRole('button', { name: 'North Shore' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).toBe('5');
    const north = all.filter((e) => e.categoryId === 1 && e.areaId === 5);
    await expect.poll(() => countText(page)).toBe(foundText(north.length));
    await page.reload();
    await expect.poll(() => countText(page)).toBe(foundText(north.length));
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
    await expect.poll(() => countText(page)).toBe(foundText(pharmacies));

    await page.getByRole('link', { name: 'Map View' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Map View' }).getAttribute('aria-current'))
      .toBe('page');
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
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
    const nightly = page.getByText(/^From US\$\d+ \/ BZ\$\d+ per night$/);
    await expect.poll(() => nightly.count()).toBeGreaterThan(0);
    // Belize dollars at exactly twice the US figure.
    for (const text of await nightly.allTextContents()) {
      const [usd, bzd] = (text.match(/\d+/g) ?? []).map(Number);
      expect(bzd).toBe(2 * usd);
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    for (const path of ['/not-a-category', '/category/999', '/category/abc']) {
      await page.goto(path);
      await visible(page, 'Page Not Found');
      expect(await page.title()).toContain('404');
    }
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
    await expect.poll(() => countText(page)).toMatch(/establishments? found/);
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
    await visible(page, /\d+ (h \d+ )?min walk/);
    await visible(page, /\d+ (h \d+ )?min by golf cart/);
    await visible(page, /in a straight line/);
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
    await e2e.server.app.changes.recordOutsideWrite(null);
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
      await e2e.server.app.changes.recordOutsideWrite(null);
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
    await expect.poll(() => countText(page)).toBe(foundText(mid.length));
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(sortedNames(mid, 'name'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('area');
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(sortedNames(mid, 'area'));
    // When both orders list the stays alike, the cards match before the new request is sent: wait for it.
    await expect
      .poll(async () => [...(await renderedListUrls(page)), ...requests])
      .toEqual([
        '/api/establishments?categoryId=9&band=mid&sort=name&limit=24',
        '/api/establishments?categoryId=9&band=mid&sort=area&limit=24',
      ]);
    expect(errors).toEqual([]);
  });
});
