import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortEstablishments } from '../../../../test/reference-order';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CATEGORY_IDS } from '../../../domain/constants';
import { lowestNightlyRate } from '../../../domain/listing';
import {
  BANDS,
  cardStay,
  filterAccommodations,
  LOCATIONS,
  type LocationPreference,
} from '../../../domain/planner';
import type { Establishment } from '../../../domain/schemas/catalog';
import * as t from '../../db/schema';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const list = async (qs: string): Promise<Establishment[]> => {
  const res = await get(`/api/establishments?${qs}`);
  expect(res.statusCode, qs).toBe(200);
  return res.json();
};
const names = (l: readonly { name: string }[]) => l.map((e) => e.name);
const ids = (l: readonly { id: number }[]) => l.map((e) => e.id);

/** Every page of a query, walked with limit/offset, and the X-Total-Count of each page. */
async function walk(qs: string, limit: number) {
  const rows: Establishment[] = [];
  const totals = new Set<string | undefined>();
  for (let offset = 0; offset < 200; offset += limit) {
    const res = await get(`/api/establishments?${qs}&limit=${limit}&offset=${offset}`);
    expect(res.statusCode).toBe(200);
    totals.add(res.headers['x-total-count'] as string | undefined);
    const page: Establishment[] = res.json();
    rows.push(...page);
    if (page.length < limit) break;
  }
  return { rows, totals: [...totals] };
}

const here = { latitude: 17.9214, longitude: -87.9611 };

