import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateEstablishments } from '../scripts/lib/generate-establishments';
import * as t from '../src/server/db/schema';
import {
  getJson,
  livePlacesDrawn,
  type MapPlace,
  placesDrawn,
  revealPin,
  withCoordinates,
} from './map-support';
import { apiRequests, type E2E, expectAccessible, listRequestsAmong, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Place = MapPlace;
const api = <T>(url: string) => getJson<T>(e2e, url);

/** Lazy chunks, Leaflet and refetches can take a few seconds on a busy machine (vitest polls 1 s by default). */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000, interval: 50 });

/** axe once every open tooltip has its text: React fills Leaflet's tooltip a render after Leaflet adds it. */
async function expectMapAccessible(page: Page, label: string) {
  await eventually(() =>
    page
      .locator('.leaflet-tooltip')
      .evaluateAll((els) => els.every((el) => (el.textContent ?? '').trim() !== '')),
  ).toBe(true);
  await expectAccessible(page, label);
}

const markers = (page: Page) => page.locator('.leaflet-marker-icon');

/**
 * Places drawn (a pin each, a cluster its count) whose icon's anchor (the bottom centre of a pin, just
 * under a cluster's circle) is inside the map's box, within `slack` pixels.
 */
async function pinsInside(page: Page, slack: number): Promise<number> {
  return page.evaluate((slack) => {
    const box = document.querySelector('.leaflet-container')!.getBoundingClientRect();
    return [...document.querySelectorAll('.leaflet-marker-icon')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = el.classList.contains('ag-cluster-icon') ? r.bottom + 23 : r.bottom;
        return (
          x >= box.left - slack && x <= box.right + slack && y >= box.top - slack && y <= box.bottom + slack
        );
      })
      .reduce((sum, el) => sum + Number(el.querySelector('.ag-cluster__count')?.textContent ?? 1), 0);
  }, slack);
}
const listSummary = (page: Page) =>
  page
    .locator('.ag-map summary')
    .textContent({ timeout: 1000 })
    .catch(() => null);
const marker = (page: Page, name: string) =>
  page.locator(`.leaflet-marker-icon[aria-label^="${name.replace(/"/g, '\\"')}"]`);
const tooltip = (page: Page) => page.locator('.leaflet-tooltip');

/**
 * Where Leaflet put a pin on its layer (layer pixels): unlike the screen position it does not change
 * when the map pans (a popup opening, or the map refitting after an edit).
 */
const layerPosition = (l: Locator) =>
  l.evaluate((el) => {
    const pos = (el as HTMLElement & { _leaflet_pos?: { x: number; y: number } })._leaflet_pos;
    return pos ? { x: pos.x, y: pos.y } : null;
  });

