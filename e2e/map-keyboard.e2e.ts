import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapSettled, placesDrawn } from './map-support';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the map by keyboard alone', () => {
  /** Where the basemap's area names are on screen: fixed points of the island, never grouped. */
  const areaNames = (page: Page) =>
    page.locator('.ag-area-name').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left, y: r.top };
      }),
    );
  /** The on-screen distance between two area names: it doubles with each zoom level in. */
  const scale = async (page: Page) => {
    const [a, b] = await areaNames(page);
    return Math.hypot(a!.x - b!.x, a!.y - b!.y);
  };
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        kind: el.classList.contains('leaflet-container')
          ? 'map'
          : el.classList.contains('ag-cluster-icon')
            ? 'cluster'
            : el.classList.contains('ag-pin-icon')
              ? 'pin'
              : el.tagName.toLowerCase(),
        role: el.getAttribute('role'),
        name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
        ids: (el.dataset.establishmentIds ?? '').split(' ').filter(Boolean),
      };
    });
  /** Presses Tab until the focus is on a `kind` stop; fails after `max` presses. */
  async function tabTo(page: Page, kind: string, max = 60) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.kind === kind) return now;
    }
    throw new Error(`no ${kind} within ${max} presses of Tab`);
  }
  const near = (value: number, expected: number) => Math.abs(value - expected) <= 2;

  it('pans with the arrows, zooms with + and −, and opens clusters and places with Enter', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/map');
    const map = page.locator('.ag-map').first();
    await expect.poll(() => placesDrawn(page)).toBe(41);
    await expect.poll(() => mapSettled(map)).toBe(true);

    const onMap = await tabTo(page, 'map');
    expect(onMap).toMatchObject({ role: 'group', name: 'Map' });
    expect(await page.getByText('Arrow keys move the map').isVisible()).toBe(true);

    const [before] = await areaNames(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => near((await areaNames(page))[0]!.x, before!.x - 80)).toBe(true);
    // Leaflet takes no key while it still moves the map: the next key waits for it to stop.
    await expect.poll(() => mapSettled(map)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => near((await areaNames(page))[0]!.y, before!.y - 80)).toBe(true);
    await expect.poll(() => mapSettled(map)).toBe(true);

    const wide = await scale(page);
    await page.keyboard.press('+');
    await expect.poll(async () => near(await scale(page), 2 * wide)).toBe(true);
    await expect.poll(() => mapSettled(map)).toBe(true);
    await page.keyboard.press('-');
    await expect.poll(async () => near(await scale(page), wide)).toBe(true);
    await expect.poll(() => mapSettled(map)).toBe(true);

    // A cluster is a button named by how many places it holds; Enter zooms in on them and focus
    // moves to the first of them drawn.
    const cluster = await tabTo(page, 'cluster');
    expect(cluster.role).toBe('button');
    expect(cluster.name).toMatch(/^Group of \d+ places/);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await scale(page)) >= 2 * wide - 2).toBe(true);
    await expect
      .poll(async () => {
        const now = await focused(page);
        return now.ids.length < cluster.ids.length && cluster.ids.includes(now.ids[0] ?? '');
      })
      .toBe(true);
    // The places of the new view arrive after the zoom and redraw the markers: the focus stays on one
    // holding the same place (useMarkerFocusKept), and the next stop is found once the map is still.
    await expect.poll(() => mapSettled(map)).toBe(true);
    expect((await focused(page)).kind).toMatch(/^(cluster|pin)$/);

    // A cluster opened may hold only smaller clusters at that zoom: zoom in from the keyboard until a
    // place's own pin is drawn (Tab then reaches it from wherever the focus is, round the page if need be).
    const pins = page.locator('.ag-map .ag-pin-icon');
    for (let zoomIn = 0; zoomIn < 4 && (await pins.count()) === 0; zoomIn++) {
      await map.locator('.leaflet-container').focus();
      await page.keyboard.press('+');
      await expect.poll(() => mapSettled(map)).toBe(true);
    }
    expect(await pins.count()).toBeGreaterThan(0);

    // A place's pin is a button named after it; Enter opens its card with focus on its link, Escape
    // closes it and gives focus back to the pin, and the link opens the place's page.
    // Round the page may pass every stop of the header, the filters and the footer on the way.
    const pin = await tabTo(page, 'pin', 150);
    expect(pin.role).toBe('button');
    expect(pin.name).not.toBe('');
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect.poll(() => popup.textContent()).toContain(pin.name.split(' (live update')[0]);
    await expect.poll(async () => (await focused(page)).name).toMatch(/^View details/);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    expect(await focused(page)).toMatchObject({ kind: 'pin', ids: pin.ids });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^View details/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/establishment/${pin.ids[0]}`);
    await context.close();
  });
});
