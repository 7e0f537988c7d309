import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signUp, submitClaim } from '../../../../test/auth-helpers';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { createOwnershipApp } from './ownership-fixture';

let ctx: TestApp;
let admin: Actor;
let blueBayou: number;
let elvis: number;
beforeAll(async () => {
  ({ ctx, admin, blueBayou, elvis } = await createOwnershipApp());
});
afterAll(() => ctx.close());

const inject = (opts: InjectOptions) => ctx.app.inject(opts);
const as = injectAs(() => ctx.app);

describe('claims', () => {
  it('stores a pending claim tied to the account and lists it on the home page', async () => {
    const owner = await signUp(ctx.app);
    const res = await as(owner, {
      method: 'POST',
      url: '/api/business/claim',
      payload: {
        establishmentId: blueBayou,
        businessName: 'Blue Bayou',
        ownerName: '  Jo Owner ',
        email: owner.email,
        phone: '226-0000',
        whatsapp: '',
        website: 'https://bluebayou.example.com',
        description: 'Bar by the lagoon',
        hours: '',
        specialties: 'Sunset drinks',
        amenities: '',
      },
    });
    expect(res.statusCode).toBe(201);
    const claim = res.json();
    expect(claim).toMatchObject({
      establishmentId: blueBayou,
      establishmentName: 'Blue Bayou',
      userId: owner.user.id,
      requesterEmail: owner.email,
      ownerName: 'Jo Owner',
      whatsapp: null,
      hours: null,
      status: 'pending',
      reviewerNotes: null,
      reviewedAt: null,
    });

    const requests = await as(owner, { method: 'GET', url: '/api/business/requests' });
    expect(requests.statusCode).toBe(200);
    expect(requests.json()).toEqual([
      expect.objectContaining({
        kind: 'claim',
        id: claim.id,
        establishmentName: 'Blue Bayou',
        status: 'pending',
      }),
    ]);
    // Not a verified owner yet.
    expect((await as(owner, { method: 'GET', url: '/api/business/establishments' })).json()).toEqual([]);
  });

  it('answers 409 for a second pending claim and 404 for an unknown place', async () => {
    const owner = await signUp(ctx.app);
    await submitClaim(ctx.app, owner, elvis);
    const again = await as(owner, {
      method: 'POST',
      url: '/api/business/claim',
      payload: { establishmentId: elvis, ownerName: 'X', email: owner.email },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/pending claim/);
    const unknown = await as(owner, {
      method: 'POST',
      url: '/api/business/claim',
      payload: { establishmentId: 999_999, ownerName: 'X', email: owner.email },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('requires owner name and email, and refuses wrong types, with 400 and nothing stored', async () => {
    const owner = await signUp(ctx.app);
    const before = await ctx.database.db.select().from(t.businessClaims);
    for (const [payload, message] of [
      [{ establishmentId: blueBayou, email: owner.email }, /Enter the owner's name\./],
      [{ establishmentId: blueBayou, ownerName: '   ', email: owner.email }, /Enter the owner's name\./],
      [{ establishmentId: blueBayou, ownerName: 'X' }, /Enter your email address\./],
      [{ establishmentId: 'abc', ownerName: 'X', email: owner.email }, /establishmentId/],
      [{ establishmentId: blueBayou, ownerName: ['X'], email: owner.email }, /owner's name/],
      [
        { establishmentId: blueBayou, ownerName: 'X', email: owner.email, website: 'javascript:x' },
        /website/,
      ],
    ] as const) {
      const res = await as(owner, { method: 'POST', url: '/api/business/claim', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await ctx.database.db.select().from(t.businessClaims)).toHaveLength(before.length);
  });

  it('rate-limits claims per account with a 429', async () => {
    const owner = await signUp(ctx.app);
    const ids = await ctx.database.db.select({ id: t.establishments.id }).from(t.establishments).limit(7);
    for (const { id } of ids.slice(0, 6))
      expect((await submitClaim(ctx.app, owner, id)).status).toBe('pending');
    const limited = await as(owner, {
      method: 'POST',
      url: '/api/business/claim',
      payload: { establishmentId: ids[6].id, ownerName: 'X', email: owner.email },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    // Another account is not affected.
    const other = await signUp(ctx.app);
    expect((await submitClaim(ctx.app, other, ids[6].id)).status).toBe('pending');
  });

  it('approval makes a verified owner, fills empty fields and shows the outcome to the owner', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'El Fogon');
    const owner = await signUp(ctx.app);
    const claimRes = await as(owner, {
      method: 'POST',
      url: '/api/business/claim',
      payload: {
        establishmentId: id,
        ownerName: 'C Owner',
        email: owner.email,
        phone: '226-5555',
        whatsapp: '+501 622-0000',
      },
    });
    const claim = claimRes.json();

    const queue = (await as(admin, { method: 'GET', url: '/api/admin/claims?status=pending' })).json();
    expect(queue.find((c: any) => c.id === claim.id)).toMatchObject({
      requesterEmail: owner.email,
      requesterEmailVerified: false,
      phone: '226-5555',
    });
    // Once the claimant confirms their address, the queue says so.
    await ctx.database.db
      .update(t.users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(t.users.id, owner.user.id));
    const requeued = (await as(admin, { method: 'GET', url: '/api/admin/claims?status=pending' })).json();
    expect(requeued.find((c: any) => c.id === claim.id)).toMatchObject({ requesterEmailVerified: true });

    const approved = await as(admin, {
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/approve`,
      payload: { notes: 'Checked with the owner by phone' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      reviewerNotes: 'Checked with the owner by phone',
      reviewedAt: expect.any(String),
    });
    const [ownership] = await ctx.database.db
      .select()
      .from(t.businessOwnership)
      .where(eq(t.businessOwnership.userId, owner.user.id));
    expect(ownership).toMatchObject({ establishmentId: id, isVerified: true, verifiedAt: expect.any(Date) });

    const mine = (await as(owner, { method: 'GET', url: '/api/business/establishments' })).json();
    expect(mine.map((e: any) => e.id)).toEqual([id]);
    expect(mine[0]).toMatchObject({
      phone: '226-5555',
      whatsapp: '+5016220000',
      category: { id: 1 },
      area: expect.any(Object),
    });
    // The public detail shows the filled phone at once (cache dropped).
    expect((await inject({ method: 'GET', url: `/api/establishments/${id}` })).json().phone).toBe('226-5555');

    const requests = (await as(owner, { method: 'GET', url: '/api/business/requests' })).json();
    expect(requests[0]).toMatchObject({
      status: 'approved',
      reviewerNotes: 'Checked with the owner by phone',
    });

    // Decided twice: 409; a claim of a place one already manages: 409; unknown claim: 404.
    const again = await as(admin, { method: 'POST', url: `/api/admin/claims/${claim.id}/reject` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This claim has already been approved');
    const reclaim = await as(owner, {
      method: 'POST',
      url: '/api/business/claim',
      payload: { establishmentId: id, ownerName: 'C', email: owner.email },
    });
    expect(reclaim.statusCode).toBe(409);
    expect(
      (await as(admin, { method: 'POST', url: '/api/admin/claims/999999/approve', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('rejection records the note and grants nothing', async () => {
    const owner = await signUp(ctx.app);
    const claim = await submitClaim(ctx.app, owner, blueBayou);
    const res = await as(admin, {
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/reject`,
      payload: { notes: 'Could not verify' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reviewerNotes: 'Could not verify' });
    expect((await as(owner, { method: 'GET', url: '/api/business/establishments' })).json()).toEqual([]);
    const requests = (await as(owner, { method: 'GET', url: '/api/business/requests' })).json();
    expect(requests[0]).toMatchObject({ status: 'rejected', reviewerNotes: 'Could not verify' });
    const rejected = (await as(admin, { method: 'GET', url: '/api/admin/claims?status=rejected' })).json();
    expect(rejected.every((c: any) => c.status === 'rejected')).toBe(true);
    expect(rejected.some((c: any) => c.id === claim.id)).toBe(true);
    expect((await as(admin, { method: 'GET', url: '/api/admin/claims?status=nope' })).statusCode).toBe(400);
  });
});
