import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import type { MapPinsReply } from '../src/domain/schemas/highlights';
import { type Actor, signInAdmin } from '../test/auth-helpers';
import { livePlacesDrawn, placesDrawn } from './map-support';
import { apiRequests, type E2E, phone, pollOnPageClock, postAlert } from './support';
import { startVisitorE2E } from './visitor-support';

let e2e: E2E;
let all: Establishment[];
let admin: Actor;

beforeAll(async () => {
  ({ e2e, all } = await startVisitorE2E());
  admin = await signInAdmin(e2e.server.app);
});
afterAll(() => e2e?.close());

/** Long enough for an event, and for a reply refetched after its random delay (live.ts: REFETCH_SPREAD_MS). */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

/**
 * Opens a page on a clock of its own (Playwright's, flowing as usual until a test moves it on) and waits
 * until its live stream is open, marking the document to tell a reload apart.
 */
async function openLive(width: number | 'desktop', path: string) {
  const options = width === 'desktop' ? { viewport: { width: 1280, height: 900 } } : phone(width);
  const { page, errors } = await e2e.newPage({ ...options, live: true });
  await page.clock.install();
  const requests = apiRequests(page);
  await page.goto(path);
  await eventually(() => page.evaluate(() => document.documentElement.dataset.live)).toBe('open');
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  return { page, errors, requests };
}

