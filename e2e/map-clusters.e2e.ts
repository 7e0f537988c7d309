import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterIcons,
  getJson,
  type MapPlace,
  mapIcons,
  mapSettled,
  overlappingIcons,
  placesDrawn,
  withCoordinates,
} from './map-support';
import { type E2E, keepScreenshot, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Place = MapPlace;

/**
 * How many icons hold any of these places: a cluster zoomed into draws its places apart (more than
 * one icon). Counting every icon could fail, as other clusters may leave the view while it zooms.
 */
const iconsHolding = (map: Locator, ids: string[]) =>
  mapIcons(map).evaluateAll(
    (icons, held) =>
      icons.filter((icon) =>
        (icon.getAttribute('data-establishment-ids') ?? '').split(' ').some((id) => held.includes(id)),
      ).length,
    ids,
  );

const api = <T>(url: string) => getJson<T>(e2e, url);
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
  await eventually(() => mapSettled(map)).toBe(true);
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
      const all = withCoordinates(await api<Place[]>('/api/establishments'));
      const { page, errors } = await e2e.newPage(options);
      await page.goto('/map');
      const map = await expectTidyMap(page, 'Map of Ambergris Caye establishments', all.length);
      await keepScreenshot(page, `map-${options.viewport?.width}-map`);
      // San Pedro's places are gathered; one of its clusters holds a live place.
      expect(await clusterIcons(map).count()).toBeGreaterThan(0);
      expect(await map.locator('.ag-cluster--live').count()).toBeGreaterThan(0);
      expect(await map.locator('.ag-cluster--live .ag-pin__dot').count()).toBeGreaterThan(0);

      // Enter on a cluster zooms in: its places drawn apart, and focus on one of them.
      const cluster = clusterIcons(map).first();
      const ids = ((await cluster.getAttribute('data-establishment-ids')) ?? '').split(' ');
      await cluster.focus();
      await page.keyboard.press('Enter');
      await eventually(() => iconsHolding(map, ids)).toBeGreaterThan(1);
      await eventually(() =>
        page.evaluate(() => document.activeElement?.getAttribute('data-establishment-ids') ?? ''),
      ).toSatisfy((focused: string) => focused.split(' ').some((id) => ids.includes(id)));

      // A tap or click on a cluster zooms in too.
      await page.goto('/map');
      await eventually(() => placesDrawn(map)).toBe(all.length);
      await eventually(() => mapSettled(map)).toBe(true);
      const tapped = clusterIcons(map).first();
      const held = ((await tapped.getAttribute('data-establishment-ids')) ?? '').split(' ');
      if (options.hasTouch) await tapped.tap();
      else await tapped.click();
      await eventually(() => iconsHolding(map, held)).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    });

    it('says how to use the map with the words of the device', async () => {
      const { page } = await e2e.newPage(options);
      await page.goto('/map');
      const intro = page.getByText(/^Explore every place in the guide\./);
      await eventually(() => intro.textContent()).toMatch(
        options.hasTouch ? /Tap a pin/ : /Hover or focus a pin/,
      );
      expect(await intro.textContent()).not.toMatch(options.hasTouch ? /Hover/ : /Tap/);
    });

    it('draws the category map and the landing live map with no pins piled up', async () => {
      const restaurants = withCoordinates(await api<Place[]>('/api/establishments?categoryId=1'));
      const { page, errors } = await e2e.newPage(options);
      await page.goto('/restaurants-bars?view=map');
      await expectTidyMap(page, 'Map of Restaurants & Bars', restaurants.length);
      await keepScreenshot(page, `map-${options.viewport?.width}-category`);

      const feed = await api<{ places: Place[] }>('/api/establishments/live');
      await page.goto('/');
      await page.getByRole('heading', { name: 'Live Updates Map' }).scrollIntoViewIfNeeded();
      const live = await expectTidyMap(
        page,
        'Map of places with live updates',
        withCoordinates(feed.places).length,
      );
      await live.scrollIntoViewIfNeeded();
      await keepScreenshot(live, `map-${options.viewport?.width}-landing`);
      // Every place of the live map has a live update, so every cluster there is a live one.
      expect(await clusterIcons(live).count()).toBe(await live.locator('.ag-cluster--live').count());
      expect(errors).toEqual([]);
    });
  });
}

describe('map tooltips', () => {
  it('stay inside the map for a pin near its top edge or its top-left corner', async () => {
    const { page, errors } = await e2e.newPage(DESKTOP);
    // One place, with a long live message: Secret Beach among the attractions of its area.
    await page.goto('/map?category=2&area=6');
    const map = page.getByRole('region', { name: 'Map of Ambergris Caye establishments' });
    await eventually(() => placesDrawn(map)).toBe(1);
    const pin = mapIcons(map).first();
    const container = page.locator('.leaflet-container');
    const tooltip = page.locator('.leaflet-tooltip');
    const c = (await container.boundingBox())!;
    /** The pin's tip relative to the map's top-left corner. */
    const tip = async () => {
      const b = (await pin.boundingBox())!;
      return { x: b.x + b.width / 2 - c.x, y: b.y + b.height - c.y };
    };
    /**
     * The tip once it stands still over two frames: a pan's last frames move it by fractions of a
     * pixel, and Leaflet ignores a key pressed before the pan has ended.
     */
    const settledTip = async () => {
      for (;;) {
        const before = await tip();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const after = await tip();
        if (after.x === before.x && after.y === before.y) return after;
      }
    };
    /** Pans with the arrow keys (80 px a press, each once the last pan ended) until the pin's tip is near (x, y). */
    const panPinTo = async (x: number | null, y: number) => {
      await container.focus();
      for (const [axis, key, target] of [
        ['y', 'ArrowDown', y],
        ['x', 'ArrowRight', x],
      ] as const) {
        if (target === null) continue;
        while ((await settledTip())[axis] - target > 40) {
          const before = (await settledTip())[axis];
          await page.keyboard.press(key);
          // The whole 80 px, and the pan ended: Leaflet ignores a key while one still animates.
          await eventually(async () => before - (await settledTip())[axis]).toBeGreaterThanOrEqual(79.5);
        }
      }
    };
    const inside = async () => {
      const t = (await tooltip.boundingBox())!;
      return t.x >= c.x && t.y >= c.y && t.x + t.width <= c.x + c.width && t.y + t.height <= c.y + c.height;
    };

    for (const corner of [
      { x: null, y: 60 },
      { x: 60, y: 60 },
    ]) {
      await panPinTo(corner.x, corner.y);
      await pin.hover();
      await eventually(() => tooltip.textContent()).toMatch(/^LIVE: /);
      expect(
        await inside(),
        `tooltip at ${JSON.stringify(await tooltip.boundingBox())}, pin at ${JSON.stringify(await tip())}`,
      ).toBe(true);
      await page.mouse.move(5, 5);
      await eventually(() => tooltip.count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
