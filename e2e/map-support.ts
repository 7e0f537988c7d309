import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './support';

/** What the map tests read of a place from the API. */
export interface MapPlace {
  id: number;
  name: string;
  categoryId: number;
  areaId: number | null;
  latitude: number | null;
  longitude: number | null;
  statusUpdates: { message: string }[];
}

/** A GET of the app's API (through inject), which must answer 200. */
export async function getJson<T>(e2e: E2E, url: string): Promise<T> {
  const res = await e2e.server.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

/** The places with both coordinates: the ones a map pins. */
export const withCoordinates = <T extends Pick<MapPlace, 'latitude' | 'longitude'>>(list: T[]) =>
  list.filter((e) => e.latitude != null && e.longitude != null);

/** The icons (pins and clusters) Leaflet drew in `scope` (a page or one map region). */
export const mapIcons = (scope: Page | Locator) => scope.locator('.leaflet-marker-icon');
export const clusterIcons = (scope: Page | Locator) => scope.locator('.leaflet-marker-icon.ag-cluster-icon');

/** How many places the icons stand for: one per pin, the number shown on each cluster. */
export function placesDrawn(scope: Page | Locator): Promise<number> {
  return mapIcons(scope).evaluateAll((els) =>
    els.reduce((sum, el) => {
      const count = el.querySelector('.ag-cluster__count');
      return sum + (count ? Number(count.textContent) : 1);
    }, 0),
  );
}

/** Pairs of icons whose boxes overlap (by more than a pixel), as their accessible names. */
export function overlappingIcons(scope: Page | Locator): Promise<string[]> {
  return mapIcons(scope).evaluateAll((els) => {
    const boxes = els.map((el) => ({
      name: el.getAttribute('aria-label') ?? '?',
      r: el.getBoundingClientRect(),
    }));
    const pairs: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].r, boxes[j].r];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) pairs.push(`${boxes[i].name} / ${boxes[j].name}`);
      }
    return pairs;
  });
}

/**
 * Whether the map stands still: no zoom animating, and every icon where it was two frames before. A
 * count of drawn places is reached while the first fit (or a zoom) still moves them, and clusters are
 * regrouped when it ends: icons caught then may overlap, and a tap may land on one being replaced.
 */
export function mapSettled(scope: Locator): Promise<boolean> {
  return scope.evaluate(
    (root) =>
      new Promise<boolean>((resolve) => {
        const where = () =>
          [...root.querySelectorAll('.leaflet-marker-icon')]
            .map((el) => {
              const r = el.getBoundingClientRect();
              return `${r.x},${r.y}`;
            })
            .join(' ');
        const zooming = () =>
          root.classList.contains('leaflet-zoom-anim') || root.querySelector('.leaflet-zoom-anim') !== null;
        const before = where();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(!zooming() && where() === before)));
      }),
  );
}

/**
 * Opens clusters until the pin of the place with this id is drawn: each time, the cluster that
 * holds it is pressed (Enter), as a keyboard user would, and the map zooms in.
 */
export async function revealPin(page: Page, id: number): Promise<Locator> {
  const pin = page.locator(`.leaflet-marker-icon.ag-pin-icon[data-establishment-ids="${id}"]`);
  const holder = page.locator(`.leaflet-marker-icon.ag-cluster-icon[data-establishment-ids~="${id}"]`);
  const drawn = async () => (await pin.count()) + (await holder.count());
  for (let i = 0; i < 8; i++) {
    await expect.poll(drawn, { timeout: 10_000 }).toBe(1);
    if ((await pin.count()) === 1) return pin;
    const ids = await holder.getAttribute('data-establishment-ids');
    await holder.focus();
    await page.keyboard.press('Enter');
    // The map zooms in and the cluster parts: the place is then a pin or in a smaller cluster.
    await expect
      .poll(
        async () =>
          (await pin.count()) === 1 ||
          ((await holder.count()) === 1 && (await holder.getAttribute('data-establishment-ids')) !== ids),
        { timeout: 10_000 },
      )
      .toBe(true);
  }
  throw new Error(`no pin of place ${id} after opening its clusters`);
}

/** How many of the places drawn have a live update: live pins, plus what each cluster's name says. */
export function livePlacesDrawn(scope: Page | Locator): Promise<number> {
  return mapIcons(scope).evaluateAll((els) =>
    els.reduce((sum, el) => {
      const label = el.getAttribute('aria-label') ?? '';
      if (!el.classList.contains('ag-cluster-icon')) return sum + (el.querySelector('.ag-pin--live') ? 1 : 0);
      const all = /^Group of (\d+) places, all with live updates/.exec(label);
      const some = /, (\d+) with live updates/.exec(label);
      return sum + Number(all?.[1] ?? some?.[1] ?? 0);
    }, 0),
  );
}