/** The admin posts an announcement on a place, as the dashboard would. */
async function announce(establishmentId: number, message: string): Promise<number> {
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/status-updates',
    headers: admin.headers,
    payload: { establishmentId, message, type: 'announcement' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
/** The map's latest pins once it has drawn them all, every live one marked; null until then. */
async function pinsOnceDrawn(map: { page: Page; requests: string[] }): Promise<MapPinsReply['pins'] | null> {
  const url = map.requests.filter((u) => u.startsWith('/api/establishments/pins?')).at(-1);
  if (!url) return null;
  const { pins } = (await (await fetch(`${e2e.baseUrl}${url}`)).json()) as MapPinsReply;
  const live = pins.filter((p) => p.live !== null).length;
  const drawn = await placesDrawn(map.page);
  return drawn === pins.length && (await livePlacesDrawn(map.page)) === live ? pins : null;
}
/** The admin deletes an update: the status of the reply (404 once it is gone). */
async function removeUpdate(updateId: number): Promise<number> {
  const res = await e2e.server.app.inject({
    method: 'DELETE',
    url: `/api/status-updates/${updateId}`,
    headers: admin.headers,
  });
  return res.statusCode;
}
/** Whether React has hydrated the element (it holds its fiber), not only the server's markup. */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
const notReloaded = (page: Page) => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded);
const announced = (page: Page) => page.getByTestId('new-updates-announcer').first().textContent();
const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

describe('live island in Chromium: pages change by themselves', () => {
  it('an update posted by the admin shows on open pages without reload, and its deletion removes it', async () => {
    // The map first: the place is one of the pins it shows, not live yet.
    const map = await openLive('desktop', '/map');
    // Read once the map has drawn its latest pins: read before, its live pins are not counted yet.
    await eventually(() => pinsOnceDrawn(map)).not.toBeNull();
    const pins = (await pinsOnceDrawn(map))!;
    const liveOnMap = pins.filter((p) => p.live !== null).length;
    const place = all.find((e) => pins.some((p) => p.id === e.id && p.live === null))!;
    expect(place, 'a place on the map without a live update').toBeDefined();

    const detail = await openLive(375, `/establishment/${place.id}`);
    const landing = await openLive('desktop', '/');
    // The landing's live updates are below its first screen: they download and hydrate once scrolled to.
    await landing.page.locator('#live-updates').scrollIntoViewIfNeeded();
    await eventually(() => hydrated(landing.page, '#live-updates')).toBe(true);
    const category = await openLive(320, `/category/${place.categoryId}`);
    await eventually(() => card(category.page, place.name).count()).toBe(1);
    expect(await card(category.page, place.name).getByText('Live', { exact: true }).count()).toBe(0);
    expect(await card(landing.page, place.name).count()).toBe(0);
    const detailRequests = detail.requests.length;

    const message = `Live steel band on the deck until 10 (${Date.now()})`;
    const updateId = await announce(place.id, message);

    await eventually(() => detail.page.getByText(message).first().isVisible()).toBe(true);
    expect(await detail.page.getByText('Live', { exact: true }).count()).toBe(1);
    await eventually(() => announced(detail.page)).toBe(`New update from ${place.name}: ${message}`);
    await pollOnPageClock(landing.page, () =>
      card(landing.page, place.name).getByText(message).isVisible(),
    ).toBe(true);
    await eventually(() => announced(landing.page)).toContain(message);
    await pollOnPageClock(category.page, () =>
      card(category.page, place.name).getByText('Live', { exact: true }).count(),
    ).toBe(1);
    await pollOnPageClock(map.page, () => livePlacesDrawn(map.page)).toBe(liveOnMap + 1);
    // The detail page was patched from the event, not refetched.
    expect(detail.requests.slice(detailRequests)).toEqual([]);

    expect(await removeUpdate(updateId)).toBe(204);

    await eventually(() => detail.page.getByText('No recent updates from this business.').isVisible()).toBe(
      true,
    );
    // The announcement goes with the update: the region does not keep saying what the page no longer shows.
    await eventually(() => detail.page.getByText(message).count()).toBe(0);
    await pollOnPageClock(landing.page, () => card(landing.page, place.name).count()).toBe(0);
    await pollOnPageClock(category.page, () =>
      card(category.page, place.name).getByText('Live', { exact: true }).count(),
    ).toBe(0);
    await pollOnPageClock(map.page, () => livePlacesDrawn(map.page)).toBe(liveOnMap);

    for (const { page, errors } of [map, detail, landing, category]) {
      expect(await notReloaded(page)).toBe(true);
      expect(errors).toEqual([]);
    }
  });

  it('an island-wide alert appears on open pages and goes when the admin ends it, without reload', async () => {
    const pages = [await openLive(375, `/establishment/${all[0].id}`), await openLive('desktop', '/')];
    const message = `Last water taxi leaves at 9 tonight (${Date.now()})`;
    const alertId = await postAlert(e2e.server, admin, message, 'critical');
    for (const { page } of pages)
      await eventually(() => page.getByRole('alert').filter({ hasText: message }).isVisible()).toBe(true);

    const ended = await e2e.server.app.inject({
      method: 'DELETE',
      url: `/api/admin/alerts/${alertId}`,
      headers: admin.headers,
    });
    expect(ended.statusCode).toBe(204);
    for (const { page, errors } of pages) {
      await eventually(() => page.getByRole('alert').filter({ hasText: message }).count()).toBe(0);
      expect(await notReloaded(page)).toBe(true);
      expect(errors).toEqual([]);
    }
  });

  it('an update posted after the page was served, before its stream opened, still shows without reload', async () => {
    const place = all.filter((e) => e.statusUpdates.length === 0).at(-1)!;
    const { page, errors } = await e2e.newPage({ ...phone(375), live: true });
    // The stream waits until the update is posted and read by the server: the page's data is older.
    let posted: () => void = () => {};
    const postMade = new Promise<void>((resolve) => {
      posted = resolve;
    });
    const streamUrls: string[] = [];
    await page.route('**/api/live*', async (route) => {
      streamUrls.push(new URL(route.request().url()).search);
      await postMade;
      await route.continue();
    });
    await page.goto(`/establishment/${place.id}`);
    await eventually(() => streamUrls.length).toBe(1);
    const message = `Kitchen open late tonight (${Date.now()})`;
    const readBefore = e2e.server.app.live.lastEventId;
    const updateId = await announce(place.id, message);
    await eventually(() => e2e.server.app.live.lastEventId).toBeGreaterThan(readBefore);
    expect(await page.getByText(message).count()).toBe(0);
    await page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    posted();

    await eventually(() => page.getByText(message).first().isVisible()).toBe(true);
    expect(streamUrls[0]).toMatch(/^\?since=\d+$/);
    expect(Number(streamUrls[0].slice('?since='.length))).toBeLessThanOrEqual(readBefore);
    expect(await notReloaded(page)).toBe(true);
    expect(errors).toEqual([]);
    expect(await removeUpdate(updateId)).toBe(204);
  });
});
