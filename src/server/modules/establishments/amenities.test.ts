import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signUp, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { createOwnerApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import type { Establishment } from '../../../domain/schemas/catalog';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let grill: number;
beforeAll(async () => {
  ({ ctx, admin, owner, establishmentId: grill } = await createOwnerApp('Blue Water Grill'));
});
afterAll(() => ctx.close());

const as = injectAs(() => ctx.app);
const patch = (who: Actor | null, id: number, attributes: unknown) =>
  who
    ? as(who, { method: 'PATCH', url: `/api/establishments/${id}`, payload: { attributes } })
    : ctx.app.inject({ method: 'PATCH', url: `/api/establishments/${id}`, payload: { attributes } });
const place = async (id: number) =>
  (await ctx.app.inject({ url: `/api/establishments/${id}` })).json() as Establishment;
const list = (query: string) => ctx.app.inject({ url: `/api/establishments?${query}` });
const names = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Establishment[]).map((e) => e.name);
};
const stored = async (id: number) =>
  (await ctx.database.db.select().from(t.establishments).where(eq(t.establishments.id, id)))[0];

describe("a place's amenities", () => {
  it('are all unknown at first: none is shown as a no', async () => {
    expect((await place(grill)).attributes).toEqual({});
  });

  it('are set by the verified owner, one answer at a time, and count as a check of the listing', async () => {
    const res = await patch(owner, grill, { wheelchairEntrance: true, creditCards: true, cashOnly: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attributes).toEqual({ wheelchairEntrance: true, creditCards: true, cashOnly: false });
    // Visitors see them at once, in the same order the list gives them.
    const seen = await place(grill);
    expect(seen.attributes).toEqual({ wheelchairEntrance: true, creditCards: true, cashOnly: false });
    expect(seen.checkedBy).toBe('owner');
    expect((await stored(grill)).ownerEditedFields).toEqual(
      expect.arrayContaining([
        'attributes.wheelchairEntrance',
        'attributes.creditCards',
        'attributes.cashOnly',
      ]),
    );
    // Left out: kept. Null: not known any more.
    const again = await patch(owner, grill, { cashOnly: null, vegetarian: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().attributes).toEqual({
      wheelchairEntrance: true,
      creditCards: true,
      vegetarian: true,
    });
  });

  it('refuse an unknown attribute, one the category does not offer, and a non-boolean, changing nothing', async () => {
    const before = await place(grill);
    const unknown = await patch(owner, grill, { wheelchairEntrance: false, jacuzzi: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown amenity: jacuzzi/);
    const notOffered = await patch(owner, grill, { wheelchairEntrance: false, diveShop: true });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toMatch(/Not asked of this kind of place: diveShop/);
    const notBoolean = await patch(owner, grill, { wheelchairEntrance: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toMatch(/true \(yes\) or false \(no\)/);
    const notAnObject = await patch(owner, grill, ['wheelchairEntrance']);
    expect(notAnObject.statusCode).toBe(400);
    expect((await place(grill)).attributes).toEqual(before.attributes);
  });

  it('are refused to visitors signed out (401), to other accounts and other owners (403)', async () => {
    const before = await place(grill);
    expect((await patch(null, grill, { pool: true })).statusCode).toBe(401);
    expect((await patch(await signUp(ctx.app), grill, { pool: true })).statusCode).toBe(403);
    const elvis = await establishmentIdByName(ctx.database.db, "Elvi's Kitchen");
    const otherOwner = await signUpVerifiedOwner(ctx.app, admin, elvis);
    expect((await patch(otherOwner, grill, { pool: true })).statusCode).toBe(403);
    expect((await place(grill)).attributes).toEqual(before.attributes);
  });

  it('are set by the admin too, on any place, and an admin answer is the listing check', async () => {
    const ramon = await establishmentIdByName(ctx.database.db, "Ramon's Village Resort");
    const res = await patch(admin, ramon, { pool: true, beachfront: true, wheelchairEntrance: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await place(ramon)).checkedBy).toBe('admin');
    expect((await stored(ramon)).ownerEditedFields).toEqual([]);
  });
});

describe('GET /api/establishments?amenities=', () => {
  it('lists only the places that have every one asked for, answered yes', async () => {
    expect(await names('amenities=wheelchairEntrance,creditCards')).toEqual(['Blue Water Grill']);
    expect(await names('amenities=wheelchairEntrance&sort=name')).toEqual([
      'Blue Water Grill',
      "Ramon's Village Resort",
    ]);
    expect(await names('categoryId=1&amenities=wheelchairEntrance')).toEqual(['Blue Water Grill']);
    // A no is not a yes, and an unknown is not either.
    await patch(owner, grill, { creditCards: false });
    expect(await names('amenities=wheelchairEntrance,creditCards')).toEqual([]);
    await patch(owner, grill, { creditCards: true });
    // The header counts the matches.
    expect((await list('amenities=pool&limit=10')).headers['x-total-count']).toBe('1');
  });

  it('answers 400 naming an unknown attribute', async () => {
    const res = await list('amenities=wheelchairEntrance,helipad');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown amenity: helipad/);
    expect((await list(`amenities=${'a'.repeat(2000)}`)).statusCode).toBe(400);
  });

  it('finds places by their attributes in search, in English and Spanish', async () => {
    for (const word of ['wheelchair', 'silla de ruedas', 'vegetarian', 'vegetariano'])
      expect(await names(`q=${encodeURIComponent(word)}`)).toContain('Blue Water Grill');
    await patch(owner, grill, { freeWifi: true, vegan: true });
    for (const word of ['wifi', 'vegano', 'vegan'])
      expect(await names(`q=${encodeURIComponent(word)}`)).toContain('Blue Water Grill');
    // A no is never found.
    await patch(owner, grill, { freeWifi: false });
    expect(await names('q=wifi')).not.toContain('Blue Water Grill');
  });
});

describe('amenities beyond the API', () => {
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((b) =>
      [JSON.parse(b[1])].flat(),
    ) as Record<string, unknown>[];

  it("the place's page says them to search engines: a feature for each yes, payments and currencies", async () => {
    await patch(owner, grill, { cashOnly: true, usDollars: true, dogsAllowed: false });
    const page = await ctx.app.inject({ url: `/establishment/${grill}` });
    expect(page.statusCode).toBe(200);
    const [place] = jsonLdOf(page.body);
    const features = place.amenityFeature as { '@type': string; name: string; value: boolean }[];
    expect(features.map((f) => f.name)).toContain('Wheelchair-accessible entrance');
    expect(features.every((f) => f['@type'] === 'LocationFeatureSpecification' && f.value === true)).toBe(
      true,
    );
    // A no is not a feature.
    expect(features.map((f) => f.name)).not.toContain('Dogs allowed');
    // Cash only says it all, whatever the cards' answer.
    expect(place.paymentAccepted).toBe('Cash');
    expect(place.currenciesAccepted).toBe('BZD, USD');
    const spanish = jsonLdOf((await ctx.app.inject({ url: `/es/establishment/${grill}` })).body)[0];
    expect((spanish.amenityFeature as { name: string }[]).map((f) => f.name)).toContain(
      'Entrada accesible en silla de ruedas',
    );
  });

  it('travel in the offline pack with each place', async () => {
    const index = (await ctx.app.inject({ url: '/api/offline-pack' })).json() as { parts: { url: string }[] };
    const parts = await Promise.all(index.parts.map((p) => ctx.app.inject({ url: p.url })));
    const bodies = parts.flatMap((p) =>
      (p.json() as { entries: [string, unknown][] }).entries.map((e) => e[1]),
    );
    const kept = bodies.find(
      (b): b is Establishment => !Array.isArray(b) && (b as Establishment | null)?.id === grill,
    );
    expect(kept?.attributes).toMatchObject({ wheelchairEntrance: true, cashOnly: true });
  });
});

describe('a category page filtered by amenities, rendered by the server', () => {
  it('lists only the places that have them, in English and Spanish, under one spelling of its URL', async () => {
    const page = await ctx.app.inject({ url: '/restaurants-bars?amenities=wheelchairEntrance,creditCards' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Blue Water Grill');
    expect(page.body).not.toContain('Elvi&#x27;s Kitchen');
    expect(page.body).not.toContain("Elvi's Kitchen");
    const spanish = await ctx.app.inject({ url: '/es/restaurants-bars?amenities=wheelchairEntrance' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('Blue Water Grill');
    expect(spanish.body).toContain('Quitar el filtro: Entrada accesible en silla de ruedas');
    // Another order or an unknown attribute is redirected to the one spelling.
    const respelled = await ctx.app.inject({
      url: '/restaurants-bars?amenities=creditCards,helipad,wheelchairEntrance',
    });
    expect(respelled.statusCode).toBe(301);
    expect(respelled.headers.location).toBe('/restaurants-bars?amenities=wheelchairEntrance%2CcreditCards');
  });
});
