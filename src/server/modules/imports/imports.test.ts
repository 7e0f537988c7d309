import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin, signUp } from '../../../../test/auth-helpers';
import {
  type FakeHandler,
  type FakePlaces,
  fakePlace,
  googleError,
  startFakePlaces,
} from '../../../../test/fake-places-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { AREA_IDS, CATEGORY_IDS, ISLAND_BOUNDS } from '../../../domain/constants';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { ConflictError } from '../../lib/errors';
import { IMPORT_QUERIES } from './mapping';
import { PLACES_FIELD_MASK } from './places-client';
import { createImportService } from './service';
import { writePlaces } from './write-places';

const KEY = 'test-places-key-0123';
const Q = (what: string, area: string) => `${what} in ${area}, Ambergris Caye, Belize`;

/**
 * The provider's island, per run (ratings change between runs). Restaurants in San Pedro come in two
 * pages; attractions in San Pedro always offer another page (the import must stop at 3); one hotel
 * is off the island; Coco Beach is found by two queries.
 */
function island(run: number): FakeHandler {
  const elvis = fakePlace('g-elvis', 'Elvi’s Kitchen', 17.9204, -87.9625, {
    rating: run === 1 ? 4.5 : 4.7,
    userRatingCount: run === 1 ? 1200 : 1250,
    internationalPhoneNumber: '+501 226-2176',
    websiteUri: 'https://elviskitchen.example/',
    priceLevel: 'PRICE_LEVEL_MODERATE',
    regularOpeningHours: {
      weekdayDescriptions:
        run === 1
          ? ['Monday: 11:00\u202fAM – 9:00\u202fPM', 'Tuesday: Closed']
          : ['Monday: 10:00\u202fAM – 10:00\u202fPM'],
    },
  });
  const caramba = fakePlace('g-caramba', 'Caramba Restaurant', 17.9228, -87.9603, {
    rating: 4.4,
    userRatingCount: 900,
    priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
  });
  const wetLizard = fakePlace('g-wet', 'The Wet Lizard', 17.9243, -87.9597, {
    rating: run === 1 ? 4.2 : 4.0,
    userRatingCount: 300,
    priceLevel: 'PRICE_LEVEL_VERY_EXPENSIVE',
    internationalPhoneNumber: '+501 226-4444',
    regularOpeningHours: { weekdayDescriptions: ['Monday: 10:00 AM – 10:00 PM', 'Tuesday: Closed'] },
  });
  const cocoBeach = fakePlace('g-coco', 'Coco Beach Resort', 17.966, -87.928, {
    rating: 4.6,
    userRatingCount: 800,
    priceLevel: 'PRICE_LEVEL_EXPENSIVE',
  });
  const belizeCity = fakePlace('g-belize-city', 'Radisson Fort George', 17.4986, -88.1824, { rating: 4.3 });
  const sandbar = fakePlace('g-sandbar', 'Sandbar Beach Club', 17.979, -88.001);
  return (req) => {
    const { textQuery, pageToken } = req.body;
    if (textQuery === Q('restaurants and bars', 'San Pedro')) {
      if (!pageToken) return { body: { places: [elvis, caramba], nextPageToken: 'rest-sp-2' } };
      if (pageToken === 'rest-sp-2') return { body: { places: [wetLizard] } };
      return { status: 400, body: googleError(400, 'INVALID_ARGUMENT', 'Bad page token') };
    }
    if (textQuery === Q('hotels and resorts', 'North Shore'))
      return { body: { places: [belizeCity, cocoBeach] } };
    if (textQuery === Q('restaurants and bars', 'North Shore')) return { body: { places: [cocoBeach] } };
    if (textQuery === Q('tourist attractions', 'Secret Beach'))
      return { body: { places: [sandbar], nextPageToken: `${pageToken ?? 'attr'}-next` } };
    return { body: {} };
  };
}
const REQUESTS_PER_RUN = IMPORT_QUERIES.length + 1 + 2;

