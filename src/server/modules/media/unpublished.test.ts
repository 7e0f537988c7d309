/**
 * Images of a place taken off the guide: only its verified owners and the admin still see them; a
 * visitor or another owner gets a 404, whatever the id they count to (published places unchanged).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { multipart } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { establishmentIdByName } from '../../db/seed/seed';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let otherOwner: Actor;
let establishmentId: number;
let imageUrls: string[];
const as = injectAs(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAdmin(ctx.app);
  establishmentId = await establishmentIdByName(ctx.database.db, 'Rojo Beach Bar & Lounge');
  owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
  otherOwner = await signUpVerifiedOwner(
    ctx.app,
    admin,
    await establishmentIdByName(ctx.database.db, 'Hidden Treasure Restaurant'),
  );
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f80' } })
    .png()
    .toBuffer();
  const logo = multipart(png, { field: 'logo', filename: 'l.png', type: 'image/png' });
  const logoRes = await as(owner, {
    method: 'POST',
    url: `/api/establishments/${establishmentId}/logo`,
    ...logo,
  });
  const photo = multipart(png, { field: 'photo', filename: 'p.png', type: 'image/png' });
  const photoRes = await as(owner, {
    method: 'POST',
    url: `/api/establishments/${establishmentId}/photos`,
    ...photo,
  });
  expect([logoRes.statusCode, photoRes.statusCode]).toEqual([200, 201]);
  const photos = (
    await as(owner, { method: 'GET', url: `/api/business/establishments/${establishmentId}/photos` })
  ).json();
  imageUrls = [logoRes.json().logoUrl, photos[0].url, photos[0].cardUrl];
});
afterAll(() => ctx.close());

const statuses = async (actor: Actor | null) =>
  Promise.all(imageUrls.map(async (url) => (await as(actor, { method: 'GET', url })).statusCode));

describe('images of an unpublished place', () => {
  it("are everyone's while the place is published, cached publicly", async () => {
    for (const actor of [null, otherOwner, owner, admin])
      expect(await statuses(actor)).toEqual([200, 200, 200]);
    const res = await as(null, { method: 'GET', url: imageUrls[0] });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('once the admin unpublishes the place: 404 signed out and for another owner, 200 for its owner and the admin', async () => {
    const off = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await statuses(null)).toEqual([404, 404, 404]);
    expect(await statuses(otherOwner)).toEqual([404, 404, 404]);
    expect(await statuses(owner)).toEqual([200, 200, 200]);
    expect(await statuses(admin)).toEqual([200, 200, 200]);
    // What the managers see is never kept by a shared cache, and a cached copy's ETag gets no 304.
    const mine = await as(owner, { method: 'GET', url: imageUrls[0] });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const revalidated = await as(null, {
      method: 'GET',
      url: imageUrls[0],
      headers: { 'if-none-match': String(mine.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(404);
  });

  it("published again, they are everyone's again", async () => {
    await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${establishmentId}`,
      payload: { isActive: true },
    });
    expect(await statuses(null)).toEqual([200, 200, 200]);
  });
});
