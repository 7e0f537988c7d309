import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs } from '../../../../test/auth-helpers';
import { createOwnerApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let establishmentId: number;
beforeAll(async () => {
  ({ ctx, admin, owner, establishmentId } = await createOwnerApp('Blue Water Grill'));
});
afterAll(() => ctx.close());

const inject = (opts: InjectOptions) => ctx.app.inject(opts);
const as = injectAs(() => ctx.app);
const row = async (id: number) =>
  (await ctx.database.db.select().from(t.establishments).where(eq(t.establishments.id, id)))[0];

describe('PATCH /api/establishments/:id', () => {
  it('lets the verified owner edit Business Details, normalising WhatsApp and remembering owner edits', async () => {
    expect((await row(establishmentId)).hours).toBeNull(); // so hours: '' changes nothing and is not recorded
    // Warm the public cache, so the edit must drop it.
    expect((await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` })).statusCode).toBe(
      200,
    );
    const res = await as(owner, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: {
        phone: '226-3333',
        whatsapp: '+501 (610) 4444',
        whatsappBooking: '501-610-5555',
        website: 'bluewater.example.com',
        menu: 'Fish tacos, ceviche',
        priceRange: '$',
        description: '<b>Fresh</b> seafood <script>alert(1)</script>',
        socialMedia: 'https://instagram.com/bluewater',
        hours: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: establishmentId,
      phone: '226-3333',
      whatsapp: '+5016104444',
      whatsappBooking: '5016105555',
      website: 'https://bluewater.example.com/',
      menu: 'Fish tacos, ceviche',
      priceRange: '$',
      description: '<b>Fresh</b> seafood <script>alert(1)</script>',
      hours: null,
    });
    const stored = await row(establishmentId);
    expect(stored.ownerEditedFields.sort()).toEqual(
      [
        'phone',
        'whatsapp',
        'whatsappBooking',
        'website',
        'menu',
        'priceRange',
        'description',
        'socialMedia',
      ].sort(),
    );
    const publicDetail = (
      await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` })
    ).json();
    expect(publicDetail.phone).toBe('226-3333');
  });

  it('records only fields whose value changed, and admin edits are not owner edits', async () => {
    const other = await establishmentIdByName(ctx.database.db, 'El Fogon');
    const before = await row(other);
    const res = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${other}`,
      payload: { name: before.name, phone: '226-9999' },
    });
    expect(res.statusCode).toBe(200);
    expect((await row(other)).ownerEditedFields).toEqual([]);
  });

  it('refuses admin-only fields from an owner with 403 and changes nothing', async () => {
    for (const payload of [{ isActive: false }, { categoryId: 2 }, { latitude: 17.9, longitude: -87.96 }]) {
      const res = await as(owner, {
        method: 'PATCH',
        url: `/api/establishments/${establishmentId}`,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().message).toMatch(/administrators/);
    }
    expect((await row(establishmentId)).isActive).toBe(true);
  });

  it('refuses unknown keys, wrong types, bad values and malformed JSON with 400 and changes nothing', async () => {
    const before = await row(establishmentId);
    const cases: [unknown, RegExp][] = [
      [{ ownerEditedFields: [] }, /Unrecognized key|ownerEditedFields/i],
      [{ googleRating: 5 }, /googleRating|Unrecognized/i],
      [{ name: '' }, /Enter the business name\./],
      [{ name: 42 }, /name/],
      [{ priceRange: '$$$$$' }, /priceRange/],
      [{ website: 'javascript:alert(1)' }, /Enter a website address/],
      [{ whatsapp: 'call me' }, /WhatsApp/],
      [{ phone: 'x'.repeat(51) }, /Use at most 50 characters\./],
    ];
    for (const [payload, message] of cases) {
      const res = await as(owner, {
        method: 'PATCH',
        url: `/api/establishments/${establishmentId}`,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const malformed = await as(owner, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await as(owner, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { menu: 'x'.repeat(300 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large');
    expect(await row(establishmentId)).toEqual(before);
  });

  it('refuses a name of only zero-width characters with a 400 and a message, and changes nothing', async () => {
    const before = await row(establishmentId);
    for (const name of ['\u200B\u200C\u200D', '\uFEFF \u2060', '\u202E\u200B']) {
      const res = await as(owner, {
        method: 'PATCH',
        url: `/api/establishments/${establishmentId}`,
        payload: { name },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toMatch(/only invisible characters/);
    }
    expect(await row(establishmentId)).toEqual(before);
  });

  it('stores owner text without bidirectional override characters and trims invisible ones', async () => {
    const res = await as(owner, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: {
        name: '\u200BBlue Water Grill\uFEFF',
        description: 'Fresh \u202Efish\u202C daily.\nOpen \u2067late\u2069.',
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = await row(establishmentId);
    expect(stored.name).toBe('Blue Water Grill');
    expect(stored.description).toBe('Fresh fish daily.\nOpen late.');
    const shown = (await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` })).json();
    expect(shown.description).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('lets the admin publish, unpublish, recategorise and move a place', async () => {
    const res = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { isActive: false, areaId: 5, latitude: 17.95, longitude: -87.94 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, areaId: 5, coordinateQuality: 'surveyed' });
    expect((await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` })).statusCode).toBe(
      404,
    );
    const all = (await as(admin, { method: 'GET', url: '/api/admin/establishments' })).json();
    expect(all.find((e: any) => e.id === establishmentId)).toMatchObject({ isActive: false });
    expect(all.length).toBeGreaterThanOrEqual(41);

    const bad = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { areaId: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Unknown area/);
    const offIsland = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { latitude: 51.5, longitude: -0.1 },
    });
    expect(offIsland.statusCode).toBe(400);

    const back = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { isActive: true, areaId: 4 },
    });
    expect(back.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown establishment and 400 for a bad id', async () => {
    expect(
      (await as(admin, { method: 'PATCH', url: '/api/establishments/999999', payload: { phone: '1' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(admin, { method: 'PATCH', url: '/api/establishments/abc', payload: { phone: '1' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/establishments (admin)', () => {
  it('creates a published establishment visible at once', async () => {
    const before = (await inject({ method: 'GET', url: '/api/establishments?categoryId=3' })).json();
    const res = await as(admin, {
      method: 'POST',
      url: '/api/establishments',
      payload: {
        name: 'Island Kayaks',
        description: 'Kayak rentals on the lagoon',
        categoryId: 3,
        areaId: 4,
        latitude: 17.91,
        longitude: -87.97,
        address: 'Lagoon side, San Pedro',
        hours: '9-5',
        priceRange: '$$',
        specialties: 'Mangrove tours',
        googleRating: 4.6,
        googleReviewCount: 12,
        isActive: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Island Kayaks', category: { id: 3 }, area: { id: 4 } });
    const after = (await inject({ method: 'GET', url: '/api/establishments?categoryId=3' })).json();
    expect(after).toHaveLength(before.length + 1);
  });

  it('refuses bad input with 400', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ categoryId: 3 }, /Enter the business name\./],
      [{ name: 'X', categoryId: 99 }, /Unknown category/],
      [{ name: 'X', categoryId: 3, latitude: 10, longitude: 10 }, /Ambergris Caye/],
      [{ name: 'X', categoryId: 3, latitude: 17.9 }, /together/],
      [{ name: 'X', categoryId: 3, googleRating: 7 }, /between 0 and 5/],
    ];
    for (const [payload, message] of cases) {
      const res = await as(admin, { method: 'POST', url: '/api/establishments', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('POST /api/establishments/update-position (admin)', () => {
  it('moves a place to a surveyed position on the island', async () => {
    const id = await establishmentIdByName(ctx.database.db, "Wahoo's Lounge");
    await inject({ method: 'GET', url: '/api/establishments' });
    const res = await as(admin, {
      method: 'POST',
      url: '/api/establishments/update-position',
      payload: { id, latitude: 17.9201, longitude: -87.9602 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      latitude: 17.9201,
      longitude: -87.9602,
      coordinateQuality: 'surveyed',
    });
    const listed = (await inject({ method: 'GET', url: '/api/establishments' })).json();
    expect(listed.find((e: any) => e.id === id).latitude).toBe(17.9201);
  });

  it('refuses positions off the island, wrong types and unknown ids', async () => {
    const id = await establishmentIdByName(ctx.database.db, "Wahoo's Lounge");
    const before = await row(id);
    const off = await as(admin, {
      method: 'POST',
      url: '/api/establishments/update-position',
      payload: { id, latitude: 17.5, longitude: -88.2 },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toMatch(/Ambergris Caye/);
    const wrongType = await as(admin, {
      method: 'POST',
      url: '/api/establishments/update-position',
      payload: { id, latitude: '17.9', longitude: -87.96 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await row(id)).toEqual(before);
    const unknown = await as(admin, {
      method: 'POST',
      url: '/api/establishments/update-position',
      payload: { id: 999999, latitude: 17.92, longitude: -87.96 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('public lists after an admin edits a place', () => {
  it('show a rename, a new category, a move and unpublishing in the very next list, sort and search', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'Hidden Treasure Restaurant');
    const list = async (query: string) =>
      (await inject({ method: 'GET', url: `/api/establishments?${query}` })).json() as any[];
    const ids = async (query: string) => (await list(query)).map((e) => e.id);
    const patch = async (payload: Record<string, unknown>) => {
      const res = await as(admin, { method: 'PATCH', url: `/api/establishments/${id}`, payload });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    };
    // The catalogue, its search index and these replies are in memory before every edit.
    expect(await ids('q=hidden%20treasure')).toEqual([id]);
    expect(await ids('categoryId=1')).toContain(id);

    await patch({ name: 'Aardvark Treasure House', description: 'Kinkajou lantern suppers under the palms' });
    expect(await ids('q=hidden%20treasure')).toEqual([]);
    expect(await ids('q=kinkajou%20lantern')).toEqual([id]);
    expect((await ids('sort=name&limit=1'))[0]).toBe(id);

    await patch({ categoryId: 4, areaId: 5 });
    expect(await ids('categoryId=1')).not.toContain(id);
    expect(await ids('categoryId=4&areaId=5')).toEqual([id]);
    expect((await list('q=kinkajou'))[0]).toMatchObject({ category: { id: 4 }, area: { id: 5 } });

    const moved = await as(admin, {
      method: 'POST',
      url: '/api/establishments/update-position',
      payload: { id, latitude: 18.1, longitude: -87.88 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await ids('sort=distance&lat=18.1&lng=-87.88&limit=1'))[0]).toBe(id);

    await patch({ isActive: false });
    expect(await ids('q=kinkajou')).toEqual([]);
    expect(await ids('')).not.toContain(id);
    await patch({ isActive: true, name: 'Hidden Treasure Restaurant', categoryId: 1, areaId: 4 });
    expect(await ids('q=hidden%20treasure')).toEqual([id]);
    expect(await ids('categoryId=1&areaId=4')).toContain(id);
  });
});
