import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakePlaces,
  fakePlace,
  googleError,
  startFakePlaces,
} from '../../../../test/fake-places-server';
import { AREAS } from '../../../domain/constants';
import places from '../../db/seed/places.json' with { type: 'json' };
import { areaForPosition, IMPORT_QUERIES, mapPlace, normaliseName, priceRangeFor } from './mapping';
import { createPlacesClient, PlacesApiError, type PlacesClientOptions } from './places-client';

let server: FakePlaces;
let waits: number[];
beforeAll(async () => {
  server = await startFakePlaces(() => ({ body: {} }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  waits = [];
});

const client = (extra: Partial<PlacesClientOptions> = {}) =>
  createPlacesClient({
    apiKey: 'k',
    baseUrl: `${server.baseUrl}/`,
    retryDelaysMs: [100, 200, 400],
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  });

describe('places client', () => {
  it('posts the query with the page token and returns the validated reply', async () => {
    server.setHandler(() => ({
      body: { places: [fakePlace('a', 'A', 17.92, -87.96, { unknownField: 1 })], nextPageToken: 'n' },
    }));
    const reply = await client().searchText({ textQuery: 'q', pageToken: 'p' });
    expect(reply.nextPageToken).toBe('n');
    expect(reply.places?.[0]).toMatchObject({ id: 'a', displayName: { text: 'A' } });
    expect(server.requests[0].url).toBe('/v1/places:searchText');
    expect(server.requests[0].body).toMatchObject({ textQuery: 'q', pageToken: 'p', pageSize: 20 });
    expect(server.requests[0].headers['content-type']).toBe('application/json');
  });

  it('waits with exponential backoff between retries, longer when Retry-After asks', async () => {
    server.setHandler((_req, i) =>
      i < 3
        ? {
            status: i === 0 ? 429 : 502,
            body: googleError(429, 'RESOURCE_EXHAUSTED', 'slow down'),
            headers: i === 1 ? { 'retry-after': '1' } : undefined,
          }
        : { body: {} },
    );
    await expect(client().searchText({ textQuery: 'q' })).resolves.toEqual({});
    expect(waits).toEqual([100, 1000, 400]);
    expect(server.requests).toHaveLength(4);
  });

  it('gives up after the last delay with the provider message', async () => {
    server.setHandler(() => ({
      status: 500,
      body: googleError(500, 'INTERNAL', 'Internal error encountered.'),
    }));
    const err = await client()
      .searchText({ textQuery: 'q' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(PlacesApiError);
    expect(err.message).toBe(
      'Google Places API error 500: Internal error encountered. (INTERNAL) (gave up after 4 attempts)',
    );
    expect(waits).toEqual([100, 200, 400]);
  });

  it('does not retry a 400 or 403', async () => {
    for (const status of [400, 403]) {
      server.requests.length = 0;
      server.setHandler(() => ({ status, body: googleError(status, 'X', `message ${status}`) }));
      await expect(client().searchText({ textQuery: 'q' })).rejects.toThrow(`message ${status}`);
      expect(server.requests).toHaveLength(1);
    }
    expect(waits).toEqual([]);
  });

  it('rejects a reply of the wrong shape', async () => {
    for (const body of [{ places: 'x' }, { places: [{ id: 'a', location: { latitude: '17' } }] }]) {
      server.setHandler(() => ({ body }));
      await expect(client().searchText({ textQuery: 'q' })).rejects.toThrow(/unexpected reply/);
    }
  });

  it('keeps opening periods, and keeps the place without them when they are malformed', async () => {
    const weekdayDescriptions = ['Friday: 8:00 PM – 12:00 AM'];
    const friday = {
      open: { day: 5, hour: 20, minute: 0 },
      close: { day: 5, hour: 24, minute: 0, date: {} },
    };
    const periodsOfPlaces = [
      [friday],
      [friday, { open: { day: 7, hour: 8, minute: 0 } }],
      [{ open: friday.open, close: { day: 5, hour: 24, minute: 30 } }],
      [{ close: friday.close }],
      [friday.open],
      'x',
    ];
    server.setHandler(() => ({
      body: {
        places: periodsOfPlaces.map((periods, i) =>
          fakePlace(`p${i}`, 'A', 17.92, -87.96, { regularOpeningHours: { weekdayDescriptions, periods } }),
        ),
      },
    }));
    const [good, ...malformed] = (await client().searchText({ textQuery: 'q' })).places!;
    expect(good.regularOpeningHours).toEqual({
      weekdayDescriptions,
      periods: [{ open: friday.open, close: { day: 5, hour: 24, minute: 0 } }],
    });
    for (const place of malformed) expect(place.regularOpeningHours).toEqual({ weekdayDescriptions });
  });

  it('stops waiting for a reply after the timeout, and when the caller aborts', async () => {
    server.setHandler(() => new Promise<never>(() => {}));
    await expect(client({ timeoutMs: 50, retryDelaysMs: [] }).searchText({ textQuery: 'q' })).rejects.toThrow(
      /did not answer within 50 ms \(gave up after 1 attempt\)/,
    );
    const controller = new AbortController();
    const pending = client({ timeoutMs: 10_000 }).searchText({ textQuery: 'q' }, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });
});

describe('mapping', () => {
  it('derives the area of all 41 seeded places from their position', () => {
    const ids = Object.fromEntries(AREAS.map((a) => [a.name, a.id]));
    for (const p of places) expect(areaForPosition(p.latitude, p.longitude), p.name).toBe(ids[p.area]);
  });

  it('normalises names for matching', () => {
    expect(normaliseName('Elvi’s Kitchen')).toBe(normaliseName("Elvi's Kitchen"));
    expect(normaliseName('  CAFÉ  Olé! ')).toBe('cafe ole');
    expect(normaliseName('Aji Tapa Bar & Restaurant')).toBe('aji tapa bar and restaurant');
    expect(normaliseName('Mambo Restaurant (Matachica)')).toBe('mambo restaurant');
    expect(normaliseName('Blue Water Grill')).not.toBe(normaliseName('Blue Water Bar'));
  });

  it('maps price levels to $ .. $$$$', () => {
    expect(
      [
        'PRICE_LEVEL_INEXPENSIVE',
        'PRICE_LEVEL_MODERATE',
        'PRICE_LEVEL_EXPENSIVE',
        'PRICE_LEVEL_VERY_EXPENSIVE',
      ].map(priceRangeFor),
    ).toEqual(['$', '$$', '$$$', '$$$$']);
    expect(priceRangeFor('PRICE_LEVEL_FREE')).toBeNull();
    expect(priceRangeFor('PRICE_LEVEL_UNSPECIFIED')).toBeNull();
    expect(priceRangeFor(undefined)).toBeNull();
  });

  it('skips places off the island or without a name or position', () => {
    expect(mapPlace(fakePlace('x', 'Belize City', 17.5, -88.2), 1)).toEqual({ skip: 'offIsland' });
    expect(mapPlace({ id: 'x', location: { latitude: 17.92, longitude: -87.96 } }, 1)).toEqual({
      skip: 'incomplete',
    });
    expect(mapPlace({ id: 'x', displayName: { text: 'A' } }, 1)).toEqual({ skip: 'incomplete' });
  });

  it('asks one query per category per area', () => {
    expect(IMPORT_QUERIES).toHaveLength(24);
    expect(new Set(IMPORT_QUERIES.map((q) => q.categoryId)).size).toBe(8);
    for (const q of IMPORT_QUERIES)
      expect(q.textQuery).toMatch(/ in (San Pedro|North Shore|Secret Beach), Ambergris Caye, Belize$/);
  });
});