let ctx: TestApp;
let places: FakePlaces;
let adminCookie: string;
let ownerCookie: string;

beforeAll(async () => {
  places = await startFakePlaces(island(1));
  ctx = await createTestApp({ GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: places.baseUrl });
  ctx.app.services.imports.configureClient({ retryDelaysMs: [1, 2, 4], timeoutMs: 2000 });
  adminCookie = (await signInAdmin(ctx.app)).headers.cookie;
  ownerCookie = (await signUp(ctx.app)).headers.cookie;
});
afterAll(async () => {
  await ctx.close();
  await places.close();
});

const as = (cookie: string | undefined, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const startImport = () => as(adminCookie, 'POST', '/api/admin/import-google-places');
const history = async () => (await as(adminCookie, 'GET', '/api/admin/import-history')).json();
const stats = async () => (await as(adminCookie, 'GET', '/api/admin/stats')).json();

/** Starts an import through the API and waits for it to finish; returns its final record. */
async function runImport() {
  const res = await startImport();
  expect(res.statusCode).toBe(202);
  await ctx.app.services.imports.whenIdle();
  const record = (await history()).find((r: any) => r.id === res.json().id);
  return { started: res.json(), record };
}

async function byPlaceId(id: string) {
  const [row] = await ctx.database.db
    .select()
    .from(t.establishments)
    .where(eq(t.establishments.googlePlaceId, id));
  return row;
}

async function countEstablishments() {
  return (await ctx.database.db.select({ id: t.establishments.id }).from(t.establishments)).length;
}

async function elvisRow() {
  const id = await establishmentIdByName(ctx.database.db, "Elvi's Kitchen");
  const [row] = await ctx.database.db.select().from(t.establishments).where(eq(t.establishments.id, id));
  return row;
}

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
      const owner = await as(ownerCookie, method, url);
      expect(owner.statusCode, url).toBe(403);
      expect(owner.json().message).toBeTruthy();
    }
    expect(places.requests).toHaveLength(0);
    expect(await history()).toEqual([]);
  });

  it('tells the admin the key is configured, never the key itself', async () => {
    const res = await as(adminCookie, 'GET', '/api/admin/import-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: true, baseUrl: places.baseUrl });
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
    places.requests.length = 0;
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
    expect(places.requests).toHaveLength(REQUESTS_PER_RUN);
    for (const req of places.requests) {
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
    expect(PLACES_FIELD_MASK.split(',').sort()).toEqual(
      [
        'places.id',
        'places.displayName',
        'places.formattedAddress',
        'places.location',
        'places.rating',
        'places.userRatingCount',
        'places.websiteUri',
        'places.internationalPhoneNumber',
        'places.regularOpeningHours.weekdayDescriptions',
        'places.priceLevel',
        'nextPageToken',
      ].sort(),
    );
    // One query per category per area.
    const firstPages = places.requests.filter((r) => !r.body.pageToken).map((r) => r.body.textQuery);
    expect(new Set(firstPages).size).toBe(24);
    expect(firstPages).toContain(Q('restaurants and bars', 'San Pedro'));
  });

  it('follows nextPageToken, and at most three pages a query', () => {
    const rest = places.requests.filter((r) => r.body.textQuery === Q('restaurants and bars', 'San Pedro'));
    expect(rest.map((r) => r.body.pageToken)).toEqual([undefined, 'rest-sp-2']);
    const endless = places.requests.filter(
      (r) => r.body.textQuery === Q('tourist attractions', 'Secret Beach'),
    );
    expect(endless.map((r) => r.body.pageToken)).toEqual([undefined, 'attr-next', 'attr-next-next']);
  });

  it('creates new places as inactive drafts mapped from Google', async () => {
    const wet = await byPlaceId('g-wet');
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
      hours: 'Monday: 10:00 AM – 10:00 PM; Tuesday: Closed',
      priceRange: '$$$$',
      googleRating: 4.2,
      googleReviewCount: 300,
    });
    expect(wet.lastRatingUpdate).toBeInstanceOf(Date);
    expect((await byPlaceId('g-caramba')).priceRange).toBe('$');
    // Category from the first query that found it (hotels before restaurants), area from the position.
    expect(await byPlaceId('g-coco')).toMatchObject({
      categoryId: CATEGORY_IDS.accommodations,
      areaId: AREA_IDS.northShore,
      priceRange: '$$$',
      isActive: false,
    });
    expect(await byPlaceId('g-sandbar')).toMatchObject({
      categoryId: CATEGORY_IDS.attractions,
      areaId: AREA_IDS.secretBeach,
      googleRating: null,
    });
    expect(await countEstablishments()).toBe(45);
  });

  it('skips places off the island', async () => {
    expect(await byPlaceId('g-belize-city')).toBeUndefined();
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
    });
    expect(row.lastRatingUpdate).toBeInstanceOf(Date);
  });

  it('lists drafts nowhere public, and shows refreshed ratings at once', async () => {
    const list = (await as(undefined, 'GET', '/api/establishments')).json();
    expect(list).toHaveLength(41);
    const names = list.map((e: any) => e.name);
    for (const draft of ['The Wet Lizard', 'Caramba Restaurant', 'Coco Beach Resort', 'Sandbar Beach Club'])
      expect(names).not.toContain(draft);
    const wet = await byPlaceId('g-wet');
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
    const db = ctx.database.db;
    // The owner of Elvi's edited the phone and cleared the website; the admin published a draft.
    await db
      .update(t.establishments)
      .set({ phone: '+501 600-0000', website: null, ownerEditedFields: ['phone', 'website'] })
      .where(eq(t.establishments.googlePlaceId, 'g-elvis'));
    await db
      .update(t.establishments)
      .set({ isActive: true })
      .where(eq(t.establishments.googlePlaceId, 'g-wet'));
    elvisBefore = await elvisRow();
    places.setHandler(island(2));
    places.requests.length = 0;
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
    const rows = await ctx.database.db
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
      ownerEditedFields: ['phone', 'website'],
    });
    expect(row.lastRatingUpdate!.getTime()).toBeGreaterThan(elvisBefore.lastRatingUpdate!.getTime());
    expect(await byPlaceId('g-wet')).toMatchObject({ googleRating: 4.0, isActive: true });
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
});