async function centre(l: Locator) {
  const box = await l.boundingBox();
  if (!box) throw new Error('marker not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('interactive map page', () => {
  // A long journey: on a busy machine it needs more than the default budget.
  it('shows a pin per place, filters them, shows LIVE tooltips and popups, and opens a place', async () => {
    const all = await api<Place[]>('/api/establishments');
    const expected = withCoordinates(all).length;
    expect(expected).toBe(41);

    // The seed has no Google ratings (the import brings them): give one place a rating for its popup.
    await e2e.server.database.db
      .update(t.establishments)
      .set({ googleRating: 4.7, googleReviewCount: 1234 })
      .where(eq(t.establishments.name, 'Hol Chan Marine Reserve'));
    await e2e.server.app.changes.recordOutsideWrite(null);

    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = apiRequests(page);
    await page.goto('/map');
    await eventually(() => page.getByRole('heading', { name: 'Interactive Map' }).isVisible()).toBe(true);
    expect(await page.title()).toContain('Interactive Map');
    await eventually(() => placesDrawn(page)).toBe(expected);
    await eventually(() =>
      page.getByRole('region', { name: 'Map of Ambergris Caye establishments' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText(`${expected} places on the map`).isVisible()).toBe(true);
    // The pins come from a bounding-box query of the fitted view.
    expect(requests.some((u) => u.startsWith('/api/establishments/pins?bbox='))).toBe(true);
    // Legend of the eight categories; no Clear Filters without a filter; no edit toggle for visitors.
    for (const name of ['Accommodations', 'Restaurants & Bars', 'Tour Operators', 'Gas Station'])
      expect(await page.getByRole('listitem').filter({ hasText: name }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Positions' }).count()).toBe(0);
    await expectMapAccessible(page, '/map');

    // Category filter.
    await page.getByLabel('Category').selectOption({ label: 'Restaurants & Bars' });
    const restaurants = withCoordinates(await api<Place[]>('/api/establishments?categoryId=1')).length;
    expect(restaurants).toBeLessThan(expected);
    await eventually(() => placesDrawn(page)).toBe(restaurants);
    expect(page.url()).toContain('category=1');

    // Both filters: the only attraction at Secret Beach is Secret Beach itself, which has a live update.
    await page.getByLabel('Category').selectOption({ label: 'Attractions & Activities' });
    await page.getByLabel('Area').selectOption({ label: 'Secret Beach' });
    const beach = withCoordinates(await api<Place[]>('/api/establishments?categoryId=2&areaId=6'));
    expect(beach.map((e) => e.name)).toEqual(['Secret Beach']);
    await eventually(() => markers(page).count()).toBe(1);
    const live = beach[0];
    expect(live.statusUpdates.length).toBeGreaterThan(0);

    // Hovering a LIVE pin shows 'LIVE: ' and the latest message, after the 700 ms delay.
    const pin = marker(page, live.name);
    await eventually(() => pin.isVisible()).toBe(true);
    expect(await pin.locator('.ag-pin--live .ag-pin__dot').count()).toBe(1);
    // A pin redrawn under the pointer (the filtered pins arriving) was never entered: hover it again.
    const hoveredAt = Date.now();
    await eventually(async () => {
      await pin.hover();
      return tooltip(page)
        .textContent({ timeout: 3000 })
        .catch(() => null);
    }).toBe(`LIVE: ${live.statusUpdates[0].message}`);
    expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(600);
    await page.mouse.move(5, 5);
    await eventually(() => tooltip(page).count()).toBe(0);

    // A click opens the popup with the area (no rating yet here); 'View details' opens the place.
    await pin.click();
    const popup = page.locator('.leaflet-popup');
    await eventually(() => popup.isVisible()).toBe(true);
    expect(await popup.textContent()).toContain('Secret Beach');
    expect(await popup.textContent()).toContain('No Google rating yet');
    await popup.getByRole('link', { name: /View details/ }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/establishment/${live.id}`);
    await page.goBack();

    // Clear Filters brings every pin back: the count at once, the pins once the map refits to all of
    // them (docs/product.md#map-page: at most one refit per 10 s, and it has just fitted the one place).
    await eventually(() => page.getByRole('button', { name: 'Clear Filters' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await eventually(() => page.getByText(`${expected} places on the map`).isVisible()).toBe(true);
    await expect.poll(() => placesDrawn(page), { timeout: 20_000, interval: 100 }).toBe(expected);
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    // Keyboard: clusters open with Enter down to the pin; a pin is focusable, focus shows its tooltip,
    // Enter opens its popup.
    const hol = await revealPin(page, all.find((e) => e.name === 'Hol Chan Marine Reserve')!.id);
    expect(await hol.getAttribute('aria-label')).toMatch(/^Hol Chan Marine Reserve/);
    await hol.focus();
    await eventually(() => tooltip(page).textContent()).toMatch(/^LIVE: /);
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('.leaflet-popup').textContent()).toContain('Hol Chan Marine Reserve');
    const holPopup = await page.locator('.leaflet-popup').textContent();
    expect(holPopup).toContain('San Pedro');
    expect(holPopup).toContain('4.7');
    expect(holPopup).toContain('(1,234 reviews)');
    expect(holPopup).toContain('Ratings from Google');
    // Focus moved into the popup, onto its link.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      'View details',
    );

    // The text alternative lists the places in view as links (the map has zoomed in to the pin).
    await page.getByText(/^List of the \d+ places? on this map$/).click();
    await eventually(() =>
      page.getByRole('link', { name: 'Hol Chan Marine Reserve', exact: true }).isVisible(),
    ).toBe(true);
    await expectMapAccessible(page, '/map with popup and list');

    // Zoomed in, the map asks for the pins of its view only, and the list names the places in view.
    await page.keyboard.press('Escape');
    const asked = requests.length;
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await eventually(() => requests.slice(asked).some((u) => u.startsWith('/api/establishments/pins?'))).toBe(
      true,
    );
    await eventually(async () => {
      const text = (await listSummary(page)) ?? 'List of the 0 places';
      const listed = Number(/List of the (\d+)/.exec(text)?.[1]);
      const [inner, outer] = [await pinsInside(page, -2), await pinsInside(page, 2)];
      return listed < expected && listed >= inner && listed <= outer;
    }).toBe(true);

    expect(listRequestsAmong(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('serves /map-clean as the same map', async () => {
    const { page, errors } = await e2e.newPage();
    const requests = apiRequests(page);
    await page.goto('/map-clean');
    await eventually(() => placesDrawn(page)).toBe(41);
    expect(listRequestsAmong(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('admin map edit mode', () => {
  it('lets an admin drag a pin and save or cancel, without leaving the page', async () => {
    const email = 'map-admin@example.test';
    const password = 'map-admin-password-1';
    await e2e.server.app.services.accounts.ensureAdmin(email, password);

    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/map?area=6');
    await eventually(() => markers(page).count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Edit Positions' }).count()).toBe(0);

    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            credentials: 'include',
            body: JSON.stringify(body),
          })
        ).status,
      { email, password },
    );
    expect(status).toBe(200);
    await page.reload();
    await eventually(() => markers(page).count()).toBe(3);

    const toggle = page.getByRole('button', { name: 'Edit Positions' });
    await eventually(() => toggle.isVisible()).toBe(true);
    await toggle.click();
    await eventually(() =>
      page.getByText('Click on any establishment marker to drag it to a new position.').isVisible(),
    ).toBe(true);
    await eventually(() => page.getByRole('button', { name: 'Exit Edit' }).isVisible()).toBe(true);

    // Select a pin: no navigation, a Save/Cancel popup instead.
    const places = withCoordinates(await api<Place[]>('/api/establishments?areaId=6'));
    const target = places.find((p) => p.name === 'Secret Beach')!;
    const pin = marker(page, target.name);
    await pin.click();
    const save = page.locator('.leaflet-popup').getByRole('button', { name: 'Save' });
    await eventually(() => save.isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/map');

    // Drag it a little to the north-east and save.
    const from = await centre(pin);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y - 40, { steps: 8 });
    await page.mouse.up();
    await eventually(() => page.locator('.leaflet-popup').textContent()).toContain('New position');
    await eventually(() => save.isEnabled()).toBe(true);
    await save.click();
    await eventually(() => page.getByText('Position saved', { exact: true }).isVisible()).toBe(true);
    await eventually(
      async () => (await api<Place>(`/api/establishments/${target.id}`)).latitude,
    ).toBeGreaterThan(target.latitude!);
    const moved = await api<Place>(`/api/establishments/${target.id}`);
    expect(moved.longitude).toBeGreaterThan(target.longitude!);
    expect(new URL(page.url()).pathname).toBe('/map');

    // A refused save shows the server's message in a destructive toast and keeps the change pending.
    await page.route('**/api/establishments/update-position', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The location must be on Ambergris Caye' }),
      }),
    );
    const other = places.find((p) => p.id !== target.id)!;
    const otherPin = marker(page, other.name);
    await otherPin.click();
    await eventually(() => save.isVisible()).toBe(true);
    const placed = await layerPosition(otherPin);
    expect(placed).not.toBeNull();
    const before = await centre(otherPin);
    await page.mouse.move(before.x, before.y);
    await page.mouse.down();
    await page.mouse.move(before.x - 50, before.y + 30, { steps: 8 });
    await page.mouse.up();
    await eventually(() => save.isEnabled()).toBe(true);
    await save.click();
    await eventually(() => page.getByText('The location must be on Ambergris Caye').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.unroute('**/api/establishments/update-position');

    // Cancel puts the pin back and leaves edit mode.
    await page.locator('.leaflet-popup').getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => page.getByRole('button', { name: 'Edit Positions' }).isVisible()).toBe(true);
    await eventually(async () => {
      const now = await layerPosition(otherPin);
      return now && Math.round(Math.hypot(now.x - placed!.x, now.y - placed!.y));
    }).toBeLessThanOrEqual(1);
    const unchanged = await api<Place>(`/api/establishments/${other.id}`);
    expect([unchanged.latitude, unchanged.longitude]).toEqual([other.latitude, other.longitude]);

    // Out of edit mode a pin click is a normal popup again. Leaving edit mode resumes the map's refit
    // and its pin loading, which may move the map and close a popup opened meanwhile: click until the
    // popup stays (a visitor would tap again).
    const popup = page.locator('.leaflet-popup');
    await eventually(async () => {
      if (!(await popup.isVisible())) await otherPin.click();
      return popup.textContent();
    }).toContain('View details');

    // Exit Edit leaves edit mode too.
    await page.getByRole('button', { name: 'Edit Positions' }).click();
    await page.getByRole('button', { name: 'Exit Edit' }).click();
    await eventually(() => page.getByRole('button', { name: 'Edit Positions' }).isVisible()).toBe(true);
    await expectMapAccessible(page, '/map as admin');
    expect(errors).toEqual([]);
  });
});

describe('a crowded map', () => {
  it('shows at most 500 pins, live places first, and says there are more', async () => {
    await generateEstablishments(e2e.server.database.db, 600);
    await e2e.server.app.changes.recordOutsideWrite(null);
    const { total } = await api<{ total: number }>('/api/establishments/extent');
    expect(total).toBeGreaterThan(600);

    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = apiRequests(page);
    await page.goto('/map');
    await eventually(() => page.getByText(`${total} places on the map`).isVisible()).toBe(true);
    await eventually(() => placesDrawn(page)).toBe(500);
    await eventually(() =>
      page.getByText(/^Showing 500 of [\d,]+ places in this part of the map/).isVisible(),
    ).toBe(true);
    // Every live place in view has its pin, alone or in a cluster that counts it.
    expect(await livePlacesDrawn(page)).toBeGreaterThan(50);
    expect(listRequestsAmong(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
