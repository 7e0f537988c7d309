import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signUp, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { createOwnershipApp } from './ownership-fixture';

let ctx: TestApp;
let admin: Actor;
let elvis: number;
beforeAll(async () => {
  ({ ctx, admin, elvis } = await createOwnershipApp());
});
afterAll(() => ctx.close());

const inject = (opts: InjectOptions) => ctx.app.inject(opts);
const as = injectAs(() => ctx.app);

const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  ownerName: 'Maria Owner',
  ownerEmail: 'maria@example.com',
  verificationCode: 'BTB-12345',
  businessLicense: null,
  isVerified: true,
  status: 'approved',
  submittedData: {
    name: 'Reef Dive Shack',
    description: 'Small dive shop by the reef with daily trips',
    address: 'Beach Front, San Pedro',
    phone: '226-1234',
    whatsapp: '+501 (600) 1234',
    website: 'reefdive.example.com',
    hours: '8am - 5pm',
    priceRange: '$$',
    latitude: 17.92,
    longitude: -87.96,
    areaId: 4,
    categoryId: 3,
    ...overrides,
  },
});
describe('business registrations', () => {
  it('stores a pending registration, ignoring client-sent isVerified and status', async () => {
    const owner = await signUp(ctx.app);
    const res = await as(owner, {
      method: 'POST',
      url: '/api/business-registrations',
      payload: validRegistration(),
    });
    expect(res.statusCode).toBe(201);
    const reg = res.json();
    expect(reg).toMatchObject({
      status: 'pending',
      isVerified: false,
      establishmentId: null,
      establishmentName: 'Reef Dive Shack',
      requesterEmail: owner.email,
      requesterEmailVerified: false,
      submittedData: {
        whatsapp: '+5016001234',
        website: 'https://reefdive.example.com/',
        areaId: 4,
      },
    });
    const requests = (await as(owner, { method: 'GET', url: '/api/business/requests' })).json();
    expect(requests).toEqual([expect.objectContaining({ kind: 'registration', status: 'pending' })]);
  });

  it("validates with the product's messages and stores nothing on bad input", async () => {
    const owner = await signUp(ctx.app);
    const before = await ctx.database.db.select().from(t.businessRegistrations);
    const cases: [Record<string, unknown>, RegExp][] = [
      [validRegistration({ name: '' }), /Enter the business name\./],
      [validRegistration({ description: 'short' }), /Describe your business in at least 10 characters\./],
      [validRegistration({ address: 'abc' }), /Enter the address, at least 5 characters\./],
      [validRegistration({ hours: '' }), /Enter your operating hours\./],
      [validRegistration({ latitude: '17.9' }), /Enter the latitude as a number/],
      [validRegistration({ latitude: 40.7, longitude: -74 }), /on Ambergris Caye/],
      [validRegistration({ areaId: 1 }), /Unknown area/],
      [validRegistration({ categoryId: 99 }), /Unknown category/],
      [validRegistration({ website: 'javascript:alert(1)' }), /Enter a website address/],
      [{ ...validRegistration(), ownerName: '' }, /Enter the owner's name\./],
      [{ ...validRegistration(), ownerEmail: undefined }, /Enter the owner's email address\./],
      [{ ...validRegistration(), verificationCode: ' ' }, /Enter your verification code\./],
    ];
    for (const [payload, message] of cases) {
      const res = await as(owner, { method: 'POST', url: '/api/business-registrations', payload });
      expect(res.statusCode, String(message)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await ctx.database.db.select().from(t.businessRegistrations)).toHaveLength(before.length);
  });

  it('accepts a missing area as none', async () => {
    const owner = await signUp(ctx.app);
    const payload = validRegistration({ name: 'No Area Cafe' });
    delete (payload.submittedData as Record<string, unknown>).areaId;
    const res = await as(owner, { method: 'POST', url: '/api/business-registrations', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().submittedData.areaId).toBeNull();
  });

  it('approval creates the published establishment and a verified ownership', async () => {
    const owner = await signUp(ctx.app);
    const reg = (
      await as(owner, {
        method: 'POST',
        url: '/api/business-registrations',
        payload: validRegistration({ name: 'Approved Dive Co' }),
      })
    ).json();
    const queue = (await as(admin, { method: 'GET', url: '/api/admin/registrations?status=pending' })).json();
    expect(queue.find((r: any) => r.id === reg.id)).toMatchObject({
      requesterEmail: owner.email,
      verificationCode: 'BTB-12345',
      submittedData: { name: 'Approved Dive Co' },
    });
    const before = (await inject({ method: 'GET', url: '/api/establishments' })).json().length;

    const res = await as(admin, { method: 'POST', url: `/api/admin/registrations/${reg.id}/approve` });
    expect(res.statusCode).toBe(200);
    const approved = res.json();
    expect(approved).toMatchObject({
      status: 'approved',
      isVerified: true,
      establishmentId: expect.any(Number),
    });

    const list = (await inject({ method: 'GET', url: '/api/establishments' })).json();
    expect(list).toHaveLength(before + 1);
    const created = list.find((e: any) => e.id === approved.establishmentId);
    expect(created).toMatchObject({
      name: 'Approved Dive Co',
      isActive: true,
      categoryId: 3,
      areaId: 4,
      whatsapp: '+5016001234',
      latitude: 17.92,
    });
    const [row] = await ctx.database.db
      .select({ source: t.establishments.source })
      .from(t.establishments)
      .where(eq(t.establishments.id, approved.establishmentId));
    expect(row.source).toBe('owner');
    const mine = (await as(owner, { method: 'GET', url: '/api/business/establishments' })).json();
    expect(mine.map((e: any) => e.name)).toEqual(['Approved Dive Co']);

    const again = await as(admin, { method: 'POST', url: `/api/admin/registrations/${reg.id}/approve` });
    expect(again.statusCode).toBe(409);
  });

  it('rejection records the note and creates nothing', async () => {
    const owner = await signUp(ctx.app);
    const reg = (
      await as(owner, {
        method: 'POST',
        url: '/api/business-registrations',
        payload: validRegistration({ name: 'Rejected Place' }),
      })
    ).json();
    const res = await as(admin, {
      method: 'POST',
      url: `/api/admin/registrations/${reg.id}/reject`,
      payload: { notes: 'Verification code did not match' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', notes: 'Verification code did not match' });
    const all = (await as(admin, { method: 'GET', url: '/api/admin/establishments' })).json();
    expect(all.some((e: any) => e.name === 'Rejected Place')).toBe(false);
    const requests = (await as(owner, { method: 'GET', url: '/api/business/requests' })).json();
    expect(requests[0]).toMatchObject({
      status: 'rejected',
      reviewerNotes: 'Verification code did not match',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the owner, admin and account routes', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/business/claim',
        '/api/business-registrations',
        '/api/admin/claims/{id}/approve',
        '/api/admin/registrations/{id}/reject',
        '/api/establishments/{id}/logo',
        '/api/status-updates/{id}',
        '/api/media/{id}',
      ]),
    );
  });
});

describe('owner lists', () => {
  it('shows a verified owner their drafts too', async () => {
    const owner = await signUpVerifiedOwner(ctx.app, admin, elvis);
    const hide = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${elvis}`,
      payload: { isActive: false },
    });
    expect(hide.statusCode).toBe(200);
    const mine = (await as(owner, { method: 'GET', url: '/api/business/establishments' })).json();
    expect(mine).toEqual([expect.objectContaining({ id: elvis, isActive: false })]);
    await as(admin, { method: 'PATCH', url: `/api/establishments/${elvis}`, payload: { isActive: true } });
  });

  it('answers 401 to signed-out callers', async () => {
    for (const url of ['/api/business/establishments', '/api/business/requests']) {
      const res = await inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in first' });
    }
  });
});