describe('one import at a time', () => {
  afterEach(() => places.setHandler(island(2)));

  it('answers 409 to a second start while one runs, in this instance and from another one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const normal = island(2);
    places.setHandler(async (req, i) => {
      await gate;
      return normal(req, i);
    });
    const first = await startImport();
    expect(first.statusCode).toBe(202);
    const second = await startImport();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already running/);
    // Another app instance on the same database sees the running import through the database.
    const other = createImportService(
      ctx.database.db,
      { GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: places.baseUrl },
      { publish: () => {} },
    );
    await expect(other.start()).rejects.toBeInstanceOf(ConflictError);
    expect((await history())[0]).toMatchObject({
      id: first.json().id,
      status: 'processing',
      completedAt: null,
      metadata: { queries: 24, queriesDone: 0 },
    });
    release();
    await ctx.app.services.imports.whenIdle();
    expect((await history())[0]).toMatchObject({ id: first.json().id, status: 'completed' });
    // Free again.
    const third = await startImport();
    expect(third.statusCode).toBe(202);
    await ctx.app.services.imports.whenIdle();
  });

  it('does not let a processing record of a dead process block forever', async () => {
    const db = ctx.database.db;
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [stale] = await db
      .insert(t.dataImports)
      .values({ source: 'google_places', type: 'text_search', status: 'processing', createdAt: hourAgo })
      .returning();
    const res = await startImport();
    expect(res.statusCode).toBe(202);
    await ctx.app.services.imports.whenIdle();
    const [after] = await db.select().from(t.dataImports).where(eq(t.dataImports.id, stale.id));
    expect(after.status).toBe('failed');
    expect(after.errorLog).toMatch(/stopped without finishing/);
    expect(after.completedAt).toBeInstanceOf(Date);

    // A fresh processing record (another instance's live import) does block.
    const [live] = await db
      .insert(t.dataImports)
      .values({ source: 'google_places', type: 'text_search', status: 'processing' })
      .returning();
    const blocked = await startImport();
    expect(blocked.statusCode).toBe(409);
    await db.update(t.dataImports).set({ status: 'failed' }).where(eq(t.dataImports.id, live.id));
  });
});

