/**
 * An owner's write asks whether the caller manages the place once: the route's permission step, before
 * the body is parsed, whose answer the service is handed (docs/architecture.md). Counted here as the
 * statements that read the ownership table during the request, and refusals stay what they were.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentIdByName } from '../../src/server/db/seed/seed';
import { type Actor, injectAs, signInAdmin, signUpVerifiedOwner } from '../auth-helpers';
import { multipart } from '../multipart';
import { testClock } from '../smtp-sink';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app';

const clock = testClock(new Date('2030-01-10T15:00:00Z'));
let ctx: TestApp;
let place: number;
let otherPlace: number;
let stay: number;
let owner: Actor;
let otherOwner: Actor;
let stayOwner: Actor;
let admin: Actor;
let png: Buffer;
const as = injectAs(() => ctx.app);

/** The statements sent while `counting`: the database hears every one, transactions' included. */
const statements: string[] = [];
let counting = false;

beforeAll(async () => {
  const database = await openTestDatabase({ logQuery: (sql) => counting && statements.push(sql) });
  ctx = await createTestApp(
    { rateLimits: { ownerWrites: { max: 10_000, timeWindowMs: 60_000 } } },
    { database, clock, mail: { pollIntervalMs: 3_600_000 } },
  );
  const db = ctx.database.db;
  place = await establishmentIdByName(db, 'Rojo Beach Bar & Lounge');
  otherPlace = await establishmentIdByName(db, 'Hidden Treasure Restaurant');
  stay = await establishmentIdByName(db, "Ramon's Village Resort");
  admin = await signInAdmin(ctx.app);
  owner = await signUpVerifiedOwner(ctx.app, admin, place);
  otherOwner = await signUpVerifiedOwner(ctx.app, admin, otherPlace);
  stayOwner = await signUpVerifiedOwner(ctx.app, admin, stay);
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

/** The reply, and how many statements of the request read who owns what. */
async function counted(actor: Actor, opts: InjectOptions) {
  statements.length = 0;
  counting = true;
  let res: LightMyRequestResponse;
  try {
    res = await as(actor, opts);
  } finally {
    counting = false;
  }
  const ownershipReads = statements.filter((s) => s.includes('"business_ownership"')).length;
  return { res, ownershipReads };
}

const event = {
  title: 'Sunset trivia',
  start: '2030-01-12T18:00',
  end: '2030-01-12T20:00',
};

describe("an owner's write checks ownership once", () => {
  it('posting and removing a live update: one ownership read each', async () => {
    const post = await counted(owner, {
      method: 'POST',
      url: '/api/status-updates',
      payload: { establishmentId: place, message: 'Two-for-one rum punch', type: 'special' },
    });
    expect(post.res.statusCode, post.res.body).toBe(201);
    expect(post.ownershipReads).toBe(1);
    const remove = await counted(owner, {
      method: 'DELETE',
      url: `/api/status-updates/${post.res.json().id}`,
    });
    expect(remove.res.statusCode, remove.res.body).toBe(204);
    expect(remove.ownershipReads).toBe(1);
  });

  it('posting, editing and removing an event: one ownership read each', async () => {
    const post = await counted(owner, {
      method: 'POST',
      url: `/api/establishments/${place}/events`,
      payload: event,
    });
    expect(post.res.statusCode, post.res.body).toBe(201);
    expect(post.ownershipReads).toBe(1);
    const id = post.res.json().id;
    const edit = await counted(owner, {
      method: 'PATCH',
      url: `/api/events/${id}`,
      payload: { title: 'Quiz' },
    });
    expect(edit.res.statusCode, edit.res.body).toBe(200);
    expect(edit.res.json().title).toBe('Quiz');
    expect(edit.ownershipReads).toBe(1);
    const remove = await counted(owner, { method: 'DELETE', url: `/api/events/${id}` });
    expect(remove.res.statusCode, remove.res.body).toBe(204);
    expect(remove.ownershipReads).toBe(1);
  });

  it("editing the place's details and confirming them: one ownership read each", async () => {
    const edit = await counted(owner, {
      method: 'PATCH',
      url: `/api/establishments/${place}`,
      payload: { phone: '+501 226-0000' },
    });
    expect(edit.res.statusCode, edit.res.body).toBe(200);
    expect(edit.ownershipReads).toBe(1);
    const confirm = await counted(owner, { method: 'POST', url: `/api/establishments/${place}/confirm` });
    expect(confirm.res.statusCode, confirm.res.body).toBe(200);
    expect(confirm.ownershipReads).toBe(1);
  });

  it('a logo and a photo, its description and its removal: one ownership read each', async () => {
    const logo = await counted(owner, {
      method: 'POST',
      url: `/api/establishments/${place}/logo`,
      ...multipart(png),
    });
    expect(logo.res.statusCode, logo.res.body).toBe(200);
    expect(logo.ownershipReads).toBe(1);
    const photo = await counted(owner, {
      method: 'POST',
      url: `/api/establishments/${place}/photos`,
      ...multipart(png, { field: 'photo', filename: 'bar.png' }),
    });
    expect(photo.res.statusCode, photo.res.body).toBe(201);
    expect(photo.ownershipReads).toBe(1);
    const id = photo.res.json().id;
    const alt = await counted(owner, {
      method: 'PATCH',
      url: `/api/establishments/${place}/photos/${id}`,
      payload: { alt: 'The bar at sunset' },
    });
    expect(alt.res.statusCode, alt.res.body).toBe(200);
    expect(alt.ownershipReads).toBe(1);
    const remove = await counted(owner, {
      method: 'DELETE',
      url: `/api/establishments/${place}/photos/${id}`,
    });
    expect(remove.res.statusCode, remove.res.body).toBe(204);
    expect(remove.ownershipReads).toBe(1);
  });

  it("answering a booking request: one ownership read (the place's owners are read to mail them when it is sent)", async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/establishments/${stay}/booking-requests`,
      payload: {
        checkIn: '2030-02-01',
        checkOut: '2030-02-03',
        adults: 2,
        children: 0,
        guestName: 'Ana Guest',
        guestEmail: 'ana.guest@example.com',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [request] = (
      await as(stayOwner, { method: 'GET', url: '/api/business/booking-requests' })
    ).json() as { id: number }[];
    const answer = await counted(stayOwner, {
      method: 'POST',
      url: `/api/business/booking-requests/${request.id}/confirm`,
      payload: { note: 'See you then' },
    });
    expect(answer.res.statusCode, answer.res.body).toBe(200);
    expect(answer.ownershipReads).toBe(1);
  });

  it("still refuses another owner's place (403) and an unknown place (404), and lets the admin in", async () => {
    const update = (actor: Actor, establishmentId: number) =>
      as(actor, {
        method: 'POST',
        url: '/api/status-updates',
        payload: { establishmentId, message: 'Live music tonight', type: 'announcement' },
      });
    const theirs = await update(otherOwner, place);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toMatch(/verified owner/);
    expect((await update(owner, 999_999)).statusCode).toBe(404);
    expect((await update(admin, 999_999)).statusCode).toBe(404);
    expect((await update(admin, place)).statusCode).toBe(201);

    const mine = await as(owner, {
      method: 'POST',
      url: `/api/establishments/${place}/events`,
      payload: event,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const edit = await as(otherOwner, {
      method: 'PATCH',
      url: `/api/events/${mine.json().id}`,
      payload: { title: 'Taken over' },
    });
    expect(edit.statusCode).toBe(403);
    const details = await as(otherOwner, {
      method: 'PATCH',
      url: `/api/establishments/${place}`,
      payload: { phone: '+501 000-0000' },
    });
    expect(details.statusCode).toBe(403);
    const unknown = await as(owner, {
      method: 'POST',
      url: '/api/establishments/999999/events',
      payload: event,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
