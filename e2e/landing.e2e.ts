import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/domain/constants';
import type { Establishment } from '../src/domain/schemas/catalog';
import type { CategoryCount, LiveFeed } from '../src/domain/schemas/highlights';
import * as t from '../src/server/db/schema';
import { livePlacesDrawn, placesDrawn } from './map-support';
import { apiRequests, type E2E, expectAccessible, listRequestsAmong, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function api<T>(url: string): Promise<T> {
  const res = await e2e.server.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000, interval: 50 });
const places = (n: number) => `${n} place${n === 1 ? '' : 's'}`;

describe('landing page without the whole catalogue', () => {
  it('shows live updates, collection counts, the live map and a plan from small replies', async () => {
    const feed = await api<LiveFeed>('/api/establishments/live');
    const counts = await api<CategoryCount[]>('/api/establishments/counts');
    expect(feed.places.length).toBe(feed.total);
    const countOf = (categoryId: number, areaId?: number) =>
      counts
        .filter((c) => c.categoryId === categoryId && (areaId === undefined || c.areaId === areaId))
        .reduce((n, c) => n + c.count, 0);

    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = apiRequests(page);
    await page.goto('/');

    // Live updates: every place of the feed, most recent first, with its area and updates.
    const cards = page.getByRole('list', { name: 'Live updates' }).locator('article');
    await eventually(() => cards.count()).toBe(feed.places.length);
    expect(await cards.locator('h4').allTextContents()).toEqual(feed.places.map((p) => p.name));
    const first = feed.places[0];
    expect(await cards.first().textContent()).toContain(first.area!.name);
    expect(await cards.first().textContent()).toContain(first.statusUpdates[0].message);
    expect(await page.locator('article[data-highlighted]').count()).toBe(2);
    expect(await page.getByText(/most recent of/).count()).toBe(0);

    // Collections: one tile per category with its number of places, then per area.
    const tiles = page.locator('#collections li a');
    await eventually(() => tiles.count()).toBe(8);
    for (const c of CATEGORIES)
      expect(await tiles.filter({ hasText: c.name }).textContent(), c.name).toContain(places(countOf(c.id)));
    await page.getByRole('button', { name: 'San Pedro' }).click();
    const inTown = CATEGORIES.filter((c) => countOf(c.id, 4) > 0);
    await eventually(() => tiles.count()).toBe(inTown.length);
    // The tiles stay when the area changes and their counts change in place: wait for each count.
    for (const c of inTown)
      await eventually(() => tiles.filter({ hasText: c.name }).textContent()).toContain(
        places(countOf(c.id, 4)),
      );

    // The live map (drawn once scrolled to) pins the feed's places.
    await page.getByRole('heading', { name: 'Live Updates Map' }).scrollIntoViewIfNeeded();
    const liveMap = page.getByRole('region', { name: 'Map of places with live updates' });
    const located = feed.places.filter((p) => p.latitude !== null && p.longitude !== null).length;
    await eventually(() => placesDrawn(liveMap)).toBe(located);
    expect(await livePlacesDrawn(liveMap)).toBe(located);

    // The planner asks the server for the plan only when the visitor wants one.
    expect(requests.some((u) => u.startsWith('/api/establishments/itinerary'))).toBe(false);
    await page.getByRole('button', { name: 'Design Itinerary' }).click();
    const plan = page.getByTestId('itinerary');
    await eventually(() => plan.getByRole('heading', { level: 4 }).count()).toBe(7);
    expect(requests).toContain(
      '/api/establishments/itinerary?philosophy=relaxed&duration=week&location=town',
    );

    await expectAccessible(page, 'landing');
    expect(listRequestsAmong(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('with more live places than the feed holds, shows the ten most recent and says so', async () => {
    const all = await api<Establishment[]>('/api/establishments');
    const quiet = all.filter((e) => e.statusUpdates.length === 0).slice(0, 12);
    const now = Date.now();
    const inserted = await e2e.server.database.db
      .insert(t.statusUpdates)
      .values(
        quiet.map((e, i) => ({
          establishmentId: e.id,
          message: `Fresh news ${i + 1}`,
          type: 'announcement',
          createdAt: new Date(now - i * 60_000),
          expiresAt: new Date(now + 3_600_000),
        })),
      )
      .returning({ id: t.statusUpdates.id });
    await e2e.server.app.changes.recordOutsideWrite(null);
    try {
      const total = all.filter((e) => e.statusUpdates.length > 0).length + quiet.length;
      const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
      const requests = apiRequests(page);
      await page.goto('/');
      const cards = page.getByRole('list', { name: 'Live updates' }).locator('article');
      await eventually(() => cards.count()).toBe(10);
      expect(await cards.locator('h4').allTextContents()).toEqual(quiet.slice(0, 10).map((e) => e.name));
      await eventually(() =>
        page.getByText(`The 10 most recent of ${total} places with live updates`).isVisible(),
      ).toBe(true);
      expect(listRequestsAmong(requests)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await e2e.server.database.db.delete(t.statusUpdates).where(
        inArray(
          t.statusUpdates.id,
          inserted.map((u) => u.id),
        ),
      );
      await e2e.server.app.changes.recordOutsideWrite(null);
    }
  });
});
