/**
 * The authorisation rules (docs/product.md#roles), endpoint by endpoint: signed out 401, signed in without the right
 * 403, an owner whose claim is not verified 403, the verified owner and the admin allowed (owner
 * endpoints); admin endpoints refuse the owner too; request endpoints take any signed-in account.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/server/db/schema';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUp, signUpVerifiedOwner, submitClaim } from './auth-helpers';
import { multipart } from './multipart';
import { createTestApp, type TestApp } from './test-app';

type ActorName = 'signedOut' | 'otherOwner' | 'unverifiedOwner' | 'verifiedOwner' | 'admin';
const ACTORS: ActorName[] = ['signedOut', 'otherOwner', 'unverifiedOwner', 'verifiedOwner', 'admin'];

let ctx: TestApp;
const actors = {} as Record<ActorName, Actor | null>;
let target: number;
let otherPlace: number;
let png: Buffer;
let claimablePlaces: number[] = [];
let claimant: Actor;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { claims: { max: 1000, timeWindowMs: 60_000 } } });
  const db = ctx.database.db;
  target = await establishmentIdByName(db, 'Rojo Beach Bar & Lounge');
  otherPlace = await establishmentIdByName(db, 'Hidden Treasure Restaurant');
  const admin = await signInAdmin(ctx.app);
  const unverified = await signUp(ctx.app);
  await submitClaim(ctx.app, unverified, target);
  actors.signedOut = null;
  actors.admin = admin;
  actors.verifiedOwner = await signUpVerifiedOwner(ctx.app, admin, target);
  actors.otherOwner = await signUpVerifiedOwner(ctx.app, admin, otherPlace);
  actors.unverifiedOwner = unverified;
  claimant = await signUp(ctx.app);
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  claimablePlaces = (await db.select({ id: t.establishments.id }).from(t.establishments))
    .map((r) => r.id)
    .filter((id) => id !== target && id !== otherPlace);
});
afterAll(() => ctx.close());

function logoBody(bytes: Buffer) {
  const boundary = '----matrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo of the target place, added by the admin; what is left of the place's photos stays under 12. */
async function freshPhoto(): Promise<number> {
  const { photos, ownership } = ctx.app.services;
  const place = await ownership.assertCanManage((actors.admin as Actor).user, target);
  for (const p of (await photos.list(target)).slice(0, -4)) await photos.remove(place, p.id);
  return (await photos.upload(place, png)).id;
}

/** Every photo id of the target place, in order, after adding one. */
async function photoIdsWithAFreshOne(): Promise<number[]> {
  await freshPhoto();
  return (await ctx.app.services.photos.list(target)).map((p) => p.id);
}

async function freshStatusUpdate(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(t.statusUpdates)
    .values({ establishmentId: target, message: 'to delete', type: 'alert' })
    .returning({ id: t.statusUpdates.id });
  return row.id;
}

async function freshClaim(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(t.businessClaims)
    .values({ userId: claimant.user.id, establishmentId: otherPlace, ownerName: 'C', email: claimant.email })
    .returning({ id: t.businessClaims.id });
  return row.id;
}

async function freshRegistration(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(t.businessRegistrations)
    .values({
      userId: claimant.user.id,
      ownerName: 'R',
      ownerEmail: claimant.email,
      verificationCode: 'CODE',
      submittedData: {
        name: 'Matrix Cafe',
        description: 'A cafe made by the matrix test',
        address: 'Front Street, San Pedro',
        hours: '7-3',
        latitude: 17.92,
        longitude: -87.96,
        areaId: 4,
        categoryId: 1,
      },
    })
    .returning({ id: t.businessRegistrations.id });
  return row.id;
}

/** A pending booking request for the target place (the matrix is about rights, not stays). */
async function freshBookingRequest(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(t.bookingRequests)
    .values({
      establishmentId: target,
      guestName: 'Matrix Guest',
      guestEmail: 'matrix-guest@example.com',
      checkIn: '2099-01-01',
      checkOut: '2099-01-03',
      bookingReference: `MATRIX${Math.random().toString(36).slice(2, 12)}`,
    })
    .returning({ id: t.bookingRequests.id });
  return row.id;
}

const registration = {
  ownerName: 'Matrix Owner',
  ownerEmail: 'matrix@example.com',
  verificationCode: 'BTB-1',
  submittedData: {
    name: 'Matrix Registration',
    description: 'Registered by the authorisation matrix',
    address: 'Front Street, San Pedro',
    hours: '9-5',
    latitude: 17.92,
    longitude: -87.96,
    areaId: 4,
    categoryId: 1,
  },
};

