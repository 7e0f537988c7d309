import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../../test/auth-helpers';
import { createAdminApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import type { Establishment } from '../../../domain/schemas/catalog';
import { establishmentIdByName } from '../../db/seed/seed';

/** An instant given as Belize wall-clock time (UTC-6). */
const belize = (iso: string) => new Date(`${iso}-06:00`);
let now = belize('2026-12-05T13:00'); // a Saturday lunchtime
const clock = { now: () => new Date(now.getTime()) };
const HOUR = 3_600_000;

let ctx: TestApp;
let admin: Actor;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminApp({}, { clock }));
});
afterAll(() => ctx.close());

const search = async (text: string) => {
  const res = await ctx.app.inject({ url: `/api/establishments?q=${encodeURIComponent(text)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Establishment[];
};
const names = async (text: string) => (await search(text)).map((e) => e.name);
const idOf = (name: string) => establishmentIdByName(ctx.database.db, name);
const post = async (url: string, payload: object) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

describe('GET /api/establishments?q= knows the island words visitors type', () => {
  it('finds the dive shops by scuba, buceo and bucear as by dive, in the same order', async () => {
    const dive = await names('dive');
    expect(dive).toEqual(expect.arrayContaining(['Amigos del Mar Dive Shop', 'Ecologic Divers']));
    expect(dive).toContain("Chuck & Robbie's Scuba Diving");
    for (const word of ['scuba', 'buceo', 'bucear', 'diving', 'SCUBA'])
      expect(await names(word)).toEqual(dive);
  });

  it('finds alike in English and Spanish: snorkel and esnórquel, beach and playa', async () => {
    const snorkel = await names('snorkel');
    expect(snorkel.length).toBeGreaterThan(0);
    expect(await names('esnórquel')).toEqual(snorkel);
    expect(await names('esnorquel')).toEqual(snorkel);
    const beach = await names('beach');
    expect(beach.length).toBeGreaterThan(0);
    expect(await names('playa')).toEqual(beach);
  });

  it('cafe finds no hospital (care) and no park by the Caye (one letter off), but a café and coffee', async () => {
    expect(await names('cafe')).toEqual([]);
    const cafe = await post('/api/establishments', {
      name: 'Café Tapir',
      description: 'Espresso by the lagoon',
      categoryId: 1,
      areaId: 4,
    });
    const coffee = await post('/api/establishments', {
      name: 'Tapir Roasters',
      description: 'Belizean coffee and pastries',
      categoryId: 1,
      areaId: 4,
    });
    for (const word of ['cafe', 'café', 'coffee']) {
      const found = await search(word);
      expect(found.map((e) => e.id).sort()).toEqual([cafe.id, coffee.id].sort());
    }
    // A typo is still forgiven when nothing is found as typed.
    expect(await names('coffe')).toContain('Tapir Roasters');
  });

  it('leaves out words that say nothing of a place (the, en, de)', async () => {
    expect(await names('the truck stop')).toEqual(await names('truck stop'));
    expect(await names('la playa')).toEqual(await names('playa'));
    expect(await names('the beach')).toEqual(await names('beach'));
  });
});

describe('GET /api/establishments?q= finds live updates and upcoming events, and says so', () => {
  it('a live update is found, with its words as the reason, until it expires', async () => {
    const place = await idOf('Blue Bayou');
    const expiresAt = new Date(now.getTime() + 2 * HOUR).toISOString();
    const update = await post('/api/status-updates', {
      establishmentId: place,
      message: 'Fresh lobster tonight',
      type: 'special',
      lasts: { hours: 2 },
      writtenAt: now.toISOString(),
    });
    for (const word of ['lobster', 'langosta', 'fresh lobster']) {
      const hit = (await search(word)).find((e) => e.id === place);
      expect(hit?.searchMatch).toEqual({ kind: 'update', id: update.id, text: 'Fresh lobster tonight' });
    }
    // A place found by its own words carries no reason.
    expect((await search('blue bayou'))[0].searchMatch).toBeUndefined();

    now = new Date(Date.parse(expiresAt) + 1000);
    expect((await search('langosta')).map((e) => e.id)).not.toContain(place);
  });

  it('an event is found by its title and description until it ends, and not once it is deleted', async () => {
    const place = await idOf('Rojo Beach Bar & Lounge');
    now = belize('2026-12-05T13:00');
    const event = await post(`/api/establishments/${place}/events`, {
      title: 'Marimba night',
      description: 'Live music on the sand, and a happy hour from six',
      start: '2026-12-05T19:00',
      end: '2026-12-05T22:00',
    });
    for (const words of ['marimba', 'live music', 'happy hour', 'música en vivo']) {
      const found = await search(words);
      expect(
        found.map((e) => e.id),
        words,
      ).toEqual([place]);
      expect(found[0].searchMatch).toEqual({ kind: 'event', id: event.id, text: 'Marimba night' });
    }
    now = belize('2026-12-05T22:00');
    expect(await search('marimba')).toEqual([]);

    const next = await post(`/api/establishments/${place}/events`, {
      title: 'Steel pan evening',
      start: '2026-12-06T19:00',
      end: '2026-12-06T22:00',
    });
    expect((await search('steel pan')).map((e) => e.id)).toEqual([place]);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${next.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await search('steel pan')).toEqual([]);
  });
});
