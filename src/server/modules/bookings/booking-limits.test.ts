import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpVerifiedOwner, uniqueEmail, uniqueIp } from '../../../../test/auth-helpers';
import { testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addDays, belizeDay } from '../../../domain/dates';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

const clock = testClock(new Date('2031-05-02T15:00:00Z'));
let ctx: TestApp;
let stay: number;
let otherStay: number;
let ownerEmail: string;

beforeAll(async () => {
  ctx = await createTestApp(
    { rateLimits: { bookingRequestsPerPlace: { max: 3, timeWindowMs: 60 * 60_000 } } },
    { clock, mail: { pollIntervalMs: 3_600_000 } },
  );
  stay = await establishmentIdByName(ctx.database.db, "Ramon's Village Resort");
  otherStay = await establishmentIdByName(ctx.database.db, 'SunBreeze Hotel');
  const admin = await signInAdmin(ctx.app);
  ownerEmail = (await signUpVerifiedOwner(ctx.app, admin, stay)).email;
});
afterAll(() => ctx.close());

const request = (id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${id}/booking-requests`,
    // Each from another guest and another address: only the place is common.
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: {
      checkIn: addDays(belizeDay(clock.now()), 10),
      checkOut: addDays(belizeDay(clock.now()), 12),
      adults: 2,
      guestName: 'Ana Guest',
      guestEmail: uniqueEmail('guest'),
    },
  });
const ownerMails = async () =>
  (await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, ownerEmail))).length;

describe('booking requests per place', () => {
  it("takes the place's limit an hour from any guests; beyond it 429 with a message and no owner mail", async () => {
    const before = await ownerMails();
    for (let i = 0; i < 3; i++) expect((await request(stay)).statusCode).toBe(201);
    expect(await ownerMails()).toBe(before + 3);
    const refused = await request(stay);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /This place has received many booking requests .* try again in 60 minutes, or contact the place directly/,
    );
    expect(await ownerMails()).toBe(before + 3);
    // Another place is not held back by it, and the hour passes.
    expect((await request(otherStay)).statusCode).toBe(201);
    clock.advance(60 * 60_000 + 1);
    expect((await request(stay)).statusCode).toBe(201);
    expect(await ownerMails()).toBe(before + 4);
  });
});