interface Endpoint {
  name: string;
  request: (actor: ActorName) => Promise<InjectOptions>;
  /** The status each actor gets. */
  expect: Record<ActorName, number>;
}

const ownerRule = (ok: number) => ({
  signedOut: 401,
  otherOwner: 403,
  unverifiedOwner: 403,
  verifiedOwner: ok,
  admin: ok,
});
const adminRule = (ok: number) => ({ ...ownerRule(ok), verifiedOwner: 403 });
const signedInRule = (ok: number) => ({
  signedOut: 401,
  otherOwner: ok,
  unverifiedOwner: ok,
  verifiedOwner: ok,
  admin: ok,
});

const endpoints: Endpoint[] = [
  {
    name: 'PATCH /api/establishments/:id',
    request: async (a) => ({
      method: 'PATCH',
      url: `/api/establishments/${target}`,
      payload: { phone: `phone of ${a}` },
    }),
    expect: ownerRule(200),
  },
  {
    name: 'POST /api/establishments/:id/logo',
    request: async () => ({ method: 'POST', url: `/api/establishments/${target}/logo`, ...logoBody(png) }),
    expect: ownerRule(200),
  },
  {
    name: 'POST /api/establishments/:id/photos',
    request: async () => ({
      method: 'POST',
      url: `/api/establishments/${target}/photos`,
      ...multipart(png, { field: 'photo' }),
    }),
    expect: ownerRule(201),
  },
  {
    name: 'GET /api/business/establishments/:id/photos',
    request: async () => ({ method: 'GET', url: `/api/business/establishments/${target}/photos` }),
    expect: ownerRule(200),
  },
  {
    name: 'PUT /api/establishments/:id/photos/order',
    request: async () => ({
      method: 'PUT',
      url: `/api/establishments/${target}/photos/order`,
      payload: { photoIds: (await photoIdsWithAFreshOne()).reverse() },
    }),
    expect: ownerRule(200),
  },
  {
    name: 'PATCH /api/establishments/:id/photos/:photoId',
    request: async (a) => ({
      method: 'PATCH',
      url: `/api/establishments/${target}/photos/${await freshPhoto()}`,
      payload: { alt: `described by ${a}` },
    }),
    expect: ownerRule(200),
  },
  {
    name: 'DELETE /api/establishments/:id/photos/:photoId',
    request: async () => ({
      method: 'DELETE',
      url: `/api/establishments/${target}/photos/${await freshPhoto()}`,
    }),
    expect: ownerRule(204),
  },
  {
    name: 'POST /api/status-updates',
    request: async (a) => ({
      method: 'POST',
      url: '/api/status-updates',
      payload: { establishmentId: target, message: `update by ${a}`, type: 'announcement' },
    }),
    expect: ownerRule(201),
  },
  {
    name: 'DELETE /api/status-updates/:id',
    request: async () => ({ method: 'DELETE', url: `/api/status-updates/${await freshStatusUpdate()}` }),
    expect: ownerRule(204),
  },
  {
    name: 'GET /api/establishments/:id/status-updates',
    request: async () => ({ method: 'GET', url: `/api/establishments/${target}/status-updates` }),
    expect: ownerRule(200),
  },
  {
    name: 'POST /api/establishments',
    request: async (a) => ({
      method: 'POST',
      url: '/api/establishments',
      payload: { name: `Created by ${a}`, categoryId: 2, areaId: 4 },
    }),
    expect: adminRule(201),
  },
  {
    name: 'POST /api/establishments/update-position',
    request: async () => ({
      method: 'POST',
      url: '/api/establishments/update-position',
      payload: { id: target, latitude: 17.915, longitude: -87.965 },
    }),
    expect: adminRule(200),
  },
  ...(['approve', 'reject'] as const).flatMap((decision) => [
    {
      name: `POST /api/admin/claims/:id/${decision}`,
      request: async () => ({ method: 'POST', url: `/api/admin/claims/${await freshClaim()}/${decision}` }),
      expect: adminRule(200),
    },
    {
      name: `POST /api/admin/registrations/:id/${decision}`,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/registrations/${await freshRegistration()}/${decision}`,
        payload: { notes: 'matrix' },
      }),
      expect: adminRule(200),
    },
  ]),
  {
    name: 'GET /api/business/establishments/:id/insights',
    request: async () => ({ method: 'GET', url: `/api/business/establishments/${target}/insights?days=30` }),
    expect: ownerRule(200),
  },
  ...[
    '/api/admin/claims?status=pending',
    '/api/admin/registrations',
    '/api/admin/establishments',
    '/api/admin/insights?days=30',
  ].map((url) => ({
    name: `GET ${url}`,
    request: async () => ({ method: 'GET' as const, url }),
    expect: adminRule(200),
  })),
  {
    name: 'POST /api/business/claim',
    request: async () => ({
      method: 'POST',
      url: '/api/business/claim',
      payload: { establishmentId: claimablePlaces.pop(), ownerName: 'Matrix', email: 'm@example.com' },
    }),
    expect: signedInRule(201),
  },
  {
    name: 'POST /api/business-registrations',
    request: async () => ({ method: 'POST', url: '/api/business-registrations', payload: registration }),
    expect: signedInRule(201),
  },
  ...(['confirm', 'decline'] as const).map((action) => ({
    name: `POST /api/business/booking-requests/:id/${action}`,
    request: async () => ({
      method: 'POST' as const,
      url: `/api/business/booking-requests/${await freshBookingRequest()}/${action}`,
    }),
    expect: ownerRule(200),
  })),
  {
    name: 'GET /api/auth/account/export',
    request: async () => ({ method: 'GET', url: '/api/auth/account/export' }),
    expect: signedInRule(200),
  },
  {
    // A wrong password, so the matrix's actors stay: signed out 401 before the password is even read.
    name: 'DELETE /api/auth/account',
    request: async () => ({
      method: 'DELETE',
      url: '/api/auth/account',
      payload: { password: 'not the password' },
    }),
    expect: signedInRule(400),
  },
  ...['/api/business/establishments', '/api/business/requests', '/api/business/booking-requests'].map(
    (url) => ({
      name: `GET ${url}`,
      request: async () => ({ method: 'GET' as const, url }),
      expect: signedInRule(200),
    }),
  ),
];

describe('authorisation matrix', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: ${ACTORS.map((a) => `${a} ${endpoint.expect[a]}`).join(', ')}`, async () => {
      for (const name of ACTORS) {
        const opts = await endpoint.request(name);
        const actor = actors[name];
        const res = await ctx.app.inject({
          ...opts,
          headers: { ...(actor?.headers ?? {}), ...(opts.headers ?? {}) },
        });
        expect(res.statusCode, `${endpoint.name} as ${name}: ${res.body.slice(0, 200)}`).toBe(
          endpoint.expect[name],
        );
        if (res.statusCode >= 400)
          expect(res.json(), `${endpoint.name} as ${name}`).toEqual({
            message: expect.any(String),
          });
      }
    });
  }

  it('left no trace of the refused requests', async () => {
    const [place] = await ctx.database.db
      .select()
      .from(t.establishments)
      .where(eq(t.establishments.id, target));
    expect(place.phone).toBe('phone of admin');
    const updates = await ctx.database.db
      .select({ message: t.statusUpdates.message })
      .from(t.statusUpdates)
      .where(eq(t.statusUpdates.establishmentId, target));
    const byActors = updates.map((u) => u.message).filter((m) => m.startsWith('update by '));
    expect(byActors.sort()).toEqual(['update by admin', 'update by verifiedOwner']);
    const created = await ctx.database.db.select({ name: t.establishments.name }).from(t.establishments);
    expect(created.map((e) => e.name).filter((n) => n.startsWith('Created by '))).toEqual([
      'Created by admin',
    ]);
  });

  // Rights come before the body is read (decision 38): a broken or oversized body changes nothing.
  const guardedWrites = endpoints.filter(
    (e) => e.expect.unverifiedOwner === 403 && !e.name.startsWith('GET '),
  );
  it.each(guardedWrites.map((e) => [e.name, e] as const))(
    '%s: 401 and 403 whatever the body (broken JSON, over the size limit)',
    async (_name, endpoint) => {
      const opts = await endpoint.request('signedOut');
      const bodies = [
        { payload: '{"openingHours": "Mo', headers: { 'content-type': 'application/json' } },
        { payload: `"${'x'.repeat(300 * 1024)}"`, headers: { 'content-type': 'application/json' } },
      ];
      for (const body of bodies)
        for (const name of ['signedOut', 'unverifiedOwner'] as const) {
          const res = await ctx.app.inject({
            method: opts.method,
            url: opts.url,
            payload: body.payload,
            headers: { ...(actors[name]?.headers ?? {}), ...body.headers },
          });
          expect(res.statusCode, `${endpoint.name} as ${name}`).toBe(name === 'signedOut' ? 401 : 403);
        }
    },
  );

  it('checks rights before reading a large upload', async () => {
    const big = logoBody(Buffer.alloc(3 * 1024 * 1024, 1));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/establishments/${target}/logo`,
      ...big,
      headers: { ...actors.otherOwner!.headers, ...big.headers },
    });
    expect(res.statusCode).toBe(403);
  });
});