describe('provider faults', () => {
  let before: { count: number; elvis: typeof t.establishments.$inferSelect };

  beforeEach(async () => {
    before = { count: await countEstablishments(), elvis: await elvisRow() };
  });
  afterEach(() => {
    places.setHandler(island(2));
    ctx.app.services.imports.configureClient({ retryDelaysMs: [1, 2, 4], timeoutMs: 2000 });
  });

  /** Nothing was written: same count, Elvi's untouched, no new place id. */
  async function expectNothingWritten() {
    expect(await countEstablishments()).toBe(before.count);
    const elvis = await elvisRow();
    expect(elvis.googleRating).toBe(before.elvis.googleRating);
    expect(elvis.lastRatingUpdate).toEqual(before.elvis.lastRatingUpdate);
    expect(await byPlaceId('g-new')).toBeUndefined();
  }

  it('fails at once on 403 with the provider message', async () => {
    places.requests.length = 0;
    places.setHandler(() => ({
      status: 403,
      body: googleError(403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.'),
    }));
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toContain('API key not valid. Please pass a valid API key.');
    expect(record.errorLog).toContain('403');
    expect(record.completedAt).not.toBeNull();
    expect(places.requests).toHaveLength(1);
    await expectNothingWritten();
  });

  it('fails at once on 400 with the provider message', async () => {
    places.requests.length = 0;
    places.setHandler(() => ({
      status: 400,
      body: googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'),
    }));
    const { record } = await runImport();
    expect(record).toMatchObject({ status: 'failed' });
    expect(record.errorLog).toContain('Invalid JSON payload received.');
    expect(places.requests).toHaveLength(1);
  });

  it('retries a 429 and then succeeds', async () => {
    places.requests.length = 0;
    const normal = island(2);
    places.setHandler((req, i) =>
      i === 0
        ? { status: 429, body: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.') }
        : normal(req, i),
    );
    const { record } = await runImport();
    expect(record).toMatchObject({ status: 'completed', metadata: { updated: 5, created: 0 } });
    expect(places.requests).toHaveLength(REQUESTS_PER_RUN + 1);
    expect(places.requests[0].body).toEqual(places.requests[1].body);
  });

  it('retries 5xx with bounded backoff, then fails with the provider message', async () => {
    places.requests.length = 0;
    places.setHandler(() => ({
      status: 503,
      body: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'),
    }));
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toContain('The service is currently unavailable.');
    expect(record.errorLog).toMatch(/503/);
    expect(record.errorLog).toMatch(/gave up after 4 attempts/);
    expect(places.requests).toHaveLength(4);
    await expectNothingWritten();
  });

  it('fails on a malformed reply and leaves no half-written place', async () => {
    const normal = island(2);
    // Good pages first (a new place, new ratings), then a reply whose place has no usable id.
    places.setHandler((req, i) => {
      if (req.body.textQuery === Q('tourist attractions', 'San Pedro'))
        return { body: { places: [{ id: 42, displayName: { text: 'Broken' } }] } };
      if (req.body.textQuery === Q('pharmacies', 'San Pedro'))
        return {
          body: { places: [fakePlace('g-new', 'Brand New Pharmacy', 17.921, -87.962, { rating: 5 })] },
        };
      return normal(req, i);
    });
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toMatch(/unexpected reply/);
    expect(record.errorLog).toMatch(/places\.0\.id/);
    await expectNothingWritten();
  });

  it('fails on a reply that is not JSON', async () => {
    places.setHandler(() => ({ raw: '<html>oops</html>' }));
    const { record } = await runImport();
    expect(record).toMatchObject({ status: 'failed', errorLog: expect.stringMatching(/not JSON/) });
    await expectNothingWritten();
  });

  it('gives up on a provider that does not answer in time', async () => {
    places.requests.length = 0;
    ctx.app.services.imports.configureClient({ timeoutMs: 100, retryDelaysMs: [1] });
    places.setHandler(() => new Promise<never>(() => {}));
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toMatch(/did not answer within 100 ms/);
    expect(places.requests).toHaveLength(2);
    await expectNothingWritten();
  });
});

describe('shutdown', () => {
  it('records a running import as failed when the server stops it', async () => {
    places.setHandler(() => new Promise<never>(() => {}));
    const service = createImportService(
      ctx.database.db,
      { GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: places.baseUrl },
      { publish: () => {} },
    );
    const started = await service.start();
    expect(service.current()).not.toBeNull();
    await service.stop();
    expect(service.current()).toBeNull();
    const [row] = await ctx.database.db.select().from(t.dataImports).where(eq(t.dataImports.id, started.id));
    expect(row).toMatchObject({ status: 'failed', errorLog: expect.stringMatching(/server shut down/) });
    expect(row.completedAt).toBeInstanceOf(Date);
    places.setHandler(island(2));
  });
});

describe('without GOOGLE_PLACES_API_KEY', () => {
  let bare: TestApp;
  let cookie: string;

  beforeAll(async () => {
    bare = await createTestApp({ GOOGLE_PLACES_API_KEY: undefined, GOOGLE_PLACES_BASE_URL: places.baseUrl });
    cookie = (await signInAdmin(bare.app)).headers.cookie;
  });
  afterAll(() => bare.close());

  it('answers 503 naming the variable, records nothing and calls no one', async () => {
    places.requests.length = 0;
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
    expect(places.requests).toHaveLength(0);
    const cfg = await bare.app.inject({
      method: 'GET',
      url: '/api/admin/import-config',
      headers: { cookie },
    });
    expect(cfg.json()).toEqual({ configured: false, baseUrl: places.baseUrl });
  });
});

describe('matching by name and distance', () => {
  it('matches the same name within 150 m, not farther, and skips a second Google id of a linked place', async () => {
    const db = ctx.database.db;
    const countBefore = await countEstablishments();
    const seeded = await establishmentIdByName(db, 'Blue Bayou'); // 17.977, -88.0012
    const counts = await writePlaces(db, [
      // About 90 m away, name written differently: the seeded place.
      { place: fakePlace('g-bayou', 'BLUE BAYOU!', 17.9778, -88.0012, { rating: 4.1 }), categoryId: 1 },
      // Same name 1.1 km away: another place, a new draft.
      { place: fakePlace('g-bayou-far', 'Blue Bayou', 17.987, -88.0012), categoryId: 1 },
      // Elvi's is linked to g-elvis: another id with its name a few metres away is a provider duplicate.
      { place: fakePlace('g-elvis-dup', "Elvi's Kitchen", 17.9201, -87.9628), categoryId: 1 },
    ]);
    expect(counts).toEqual({ created: 1, updated: 1, skipped: 1, offIsland: 0, duplicates: 1 });
    expect((await byPlaceId('g-bayou')).id).toBe(seeded);
    expect((await byPlaceId('g-bayou')).googleRating).toBe(4.1);
    expect(await byPlaceId('g-bayou-far')).toMatchObject({ name: 'Blue Bayou', isActive: false });
    expect(await byPlaceId('g-elvis-dup')).toBeUndefined();
    expect(await countEstablishments()).toBe(countBefore + 1);
  });
});
