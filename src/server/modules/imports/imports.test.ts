import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { fakePlace } from '../../../../test/fake-places-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { AREA_IDS, CATEGORY_IDS, ISLAND_BOUNDS } from '../../../domain/constants';
import { DAY_KEYS, type DayKey, openState, type TimeRange } from '../../../domain/hours';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { island, KEY, Q, REQUESTS_PER_RUN, setUpImportApp } from './import-fixture';
import { IMPORT_QUERIES } from './mapping';
import { PLACES_FIELD_MASK } from './places-client';
import { writePlaces } from './write-places';

const { app, as, history, stats, runImport, byGooglePlaceId, countEstablishments, elvisRow } =
  setUpImportApp();

/** A place's public reply, and what its opening hours say just before and just after it was asked for. */
async function publicPlace(id: number) {
  const before = new Date();
  const reply = (await as(undefined, 'GET', `/api/establishments/${id}`)).json();
  const states = [before, new Date()].map((at) => openState(reply.openingHours, at));
  return { reply, states, openNow: { openNow: reply.openNow, nextChange: reply.nextChange } };
}
const week = (ranges: Partial<Record<DayKey, TimeRange[]>>) =>
  DAY_KEYS.map((day) => ({ day, ranges: ranges[day] ?? [] }));

