import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type E2E, expectAccessible } from './support';
import {
  countText,
  findByName,
  foundText,
  listRequests,
  renderedListUrls,
  startVisitorE2E,
  visible,
} from './visitor-support';

let e2e: E2E;
let all: Establishment[];
const byName = (name: string) => findByName(all, name);

beforeAll(async () => {
  ({ e2e, all } = await startVisitorE2E());
});
afterAll(() => e2e?.close());

describe('visitor search and detail journeys in Chromium', () => {
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
    await expect.poll(() => countText(page)).toBe(foundText(restaurants));
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
    // seven local digits are shown as entered (docs/product.md#forms-and-their-rules formats 10+ digits)
    expect(await page.locator('a[href="tel:2262176"]').textContent()).toBe('2262176');
    expect(await page.getByRole('link', { name: 'More Restaurants & Bars' }).getAttribute('href')).toBe(
      '/category/1',
    );
    await visible(page, 'Approximate location');
    await expectAccessible(page, 'detail');
    expect(errors).toEqual([]);
  });

  it('search from the header lists matching cards, ignoring case and accents', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    const box = page.getByRole('banner').getByPlaceholder('Search places, updates and events');
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