describe('GET /api/establishments?sort=', () => {
  it('sorts by name ignoring case and accents, the order the category page used to make itself', async () => {
    const all = await list('');
    expect(names(await list('sort=name'))).toEqual(names(sortEstablishments(all, 'name')));
    const restaurants = all.filter((e) => e.categoryId === CATEGORY_IDS.restaurants);
    expect(names(await list('categoryId=1&sort=name'))).toEqual(
      names(sortEstablishments(restaurants, 'name')),
    );
  });

  it('sorts by area name, then name', async () => {
    const all = await list('');
    const sorted = await list('sort=area');
    expect(names(sorted)).toEqual(names(sortEstablishments(all, 'area')));
    expect([...new Set(sorted.map((e) => e.area?.name))]).toEqual([
      'North Shore',
      'San Pedro',
      'Secret Beach',
    ]);
  });

  it('sorts by Google rating, best first, unrated last, ties by name', async () => {
    const sorted = await list('sort=rating');
    expect(sorted).toHaveLength(41);
    const rated = sorted.filter((e) => e.googleRating !== null);
    for (let i = 1; i < rated.length; i++) {
      const [a, b] = [rated[i - 1], rated[i]];
      expect(a.googleRating!, `${a.name} before ${b.name}`).toBeGreaterThanOrEqual(b.googleRating!);
      if (a.googleRating === b.googleRating)
        expect(names(sortEstablishments([b, a], 'name'))).toEqual([a.name, b.name]);
    }
    expect(sorted.slice(rated.length).every((e) => e.googleRating === null)).toBe(true);
  });

  it('sorts by distance from lat/lng, nearest first and places without a position last', async () => {
    const qs = `sort=distance&lat=${here.latitude}&lng=${here.longitude}`;
    const all = await list('');
    expect(names(await list(qs))).toEqual(names(sortEstablishments(all, 'distance', here)));
    // From the far north of the island the order turns round.
    const north = { latitude: 18.1, longitude: -87.9 };
    const fromNorth = await list(`sort=distance&lat=${north.latitude}&lng=${north.longitude}`);
    expect(names(fromNorth)).toEqual(names(sortEstablishments(all, 'distance', north)));
    expect(fromNorth[0].name).not.toBe((await list(qs))[0].name);

    const db = ctx.database.db;
    const unplaced = all.find((e) => e.categoryId === CATEGORY_IDS.restaurants)!;
    await db
      .update(t.establishments)
      .set({ latitude: null, longitude: null })
      .where(eq(t.establishments.id, unplaced.id));
    await ctx.app.changes.recordOutsideWrite(null);
    try {
      const sorted = await list(qs);
      expect(sorted.at(-1)?.id).toBe(unplaced.id);
      expect(sorted).toHaveLength(41);
    } finally {
      await db
        .update(t.establishments)
        .set({ latitude: unplaced.latitude, longitude: unplaced.longitude })
        .where(eq(t.establishments.id, unplaced.id));
      await ctx.app.changes.recordOutsideWrite(null);
    }
  });

  it('pages every sort stably: the pages add up to the whole list, with the total on each page', async () => {
    const db = ctx.database.db;
    // Two places with one name and no rating or position: only the id can order them.
    const twins = await db
      .insert(t.establishments)
      .values([
        { name: 'Twin Palms', categoryId: CATEGORY_IDS.restaurants, areaId: 4 },
        { name: 'Twin Palms', categoryId: CATEGORY_IDS.restaurants, areaId: 4 },
      ])
      .returning({ id: t.establishments.id });
    await ctx.app.changes.recordOutsideWrite(null);
    try {
      for (const qs of [
        'sort=name',
        'sort=area',
        'sort=rating',
        `sort=distance&lat=${here.latitude}&lng=${here.longitude}`,
        'categoryId=1&sort=area',
        'q=beach&sort=rating',
      ]) {
        const whole = await list(qs);
        const { rows, totals } = await walk(qs, 4);
        expect(ids(rows), qs).toEqual(ids(whole));
        expect(totals, qs).toEqual([String(whole.length)]);
        const a = rows.findIndex((e) => e.id === twins[0].id);
        const b = rows.findIndex((e) => e.id === twins[1].id);
        if (a >= 0) expect(a, qs).toBeLessThan(b);
      }
    } finally {
      await db.delete(t.establishments).where(eq(t.establishments.name, 'Twin Palms'));
      await ctx.app.changes.recordOutsideWrite(null);
    }
  });

  it('keeps the reply without any new parameter as it was: by name as stored, no total unless paged', async () => {
    const res = await get('/api/establishments?categoryId=1');
    expect(res.headers['x-total-count']).toBeUndefined();
    const stored = names(res.json());
    expect(stored).toEqual([...stored].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET /api/establishments?band=&location=', () => {
  /** What the category page used to do: one rates request per stay, then the planner's filter. */
  async function clientSideFilter(band: string | null, location: LocationPreference | null) {
    const stays = await list(`categoryId=${CATEGORY_IDS.accommodations}`);
    const { checkIn, checkOut, adults } = cardStay();
    const lowest = new Map<number, number | null>();
    for (const s of stays) {
      const res = await get(
        `/api/accommodations/${s.id}/rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=${adults}`,
      );
      lowest.set(s.id, lowestNightlyRate(res.json()));
    }
    return filterAccommodations(stays, (id) => lowest.get(id), {
      band: band as (typeof BANDS)[number]['value'] | null,
      location,
    });
  }

  it('keeps exactly the stays the trip planner filter kept in the browser, for every band and location', async () => {
    const bands = [null, ...BANDS.map((b) => b.value)];
    const locations = [null, ...LOCATIONS.map((l) => l.value)];
    let nonEmpty = 0;
    for (const band of bands)
      for (const location of locations) {
        if (!band && !location) continue;
        const qs = [band && `band=${band}`, location && `location=${location}`].filter(Boolean).join('&');
        const expected = await clientSideFilter(band, location);
        const got = await list(`categoryId=9&${qs}`);
        expect(ids(got).sort(), qs).toEqual(ids(expected).sort());
        // Without a category the filter still keeps only accommodations.
        expect(ids(await list(qs)).sort(), qs).toEqual(ids(expected).sort());
        if (expected.length > 0) nonEmpty++;
      }
    expect(nonEmpty).toBeGreaterThanOrEqual(6);
  });

  it('sorts, pages and counts the filtered stays; other categories keep none', async () => {
    const expected = sortEstablishments(await clientSideFilter('mid', null), 'name');
    expect(expected.length).toBeGreaterThan(1);
    expect(names(await list('categoryId=9&band=mid&sort=name'))).toEqual(names(expected));
    const first = await get('/api/establishments?categoryId=9&band=mid&sort=name&limit=1');
    expect(first.headers['x-total-count']).toBe(String(expected.length));
    expect(names(first.json())).toEqual([expected[0].name]);
    const { rows, totals } = await walk('categoryId=9&band=mid&sort=name', 1);
    expect(names(rows)).toEqual(names(expected));
    expect(totals).toEqual([String(expected.length)]);

    const none = await get('/api/establishments?categoryId=1&band=mid&limit=24');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('leaves out a stay whose rooms are all blocked for the stay', async () => {
    const before = await list('categoryId=9&band=luxury');
    expect(before.length).toBeGreaterThan(0);
    const stay = before[0];
    const db = ctx.database.db;
    const rooms = await db
      .select({ id: t.accommodationRates.id })
      .from(t.accommodationRates)
      .where(eq(t.accommodationRates.establishmentId, stay.id));
    await db
      .insert(t.accommodationAvailability)
      .values(
        rooms.map((r) => ({ rateId: r.id, date: cardStay().checkIn, availableRooms: 3, isBlocked: true })),
      )
      .onConflictDoUpdate({
        target: [t.accommodationAvailability.rateId, t.accommodationAvailability.date],
        set: { isBlocked: true },
      });
    await ctx.app.changes.recordOutsideWrite(null);
    expect(ids(await list('categoryId=9&band=luxury'))).not.toContain(stay.id);
    expect(ids(await list('categoryId=9'))).toContain(stay.id);
  });
});

describe('GET /api/establishments rejects bad sort and filter values with a message', () => {
  it.each([
    ['sort=price', /sort/],
    ['sort=distance', /lat/],
    ['sort=distance&lat=17.9', /lng/],
    ['sort=distance&lng=-87.9', /lat/],
    ['sort=distance&lat=91&lng=-87.9', /lat.*between -90 and 90/],
    ['sort=distance&lat=17.9&lng=-181', /lng.*between -180 and 180/],
    ['sort=distance&lat=abc&lng=-87.9', /lat.*degrees/],
    ['sort=distance&lat=&lng=-87.9', /lat/],
    ['sort=distance&lat=1e2&lng=-87.9', /lat/],
    ['sort=name&lat=17.9&lng=-87.9', /only used with sort=distance/],
    ['lat=17.9&lng=-87.9', /only used with sort=distance/],
    ['band=cheap', /band/],
    ['location=moon', /location/],
    ['categoryId=9&band=', /band/],
  ])('%s', async (qs, message) => {
    const res = await get(`/api/establishments?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
