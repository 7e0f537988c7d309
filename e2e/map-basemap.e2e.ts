import type { BrowserContextOptions, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapIcons } from './map-support';
import { type E2E, keepScreenshot, phone, startE2E } from './support';

/**
 * The island basemap: with every tile request failing (startE2E's contexts block every
 * other host, the tile server included), the map still draws the land from our origin, the area names,
 * the pins and the OpenStreetMap attribution.
 */
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const AREAS = ['San Pedro', 'North Shore', 'Secret Beach'];

const VIEWPORTS: [string, BrowserContextOptions][] = [
  ['320', phone(320)],
  ['375', phone(375)],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
];

/** The land polygons Leaflet drew in the basemap's pane. */
const landPaths = (page: Page) => page.locator('.leaflet-ag-basemap-pane path');

const GRID = 20;

/**
 * The points of a grid over the map (GRID - 1 a side, relative to the map's top-left corner) that lie
 * in the land's fill (SVG hit-testing in the path's own coordinates: the paths take no pointer events).
 */
function landPoints(page: Page): Promise<{ x: number; y: number }[]> {
  return page.evaluate((grid) => {
    const box = document.querySelector('.leaflet-container')!.getBoundingClientRect();
    const paths = [...document.querySelectorAll<SVGPathElement>('.leaflet-ag-basemap-pane path')];
    const land: { x: number; y: number }[] = [];
    for (let i = 1; i < grid; i++)
      for (let j = 1; j < grid; j++) {
        const x = Math.round((box.width * i) / grid);
        const y = Math.round((box.height * j) / grid);
        const screen = new DOMPoint(box.left + x, box.top + y);
        if (paths.some((p) => p.isPointInFill(screen.matrixTransform(p.getScreenCTM()!.inverse()))))
          land.push({ x, y });
      }
    return land;
  }, GRID);
}

/** Whether the point an area's name is written at lies in the land's fill. */
function areaOnLand(page: Page, name: string): Promise<boolean> {
  return page.evaluate((name) => {
    const label = [...document.querySelectorAll('.ag-area-name')].find((el) => el.textContent === name);
    if (!label) return false;
    const { left: x, top: y } = label.getBoundingClientRect();
    return [...document.querySelectorAll<SVGPathElement>('.leaflet-ag-basemap-pane path')].some((p) =>
      p.isPointInFill(new DOMPoint(x, y).matrixTransform(p.getScreenCTM()!.inverse())),
    );
  }, name);
}

describe('island basemap with no tile server', () => {
  for (const [name, options] of VIEWPORTS) {
    it(`draws land, sea, area names, pins and the attribution at ${name}`, async () => {
      const { page, errors } = await e2e.newPage(options);
      const foreign: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.origin !== e2e.baseUrl) foreign.push(url.host);
      });
      const failedTiles: string[] = [];
      page.on('requestfailed', (r) => {
        if (r.resourceType() === 'image' && /\/\d+\/\d+\/\d+\.png$/.test(r.url())) failedTiles.push(r.url());
      });
      await page.goto('/map');

      await expect.poll(() => mapIcons(page.locator('.leaflet-marker-pane')).count()).toBeGreaterThan(0);
      await expect.poll(() => landPaths(page).count()).toBeGreaterThan(0);
      // Every tile was asked for and failed; the failed ones are not drawn over the land.
      expect(failedTiles.length).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page
            .locator('.leaflet-tile')
            .evaluateAll((tiles) => tiles.filter((t) => getComputedStyle(t).visibility !== 'hidden').length),
        )
        .toBe(0);

      // Land and sea both fill part of the view, and the town lies on the land.
      const share = (await landPoints(page)).length / (GRID - 1) ** 2;
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.8);
      for (const area of AREAS)
        await expect.poll(() => page.locator('.ag-area-label', { hasText: area }).isVisible()).toBe(true);
      expect(await areaOnLand(page, 'San Pedro')).toBe(true);

      const attribution = page.locator('.leaflet-control-attribution');
      expect(await attribution.isVisible()).toBe(true);
      expect(await attribution.textContent()).toContain('OpenStreetMap contributors');
      expect(await attribution.locator('a[href="https://www.openstreetmap.org/copyright"]').count()).toBe(1);

      // The basemap came from our origin: the only other host asked for is the tile server.
      expect([...new Set(foreign)]).toEqual(['tile.openstreetmap.org']);
      expect(errors).toEqual([]);
      await keepScreenshot(page.locator('.leaflet-container'), `basemap-${name}`);
      await page.context().close();
    });
  }
});

describe('island basemap with a tile server', () => {
  it('lies under the tiles, which cover it once they arrive', async () => {
    const { page, context, errors } = await e2e.newPage(phone(375));
    // A tile server whose every tile is plain magenta (routes added later take precedence).
    const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#ff00ff' } })
      .png()
      .toBuffer();
    await context.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ body: tile, contentType: 'image/png' }),
    );
    await page.goto('/map');
    await expect.poll(() => landPaths(page).count()).toBeGreaterThan(0);
    await expect.poll(() => mapIcons(page.locator('.leaflet-marker-pane')).count()).toBeGreaterThan(0);

    // Where the basemap draws land, the visitor sees the tile (pins, names and controls hide a few points).
    const land = await landPoints(page);
    expect(land.length).toBeGreaterThan(10);
    const magentaOverLand = async () => {
      const shot = await page.locator('.leaflet-container').screenshot();
      const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
      return land.filter(({ x, y }) => {
        const i = (y * info.width + x) * info.channels;
        return data[i] > 240 && data[i + 1] < 15 && data[i + 2] > 240;
      }).length;
    };
    await expect.poll(magentaOverLand).toBeGreaterThan(land.length * 0.8);
    expect(errors).toEqual([]);
  });
});
