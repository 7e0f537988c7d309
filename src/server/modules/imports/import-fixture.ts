import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { signInAdmin, signUp } from '../../../../test/auth-helpers';
import {
  type FakeHandler,
  type FakePlaces,
  fakePeriod,
  fakePlace,
  googleError,
  startFakePlaces,
} from '../../../../test/fake-places-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { IMPORT_QUERIES } from './mapping';

/** What the import test files share: a fake Places provider, an app that calls it, and helpers. */

export const KEY = 'test-places-key-0123';
export const Q = (what: string, area: string) => `${what} in ${area}, Ambergris Caye, Belize`;

/**
 * The provider's island, per run (ratings change between runs). Restaurants in San Pedro come in two
 * pages; attractions in San Pedro always offer another page (the import must stop at 3); one hotel
 * is off the island; Coco Beach is found by two queries. Opening periods match the weekday texts; The
 * Wet Lizard's Friday runs past midnight.
 */
export function island(run: number): FakeHandler {
  const elvis = fakePlace('g-elvis', 'Elvi’s Kitchen', 17.9204, -87.9625, {
    rating: run === 1 ? 4.5 : 4.7,
    userRatingCount: run === 1 ? 1200 : 1250,
    internationalPhoneNumber: '+501 226-2176',
    websiteUri: 'https://elviskitchen.example/',
    priceLevel: 'PRICE_LEVEL_MODERATE',
    regularOpeningHours:
      run === 1
        ? {
            weekdayDescriptions: ['Monday: 11:00\u202fAM – 9:00\u202fPM', 'Tuesday: Closed'],
            periods: [fakePeriod(1, '11:00', 1, '21:00')],
          }
        : {
            weekdayDescriptions: ['Monday: 10:00\u202fAM – 10:00\u202fPM'],
            periods: [fakePeriod(1, '10:00', 1, '22:00')],
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
    regularOpeningHours: {
      weekdayDescriptions: ['Monday: 10:00 AM – 10:00 PM', 'Tuesday: Closed', 'Friday: 6:00 PM – 2:00 AM'],
      periods: [fakePeriod(1, '10:00', 1, '22:00'), fakePeriod(5, '18:00', 6, '02:00')],
    },
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
export const REQUESTS_PER_RUN = IMPORT_QUERIES.length + 1 + 2;

/**
 * A test app (per file) importing from a fake provider that serves island(1), with an admin and an
 * owner signed in. Its fields are set in beforeAll; the helpers read them at each call.
 */
export function setUpImportApp() {
  const app = {} as { ctx: TestApp; places: FakePlaces; adminCookie: string; ownerCookie: string };
  beforeAll(async () => {
    app.places = await startFakePlaces(island(1));
    app.ctx = await createTestApp({ GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: app.places.baseUrl });
    app.ctx.app.services.imports.configureClient({ retryDelaysMs: [1, 2, 4], timeoutMs: 2000 });
    app.adminCookie = (await signInAdmin(app.ctx.app)).headers.cookie;
    app.ownerCookie = (await signUp(app.ctx.app)).headers.cookie;
  });
  afterAll(async () => {
    await app.ctx.close();
    await app.places.close();
  });

  const as = (cookie: string | undefined, method: 'GET' | 'POST', url: string) =>
    app.ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const startImport = () => as(app.adminCookie, 'POST', '/api/admin/import-google-places');
  const history = async () => (await as(app.adminCookie, 'GET', '/api/admin/import-history')).json();
  const stats = async () => (await as(app.adminCookie, 'GET', '/api/admin/stats')).json();

  /** Starts an import through the API and waits for it to finish; returns its final record. */
  async function runImport() {
    const res = await startImport();
    expect(res.statusCode).toBe(202);
    await app.ctx.app.services.imports.whenIdle();
    const record = (await history()).find((r: any) => r.id === res.json().id);
    return { started: res.json(), record };
  }

  async function byGooglePlaceId(id: string) {
    const [row] = await app.ctx.database.db
      .select()
      .from(t.establishments)
      .where(eq(t.establishments.googlePlaceId, id));
    return row;
  }

  async function countEstablishments() {
    return (await app.ctx.database.db.select({ id: t.establishments.id }).from(t.establishments)).length;
  }

  async function elvisRow() {
    const id = await establishmentIdByName(app.ctx.database.db, "Elvi's Kitchen");
    const [row] = await app.ctx.database.db
      .select()
      .from(t.establishments)
      .where(eq(t.establishments.id, id));
    return row;
  }

  return { app, as, startImport, history, stats, runImport, byGooglePlaceId, countEstablishments, elvisRow };
}