describe('access', () => {
  const routes: ['GET' | 'POST', string][] = [
    ['POST', '/api/admin/import-google-places'],
    ['GET', '/api/admin/import-history'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/import-config'],
  ];

  it('answers 401 signed out and 403 to a non-admin, and starts nothing', async () => {
    for (const [method, url] of routes) {
      const out = await as(undefined, method, url);
      expect(out.statusCode, url).toBe(401);
      expect(out.json().message).toBeTruthy();
      const owner = await as(app.ownerCookie, method, url);
      expect(owner.statusCode, url).toBe(403);
      expect(owner.json().message).toBeTruthy();
    }
    expect(app.places.requests).toHaveLength(0);
    expect(await history()).toEqual([]);
  });

  it('tells the admin the key is configured, never the key itself', async () => {
    const res = await as(app.adminCookie, 'GET', '/api/admin/import-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: true, baseUrl: app.places.baseUrl });
    expect(res.body).not.toContain(KEY);
  });

  it('has empty stats before any import', async () => {
    expect(await stats()).toEqual({
      totalEstablishments: 41,
      withGoogleRatings: 0,
      lastImportCount: 0,
      lastImportDate: null,
    });
  });
});

describe('a first import', () => {
  let record: any;
  const publicBefore: { list?: any[] } = {};

  beforeAll(async () => {
    app.places.requests.length = 0;
    // Warm the public reply cache: the import must invalidate it.
    publicBefore.list = (await as(undefined, 'GET', '/api/establishments')).json();
    const run = await runImport();
    expect(run.started).toMatchObject({ status: 'processing', source: 'google_places', completedAt: null });
    record = run.record;
  });

  it('completes with counts of created, updated and skipped places', () => {
    expect(record).toMatchObject({
      status: 'completed',
      recordsTotal: 6,
      recordsProcessed: 5,
      errorLog: null,
      metadata: { created: 4, updated: 1, skipped: 1, offIsland: 1, queries: IMPORT_QUERIES.length },
    });
    expect(Date.parse(record.completedAt)).toBeGreaterThanOrEqual(Date.parse(record.createdAt));
  });

  it('sends the key and only the fields it uses, inside the island rectangle', () => {
    expect(app.places.requests).toHaveLength(REQUESTS_PER_RUN);
    for (const req of app.places.requests) {
      expect(req.method).toBe('POST');
      expect(req.url).toBe('/v1/places:searchText');
      expect(req.headers['x-goog-api-key']).toBe(KEY);
      expect(req.headers['x-goog-fieldmask']).toBe(PLACES_FIELD_MASK);
      expect(req.body.pageSize).toBe(20);
      expect(req.body.locationRestriction).toEqual({
        rectangle: {
          low: { latitude: ISLAND_BOUNDS.south, longitude: ISLAND_BOUNDS.west },
          high: { latitude: ISLAND_BOUNDS.north, longitude: ISLAND_BOUNDS.east },
        },
      });
    }
    // The mask decides the billing tier: exactly the place fields the import stores, and the next page.
    const stored = 'id displayName formattedAddress location rating userRatingCount websiteUri';
    const storedToo = 'internationalPhoneNumber regularOpeningHours.weekdayDescriptions priceLevel';
    const hours = 'regularOpeningHours.periods';
    const amenities =
      'accessibilityOptions paymentOptions allowsDogs goodForChildren outdoorSeating reservable takeout delivery servesVegetarianFood liveMusic restroom';
    const wanted = `${stored} ${storedToo} ${hours} ${amenities}`
      .split(' ')
      .map((field) => `places.${field}`);
    expect(PLACES_FIELD_MASK.split(',').sort()).toEqual([...wanted, 'nextPageToken'].sort());
    // One query per category per area.
    const firstPages = app.places.requests.filter((r) => !r.body.pageToken).map((r) => r.body.textQuery);
    expect(new Set(firstPages).size).toBe(24);
    expect(firstPages).toContain(Q('restaurants and bars', 'San Pedro'));
  });

  it('follows nextPageToken, and at most three pages a query', () => {
    const rest = app.places.requests.filter(
      (r) => r.body.textQuery === Q('restaurants and bars', 'San Pedro'),
    );
    expect(rest.map((r) => r.body.pageToken)).toEqual([undefined, 'rest-sp-2']);
    const endless = app.places.requests.filter(
      (r) => r.body.textQuery === Q('tourist attractions', 'Secret Beach'),
    );
    expect(endless.map((r) => r.body.pageToken)).toEqual([undefined, 'attr-next', 'attr-next-next']);
  });

  it('creates new places as inactive drafts mapped from Google', async () => {
    const wet = await byGooglePlaceId('g-wet');
    expect(wet).toMatchObject({
      name: 'The Wet Lizard',
      isActive: false,
      source: 'google',
      categoryId: CATEGORY_IDS.restaurants,
      areaId: AREA_IDS.sanPedro,
      latitude: 17.9243,
      longitude: -87.9597,
      coordinateQuality: 'approximate',
      address: 'The Wet Lizard, San Pedro, Belize',
      phone: '+501 226-4444',
      hours: 'Monday: 10:00 AM – 10:00 PM; Tuesday: Closed; Friday: 6:00 PM – 2:00 AM',
      openingHours: 'Mo 10:00-22:00; Fr 18:00-02:00',
      priceRange: '$$$$',
      googleRating: 4.2,
      googleReviewCount: 300,
    });
    expect(wet.lastRatingUpdate).toBeInstanceOf(Date);
    expect(wet).toMatchObject({ checkedBy: 'import', checkedAt: wet.lastRatingUpdate });
    // Google gave no hours: none in either form.
    expect(await byGooglePlaceId('g-caramba')).toMatchObject({
      priceRange: '$',
      hours: null,
      openingHours: null,
    });
    // Category from the first query that found it (hotels before restaurants), area from the position.
    expect(await byGooglePlaceId('g-coco')).toMatchObject({
      categoryId: CATEGORY_IDS.accommodations,
      areaId: AREA_IDS.northShore,
      priceRange: '$$$',
      isActive: false,
    });
    expect(await byGooglePlaceId('g-sandbar')).toMatchObject({
      categoryId: CATEGORY_IDS.attractions,
      areaId: AREA_IDS.secretBeach,
      googleRating: null,
    });
    expect(await countEstablishments()).toBe(45);
  });

  it('skips places off the island', async () => {
    expect(await byGooglePlaceId('g-belize-city')).toBeUndefined();
  });

  it("matches the seeded Elvi's Kitchen by name and distance: ratings refreshed, only empty fields filled", async () => {
    const row = await elvisRow();
    expect(row).toMatchObject({
      googlePlaceId: 'g-elvis',
      googleRating: 4.5,
      googleReviewCount: 1200,
      isActive: true,
      source: 'seed',
      // Kept: they were not empty.
      name: "Elvi's Kitchen",
      address: 'Pescador Drive (Middle Street), downtown San Pedro',
      priceRange: '$$$',
      latitude: 17.92,
      longitude: -87.9628,
      // Filled: they were empty.
      phone: '+501 226-2176',
      website: 'https://elviskitchen.example/',
      hours: 'Monday: 11:00 AM – 9:00 PM; Tuesday: Closed',
      openingHours: 'Mo 11:00-21:00',
      // Gathered from public sources, now checked against Google.
      checkedBy: 'import',
    });
    expect(row.lastRatingUpdate).toBeInstanceOf(Date);
    expect(row.checkedAt).toEqual(row.lastRatingUpdate);
  });

  it('shows visitors the converted hours: the week table and open now follow from them', async () => {
    const { reply, states, openNow } = await publicPlace((await elvisRow()).id);
    expect(reply).toMatchObject({
      hours: 'Monday: 11:00 AM – 9:00 PM; Tuesday: Closed',
      openingHours: 'Mo 11:00-21:00',
      openingHoursWeek: week({ Mo: [{ opens: '11:00', closes: '21:00' }] }),
    });
    expect(states).toContainEqual(openNow);
    expect(reply.openNow).not.toBeNull();
  });

  it('lists drafts nowhere public, and shows refreshed ratings at once', async () => {
    const list = (await as(undefined, 'GET', '/api/establishments')).json();
    expect(list).toHaveLength(41);
    const names = list.map((e: any) => e.name);
    for (const draft of ['The Wet Lizard', 'Caramba Restaurant', 'Coco Beach Resort', 'Sandbar Beach Club'])
      expect(names).not.toContain(draft);
    const wet = await byGooglePlaceId('g-wet');
    expect((await as(undefined, 'GET', `/api/establishments/${wet.id}`)).statusCode).toBe(404);
    expect((await as(undefined, 'GET', '/api/establishments?q=lizard')).json()).toEqual([]);
    expect(
      (await as(undefined, 'GET', '/api/establishments?categoryId=9&areaId=5'))
        .json()
        .map((e: any) => e.name),
    ).not.toContain('Coco Beach Resort');
    // The cached list from before the import was dropped: Elvi's rating shows.
    expect(publicBefore.list!.find((e: any) => e.name === "Elvi's Kitchen").googleRating).toBeNull();
    expect(list.find((e: any) => e.name === "Elvi's Kitchen").googleRating).toBe(4.5);
  });

  it('is reflected in stats and history', async () => {
    expect(await stats()).toEqual({
      totalEstablishments: 45,
      withGoogleRatings: 4,
      lastImportCount: 5,
      lastImportDate: record.completedAt,
    });
    const list = await history();
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual(record);
  });
});

describe('a second import with changed ratings', () => {
  let record: any;
  let elvisBefore: typeof t.establishments.$inferSelect;

  beforeAll(async () => {
    const db = app.ctx.database.db;
    // The owner of Elvi's edited the phone and cleared the website; the admin published a draft.
    await db
      .update(t.establishments)
      .set({ phone: '+501 600-0000', website: null, ownerEditedFields: ['phone', 'website'] })
      .where(eq(t.establishments.googlePlaceId, 'g-elvis'));
    await db
      .update(t.establishments)
      .set({ isActive: true })
      .where(eq(t.establishments.googlePlaceId, 'g-wet'));
    // In the dashboard's editor Elvi's owner removed the opening hours Google gave; the text stays.
    const elvisId = (await elvisRow()).id;
    const owner = await signUpVerifiedOwner(app.ctx.app, await signInAdmin(app.ctx.app), elvisId);
    const edit = await app.ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${elvisId}`,
      headers: owner.headers,
      payload: { openingHours: null },
    });
    expect(edit.statusCode).toBe(200);
    elvisBefore = await elvisRow();
    app.places.setHandler(island(2));
    app.places.requests.length = 0;
    record = (await runImport()).record;
  });

  it('updates instead of duplicating', async () => {
    expect(record).toMatchObject({
      status: 'completed',
      recordsProcessed: 5,
      metadata: { created: 0, updated: 5, skipped: 1 },
    });
    expect(await countEstablishments()).toBe(45);
    const ids = ['g-elvis', 'g-caramba', 'g-wet', 'g-coco', 'g-sandbar'];
    const rows = await app.ctx.database.db
      .select({ id: t.establishments.id })
      .from(t.establishments)
      .where(inArray(t.establishments.googlePlaceId, ids));
    expect(rows).toHaveLength(5);
  });

  it('refreshes ratings and leaves owner-edited and filled fields alone', async () => {
    const row = await elvisRow();
    expect(row).toMatchObject({
      googleRating: 4.7,
      googleReviewCount: 1250,
      phone: '+501 600-0000',
      website: null,
      hours: 'Monday: 11:00 AM – 9:00 PM; Tuesday: Closed',
      openingHours: null,
      ownerEditedFields: ['phone', 'website', 'openingHours'],
    });
    expect(row.lastRatingUpdate!.getTime()).toBeGreaterThan(elvisBefore.lastRatingUpdate!.getTime());
    // Its owner's edit days ago is a fresher check than Google's; a place only Google checked moves on.
    expect(row).toMatchObject({ checkedBy: 'owner', checkedAt: elvisBefore.checkedAt });
    const wet = await byGooglePlaceId('g-wet');
    expect(wet).toMatchObject({ googleRating: 4.0, isActive: true, checkedBy: 'import' });
    expect(wet.checkedAt).toEqual(wet.lastRatingUpdate);
  });

  it('keeps the history newest first and stats on the latest run', async () => {
    const list = await history();
    expect(list.map((r: any) => r.id)).toEqual([record.id, list[1].id]);
    expect(list[0].id).toBeGreaterThan(list[1].id);
    expect(await stats()).toMatchObject({
      totalEstablishments: 45,
      withGoogleRatings: 4,
      lastImportCount: 5,
      lastImportDate: record.completedAt,
    });
    // The published draft is public now, with its rating.
    const pub = (await as(undefined, 'GET', '/api/establishments?q=lizard')).json();
    expect(pub.map((e: any) => [e.name, e.googleRating])).toEqual([['The Wet Lizard', 4]]);
  });

  it("shows the published draft's converted hours, Friday night past midnight included", async () => {
    const { reply, states, openNow } = await publicPlace((await byGooglePlaceId('g-wet')).id);
    expect(reply).toMatchObject({
      hours: 'Monday: 10:00 AM – 10:00 PM; Tuesday: Closed; Friday: 6:00 PM – 2:00 AM',
      openingHours: 'Mo 10:00-22:00; Fr 18:00-02:00',
      openingHoursWeek: week({
        Mo: [{ opens: '10:00', closes: '22:00' }],
        Fr: [{ opens: '18:00', closes: '02:00' }],
      }),
    });
    expect(states).toContainEqual(openNow);
  });
});

describe('without GOOGLE_PLACES_API_KEY', () => {
  let bare: TestApp;
  let cookie: string;

  beforeAll(async () => {
    bare = await createTestApp({
      GOOGLE_PLACES_API_KEY: undefined,
      GOOGLE_PLACES_BASE_URL: app.places.baseUrl,
    });
    cookie = (await signInAdmin(bare.app)).headers.cookie;
  });
  afterAll(() => bare.close());

  it('answers 503 naming the variable, records nothing and calls no one', async () => {
    app.places.requests.length = 0;
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/admin/import-google-places',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('GOOGLE_PLACES_API_KEY');
    const list = await bare.app.inject({
      method: 'GET',
      url: '/api/admin/import-history',
      headers: { cookie },
    });
    expect(list.json()).toEqual([]);
    expect(app.places.requests).toHaveLength(0);
    const cfg = await bare.app.inject({
      method: 'GET',
      url: '/api/admin/import-config',
      headers: { cookie },
    });
    expect(cfg.json()).toEqual({ configured: false, baseUrl: app.places.baseUrl });
  });
});

describe('matching by name and distance', () => {
  it('matches the same name within 150 m, not farther, and skips a second Google id of a linked place', async () => {
    const db = app.ctx.database.db;
    const countBefore = await countEstablishments();
    const seeded = await establishmentIdByName(db, 'Blue Bayou'); // 17.977, -88.0012
    const counts = await writePlaces(
      db,
      [
        // About 90 m away, name written differently: the seeded place.
        { place: fakePlace('g-bayou', 'BLUE BAYOU!', 17.9778, -88.0012, { rating: 4.1 }), categoryId: 1 },
        // Same name 1.1 km away: another place, a new draft.
        { place: fakePlace('g-bayou-far', 'Blue Bayou', 17.987, -88.0012), categoryId: 1 },
        // Elvi's is linked to g-elvis: another id with its name a few metres away is a provider duplicate.
        { place: fakePlace('g-elvis-dup', "Elvi's Kitchen", 17.9201, -87.9628), categoryId: 1 },
      ],
      { now: new Date() },
    );
    expect(counts).toEqual({ created: 1, updated: 1, skipped: 1, offIsland: 0, duplicates: 1 });
    expect((await byGooglePlaceId('g-bayou')).id).toBe(seeded);
    expect((await byGooglePlaceId('g-bayou')).googleRating).toBe(4.1);
    expect(await byGooglePlaceId('g-bayou-far')).toMatchObject({ name: 'Blue Bayou', isActive: false });
    expect(await byGooglePlaceId('g-elvis-dup')).toBeUndefined();
    expect(await countEstablishments()).toBe(countBefore + 1);
  });
});
