import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterIcons, mapIcons, overlappingIcons, placesDrawn } from './map-support';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

interface Place {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  statusUpdates: { message: string }[];
}
async function api<T>(url: string): Promise<T> {
  const res = await e2e.server.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}
const located = (list: Place[]) => list.filter((e) => e.latitude != null && e.longitude != null);
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 50 });

const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** Every place drawn, none of the icons on top of another, and what the clusters say of themselves. */
async function expectTidyMap(page: Page, region: string, places: number) {
  const map = page.getByRole('region', { name: region });
  await eventually(() => placesDrawn(map)).toBe(places);
  expect(await overlappingIcons(map)).toEqual([]);
  // Each cluster's name says the number it shows, and whether it holds a live place as its ring does.
  for (const cluster of await clusterIcons(map).all()) {
    const label = (await cluster.getAttribute('aria-label')) ?? '';
    const shown = await cluster.locator('.ag-cluster__count').textContent();
    expect(label).toMatch(new RegExp(`^Group of ${shown} places`));
    expect(/with live updates/.test(label), label).toBe(
      (await cluster.locator('.ag-cluster--live').count()) === 1,
    );
  }
  return map;
}

for (const [device, options] of [
  ['a 375 px phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  describe(`map clusters on ${device}`, () => {
    it('draws the first view of /map with no pins piled up, and clusters that say their count and live places', async () => {
      const all = located(await api<Place[]>('/api/establishments'));
      const { page, errors } = await e2e.newPage(options);
      await page.goto('/map');
      const map = await expectTidyMap(page, 'Map of Ambergris Caye establishments', all.length);
      await page.screenshot({ path: `/tmp/map-${options.viewport?.width}-map.png` });
      // San Pedro's places are gathered; one of its clusters holds a live place.
      expect(await clusterIcons(map).count()).toBeGreaterThan(0);
      expect(await map.locator('.ag-cluster--live').count()).toBeGreaterThan(0);
      expect(await map.locator('.ag-cluster--live .ag-pin__dot').count()).toBeGreaterThan(0);

      // Enter on a cluster zooms in: more icons, and focus on one of its places.
      const cluster = clusterIcons(map).first();
      const ids = ((await cluster.getAttribute('data-place-ids')) ?? '').split(' ');
      const before = await mapIcons(map).count();
      await cluster.focus();
      await page.keyboard.press('Enter');
      await eventually(() => mapIcons(map).count()).toBeGreaterThan(before);
      await eventually(() =>
        page.evaluate(() => document.activeElement?.getAttribute('data-place-ids') ?? ''),
      ).toSatisfy((focused: string) => focused.split(' ').some((id) => ids.includes(id)));
      expect(errors).toEqual([]);
    });

    it('draws the category map and the landing live map with no pins piled up', async () => {
      const restaurants = located(await api<Place[]>('/api/establishments?categoryId=1'));
      const { page, errors } = await e2e.newPage(options);
      await page.goto('/restaurants-bars?view=map');
      await expectTidyMap(page, 'Map of Restaurants & Bars', restaurants.length);
      await page.screenshot({ path: `/tmp/map-${options.viewport?.width}-category.png`, fullPage: false });

      const feed = await api<{ places: Place[] }>('/api/establishments/live');
      await page.goto('/');
      await page.getByRole('heading', { name: 'Live Updates Map' }).scrollIntoViewIfNeeded();
      const live = await expectTidyMap(page, 'Map of places with live updates', located(feed.places).length);
      await live.scrollIntoViewIfNeeded();
      await live.screenshot({ path: `/tmp/map-${options.viewport?.width}-landing.png` });
      // Every place of the live map has a live update, so every cluster there is a live one.
      expect(await clusterIcons(live).count()).toBe(await live.locator('.ag-cluster--live').count());
      expect(errors).toEqual([]);
    });
  });
}
