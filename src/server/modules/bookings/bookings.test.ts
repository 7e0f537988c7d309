import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  injectAs,
  signInAdmin,
  signUp,
  signUpVerifiedOwner,
  submitClaim,
  uniqueEmail,
  uniqueIp,
} from '../../../../test/auth-helpers';
import { testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addDays, belizeDay } from '../../../domain/dates';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

// 03:00 UTC is 21:00 the day before on the island: "today" is 2030-01-09 there.
const clock = testClock(new Date('2030-01-10T03:00:00Z'));
const TODAY = '2030-01-09';
let ctx: TestApp;
let stay: number;
let bar: number;
let otherStay: number;
let owner: Actor;
let otherOwner: Actor;
let unverified: Actor;
let admin: Actor;
const as = injectAs(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp(
    {
      rateLimits: {
        bookingRequests: { max: 10_000, timeWindowMs: 60_000 },
        // The per-place limit has its own test (booking-limits.test.ts); here many requests go to one place.
        bookingRequestsPerPlace: { max: 10_000, timeWindowMs: 60_000 },
      },
    },
    { clock, mail: { pollIntervalMs: 3_600_000 } },
  );
  const db = ctx.database.db;
  stay = await establishmentIdByName(db, "Ramon's Village Resort");
  otherStay = await establishmentIdByName(db, 'SunBreeze Hotel');
  bar = await establishmentIdByName(db, 'Rojo Beach Bar & Lounge');
  admin = await signInAdmin(ctx.app);
  owner = await signUpVerifiedOwner(ctx.app, admin, stay);
  otherOwner = await signUpVerifiedOwner(ctx.app, admin, otherStay);
  unverified = await signUp(ctx.app);
  await submitClaim(ctx.app, unverified, stay);
});
afterAll(() => ctx.close());

const valid = (over: Record<string, unknown> = {}) => ({
  checkIn: addDays(TODAY, 10),
  checkOut: addDays(TODAY, 13),
  adults: 2,
  children: 1,
  guestName: 'Ana Guest',
  guestEmail: uniqueEmail('guest'),
  guestPhone: '+1 555 0100',
  specialRequests: 'A room near the pool, please.',
  ...over,
});

const request = (id: number | string, payload: unknown, ip = uniqueIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${id}/booking-requests`,
    headers: { 'x-forwarded-for': ip },
    payload: payload as object,
  });

const rowCount = async () =>
  Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(t.bookingRequests))[0].n);

async function roomsFor(id: number, checkIn: string, checkOut: string, guests: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/accommodations/${id}/rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=${guests}`,
  });
  return res.json().rates as { rateId: number; totalRate: number }[];
}

describe('POST /api/establishments/:id/booking-requests', () => {
  it('the island clock: today on the island is a day behind UTC at this hour', () => {
    expect(belizeDay(clock.now())).toBe(TODAY);
  });

  it('takes a request for a room without an account: 201, an unguessable reference and the estimate in USD and BZD', async () => {
    const [room] = await roomsFor(stay, addDays(TODAY, 10), addDays(TODAY, 13), 3);
    const res = await request(stay, valid({ rateId: room.rateId }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.bookingReference).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(body).toMatchObject({ status: 'pending', nights: 3, totalRate: room.totalRate });
    expect(body.totalRateBzd).toBe(room.totalRate * 2);
    expect(body.message).toMatch(/not a confirmed booking/);
    const again = (await request(stay, valid())).json();
    expect(again.bookingReference).not.toBe(body.bookingReference);
    expect(again.totalRate).toBeNull();
  });

  it('takes a check-in of today in island time, though the server clock says tomorrow', async () => {
    const res = await request(stay, valid({ checkIn: TODAY, checkOut: addDays(TODAY, 2) }));
    expect(res.statusCode, res.body).toBe(201);
  });

  const longName = 'x'.repeat(101);
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a check-in in the past (island time)', { checkIn: addDays(TODAY, -1) }, /from today on/],
    [
      'a check-in more than two years ahead',
      { checkIn: addDays(TODAY, 731), checkOut: addDays(TODAY, 733) },
      /two years/,
    ],
    ['check-out on the check-in day', { checkOut: addDays(TODAY, 10) }, /after the check-in/],
    ['check-out before check-in', { checkOut: addDays(TODAY, 9) }, /after the check-in/],
    ['more than 60 nights', { checkOut: addDays(TODAY, 71) }, /at most 60 nights/],
    ['a date that does not exist', { checkIn: '2030-02-30' }, /real date/],
    ['a date in another format', { checkIn: '10/01/2030' }, /YYYY-MM-DD/],
    ['no adult', { adults: 0 }, /At least one adult/],
    ['a fraction of an adult', { adults: 1.5 }, /whole number/],
    ['adults as text', { adults: 'two' }, /number of adults/],
    ['too many adults', { adults: 21 }, /At most 20/],
    ['negative children', { children: -1 }, /0 or more/],
    ['more than 20 guests in all', { adults: 15, children: 6 }, /At most 20 guests/],
    ['an invalid email', { guestEmail: 'not-an-email' }, /valid email/],
    ['no email', { guestEmail: undefined }, /email/i],
    ['a blank name', { guestName: '   ' }, /Enter your name/],
    ['a name too long', { guestName: longName }, /at most 100/],
    ['special requests too long', { specialRequests: 'y'.repeat(1001) }, /at most 1000/],
    ['a phone too long', { guestPhone: '1'.repeat(41) }, /at most 40/],
    ['a room id that is not a number', { rateId: 'deluxe' }, /Choose one of the options/],
  ];
  for (const [what, over, message] of cases)
    it(`refuses ${what}: 400 with a message, nothing stored`, async () => {
      const before = await rowCount();
      const res = await request(stay, valid(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await rowCount()).toBe(before);
    });

  it('refuses a room of another place, and a room too small for the party: 400', async () => {
    const [theirs] = await roomsFor(otherStay, addDays(TODAY, 10), addDays(TODAY, 13), 2);
    const res = await request(stay, valid({ rateId: theirs.rateId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/room type cannot be booked/);
    // Ramon's has a room for four and a smaller one (as the rates tests see it).
    const forTwo = await roomsFor(stay, addDays(TODAY, 10), addDays(TODAY, 13), 2);
    const forFour = await roomsFor(stay, addDays(TODAY, 10), addDays(TODAY, 13), 4);
    const small = forTwo.find((r) => !forFour.some((f) => f.rateId === r.rateId));
    expect(small).toBeDefined();
    const tooMany = await request(stay, valid({ rateId: small!.rateId, adults: 2, children: 2 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/room type cannot be booked/);
  });

  it('is for accommodations only: a bar 400, an unknown place 404, an unpublished one 404, a bad id 400', async () => {
    const barRes = await request(bar, valid());
    expect(barRes.statusCode).toBe(400);
    expect(barRes.json().message).toMatch(/accommodations/);
    expect((await request(999_999, valid())).statusCode).toBe(404);
    expect((await request('abc', valid())).statusCode).toBe(400);
    const db = ctx.database.db;
    await db.update(t.establishments).set({ isActive: false }).where(eq(t.establishments.id, otherStay));
    try {
      expect((await request(otherStay, valid())).statusCode).toBe(404);
    } finally {
      await db.update(t.establishments).set({ isActive: true }).where(eq(t.establishments.id, otherStay));
    }
  });

  it('refuses a body that is not JSON of the right shape: 400', async () => {
    for (const payload of ['null', '[1,2]', '{"adults":', '"text"']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/establishments/${stay}/booking-requests`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('takes 3 requests an hour per guest mailbox (any case, any +tag, any IP); the 4th is 429 with a message and no mail', async () => {
    const email = uniqueEmail('busy');
    const [local, domain] = email.split('@');
    // victim+1@…, VICTIM+2@…: one inbox, flooded through its tags.
    const forms = (i: number) =>
      i % 2 ? `${local}+${i}@${domain}`.toUpperCase() : `${local}+${i}@${domain}`;
    for (let i = 0; i < 3; i++) {
      const res = await request(stay, valid({ guestEmail: i === 0 ? email : forms(i) }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const outbox = async () =>
      (
        await ctx.database.db
          .select()
          .from(t.outbox)
          .where(sql`${t.outbox.toAddress} like ${`${local}%@${domain}`}`)
      ).length;
    const mailsBefore = await outbox();
    expect(mailsBefore).toBe(3);
    const refused = await request(stay, valid({ guestEmail: `${local}+four@${domain}` }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many booking requests .* try again in 60 minutes/);
    expect(await outbox()).toBe(mailsBefore);
    expect((await request(stay, valid())).statusCode).toBe(201);
    clock.advance(60 * 60_000 + 1);
    expect((await request(stay, valid({ guestEmail: email }))).statusCode).toBe(201);
  });
});

async function pendingRequest(establishmentId = stay): Promise<number> {
  const [row] = await ctx.database.db
    .insert(t.bookingRequests)
    .values({
      establishmentId,
      guestName: 'Matrix Guest',
      guestEmail: uniqueEmail('matrix'),
      checkIn: addDays(TODAY, 20),
      checkOut: addDays(TODAY, 22),
      bookingReference: `M${Math.random().toString(36).slice(2, 11).toUpperCase()}`,
    })
    .returning({ id: t.bookingRequests.id });
  return row.id;
}

describe("owners' booking requests", () => {
  it('lists only the requests of places the caller verifiably owns; signed out 401', async () => {
    const mine = await pendingRequest(stay);
    const theirs = await pendingRequest(otherStay);
    const list = (await as(owner, { method: 'GET', url: '/api/business/booking-requests' })).json();
    expect(list.map((r: { id: number }) => r.id)).toContain(mine);
    expect(list.map((r: { id: number }) => r.id)).not.toContain(theirs);
    expect(list.every((r: { establishmentId: number }) => r.establishmentId === stay)).toBe(true);
    expect(list.find((r: { id: number }) => r.id === mine)).toMatchObject({
      establishmentName: "Ramon's Village Resort",
      status: 'pending',
      nights: 2,
    });
    for (const actor of [unverified, admin]) {
      const res = await as(actor, { method: 'GET', url: '/api/business/booking-requests' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const out = await as(null, { method: 'GET', url: '/api/business/booking-requests' });
    expect(out.statusCode).toBe(401);
  });

  for (const action of ['confirm', 'decline'] as const) {
    const status = action === 'confirm' ? 'confirmed' : 'declined';
    it(`${action}: signed out 401, another owner 403, an unverified claimant 403, the owner and the admin 200`, async () => {
      const id = await pendingRequest();
      const url = `/api/business/booking-requests/${id}/${action}`;
      expect((await as(null, { method: 'POST', url })).statusCode).toBe(401);
      for (const actor of [otherOwner, unverified]) {
        const res = await as(actor, { method: 'POST', url });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toEqual(expect.any(String));
      }
      const [row] = await ctx.database.db
        .select()
        .from(t.bookingRequests)
        .where(eq(t.bookingRequests.id, id));
      expect(row.status).toBe('pending');
      const ok = await as(owner, { method: 'POST', url });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ id, status });
      expect(ok.json().confirmedAt === null).toBe(action === 'decline');
      const byAdmin = await as(admin, {
        method: 'POST',
        url: `/api/business/booking-requests/${await pendingRequest()}/${action}`,
      });
      expect(byAdmin.statusCode).toBe(200);
    });
  }

  it('an answered request cannot be answered again: 409 with a message, status unchanged', async () => {
    const id = await pendingRequest();
    const base = `/api/business/booking-requests/${id}`;
    expect((await as(owner, { method: 'POST', url: `${base}/confirm` })).statusCode).toBe(200);
    for (const action of ['confirm', 'decline']) {
      const res = await as(owner, { method: 'POST', url: `${base}/${action}` });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/already confirmed/);
    }
    const [row] = await ctx.database.db.select().from(t.bookingRequests).where(eq(t.bookingRequests.id, id));
    expect(row.status).toBe('confirmed');
  });

  it('a note over 500 characters is refused with a message, and the request stays pending', async () => {
    const id = await pendingRequest();
    const res = await as(owner, {
      method: 'POST',
      url: `/api/business/booking-requests/${id}/decline`,
      payload: { note: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/note/i);
    const [row] = await ctx.database.db.select().from(t.bookingRequests).where(eq(t.bookingRequests.id, id));
    expect(row.status).toBe('pending');
  });

  it('an unknown request is 404, a bad id 400', async () => {
    const res = await as(owner, { method: 'POST', url: '/api/business/booking-requests/999999/confirm' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Booking request not found/);
    const bad = await as(owner, { method: 'POST', url: '/api/business/booking-requests/x1/decline' });
    expect(bad.statusCode).toBe(400);
  });
});
