import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  injectAs,
  signIn,
  signInAdmin,
  signUp,
  signUpVerifiedOwner,
  submitClaim,
  TEST_PASSWORD,
} from '../../../../test/auth-helpers';
import { type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

let ctx: TestApp;
let sink: SmtpSink;
let admin: Actor;
let blueBayou: number;
let elvis: number;
const as = injectAs(() => ctx.app);

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(
    { SMTP_URL: sink.url, MAIL_FROM: 'guide@example.bz', publicOrigin: 'https://guide.example.bz' },
    { mail: { pollIntervalMs: 3_600_000 } },
  );
  admin = await signInAdmin(ctx.app);
  blueBayou = await establishmentIdByName(ctx.database.db, 'Blue Bayou');
  elvis = await establishmentIdByName(ctx.database.db, "Elvi's Kitchen");
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const exportOf = (actor: Actor | null) => as(actor, { method: 'GET', url: '/api/auth/account/export' });
const deleteAs = (actor: Actor | null, payload?: unknown) =>
  as(actor, { method: 'DELETE', url: '/api/auth/account', payload: payload as object });
const me = (actor: Actor) => as(actor, { method: 'GET', url: '/api/auth/user' });
async function postUpdate(owner: Actor, establishmentId: number, message: string) {
  const res = await as(owner, {
    method: 'POST',
    url: '/api/status-updates',
    payload: { establishmentId, message, type: 'announcement' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('signed out', () => {
  it('answers 401 with a message to export and delete, before reading the body', async () => {
    for (const res of [
      await exportOf(null),
      await deleteAs(null, { password: TEST_PASSWORD }),
      await deleteAs(null),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/auth/account/export', () => {
  it("returns the account's profile, claims, registrations, ownerships and updates, never a hash", async () => {
    const owner = await signUpVerifiedOwner(ctx.app, admin, blueBayou);
    await submitClaim(ctx.app, owner, elvis);
    const update = await postUpdate(owner, blueBayou, 'Happy hour from 4');
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const event = await as(owner, {
      method: 'POST',
      url: `/api/establishments/${blueBayou}/events`,
      payload: { title: 'Quiz night', start: `${day}T19:00`, end: `${day}T21:00` },
    });
    expect(event.statusCode, event.body).toBe(201);
    const trip = {
      id: 'default-trip',
      name: 'My trip',
      startDate: null,
      dayCount: 1,
      stops: [{ establishmentId: elvis, day: 1, time: null, note: 'Fry jacks' }],
      updatedAt: new Date().toISOString(),
      deleted: false,
    };
    const kept = await as(owner, { method: 'PUT', url: '/api/me/trips', payload: { lists: [trip] } });
    expect(kept.statusCode, kept.body).toBe(200);
    const res = await exportOf(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ambergris-guide-account-.+\.json"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: owner.user.id,
      email: owner.email,
      firstName: 'Test',
      role: 'owner',
    });
    expect(
      data.claims.map((c: { establishmentId: number; status: string }) => [c.establishmentId, c.status]),
    ).toEqual(
      expect.arrayContaining([
        [blueBayou, 'approved'],
        [elvis, 'pending'],
      ]),
    );
    expect(data.ownerships).toEqual([
      expect.objectContaining({
        establishmentId: blueBayou,
        establishmentName: 'Blue Bayou',
        isVerified: true,
      }),
    ]);
    expect(data.statusUpdates).toEqual([
      expect.objectContaining({ id: update.id, establishmentId: blueBayou, message: 'Happy hour from 4' }),
    ]);
    expect(data.events).toEqual([
      expect.objectContaining({
        establishmentName: 'Blue Bayou',
        title: 'Quiz night',
        start: `${day}T19:00`,
      }),
    ]);
    expect(data.registrations).toEqual([]);
    expect(data.trips).toEqual([trip]);
    // Neither the hash nor any token's hash, under any name.
    const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.id, owner.user.id));
    const tokens = await ctx.database.db
      .select()
      .from(t.authTokens)
      .where(eq(t.authTokens.userId, owner.user.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of [user.passwordHash, ...tokens.map((x) => x.tokenHash)])
      expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/\$argon2|password|token/i);
  });

  it("shows only the caller's own data", async () => {
    const other = await signUp(ctx.app);
    const data = (await exportOf(other)).json();
    expect(data.profile.email).toBe(other.email);
    expect([
      data.claims,
      data.registrations,
      data.ownerships,
      data.statusUpdates,
      data.events,
      data.trips,
    ]).toEqual([[], [], [], [], [], []]);
  });
});

describe('DELETE /api/auth/account', () => {
  it('refuses bad bodies with 400 and a message, and changes nothing', async () => {
    const owner = await signUp(ctx.app);
    for (const payload of [
      undefined,
      {},
      { password: '' },
      { password: 42 },
      { password: 'x'.repeat(201) },
    ]) {
      const res = await deleteAs(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('refuses a wrong password with 400 and keeps the account and its sessions', async () => {
    const owner = await signUpVerifiedOwner(ctx.app, admin, blueBayou);
    const res = await deleteAs(owner, { password: 'not my password at all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not your password/);
    expect((await me(owner)).statusCode).toBe(200);
    expect((await exportOf(owner)).json().ownerships).toHaveLength(1);
  });

  it('deletes the account, ends every session, releases its places and lets the address sign up again', async () => {
    const owner = await signUpVerifiedOwner(ctx.app, admin, elvis);
    const elsewhere = await signIn(ctx.app, owner.email, TEST_PASSWORD);
    await submitClaim(ctx.app, owner, blueBayou);
    const update = await postUpdate(owner, elvis, 'Closed for a private party tonight');
    const list = {
      id: 'default-trip',
      name: 'My trip',
      startDate: null,
      dayCount: 0,
      stops: [],
      updatedAt: new Date().toISOString(),
      deleted: false,
    };
    expect(
      (await as(owner, { method: 'PUT', url: '/api/me/trips', payload: { lists: [list] } })).statusCode,
    ).toBe(200);

    const res = await deleteAs(owner, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    // Signed out everywhere; the address no longer signs in.
    for (const actor of [owner, elsewhere]) expect((await me(actor)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // Nothing of the account is left; the place and the update stay, without their author.
    const db = ctx.database.db;
    const id = owner.user.id;
    expect(await db.select().from(t.users).where(eq(t.users.id, id))).toEqual([]);
    expect(await db.select().from(t.accountTripLists).where(eq(t.accountTripLists.userId, id))).toEqual([]);
    expect(await db.select().from(t.businessOwnership).where(eq(t.businessOwnership.userId, id))).toEqual([]);
    expect(await db.select().from(t.businessClaims).where(eq(t.businessClaims.userId, id))).toEqual([]);
    expect(await db.select().from(t.authTokens).where(eq(t.authTokens.userId, id))).toEqual([]);
    expect(await db.select().from(t.outbox).where(eq(t.outbox.toAddress, owner.email))).toEqual([]);
    const sessions = await db
      .select()
      .from(t.sessions)
      .where(sql`(${t.sessions.sess}->>'userId')::int = ${id}`);
    expect(sessions).toEqual([]);
    const [kept] = await db.select().from(t.statusUpdates).where(eq(t.statusUpdates.id, update.id));
    expect(kept).toMatchObject({ establishmentId: elvis, createdByUserId: null });
    const place = await ctx.app.inject({ method: 'GET', url: `/api/establishments/${elvis}` });
    expect(place.statusCode).toBe(200);
    expect(place.json().name).toBe("Elvi's Kitchen");

    // The admin no longer sees its requests; the place can be claimed again by a new account.
    const queue = await as(admin, { method: 'GET', url: '/api/admin/claims' });
    expect(queue.json().some((c: { userId: number }) => c.userId === id)).toBe(false);
    const again = await signUp(ctx.app, { email: owner.email });
    expect(again.user.id).not.toBe(id);
    expect((await exportOf(again)).json()).toMatchObject({ claims: [], ownerships: [], statusUpdates: [] });
    expect((await as(again, { method: 'GET', url: '/api/business/establishments' })).json()).toEqual([]);
  });

  it("refuses to delete the guide's only administrator (409), but not one of two", async () => {
    await ctx.database.db.update(t.users).set({ role: 'owner' }).where(eq(t.users.role, 'admin'));
    const only = await signInAdmin(ctx.app);
    const res = await deleteAs(only, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/only administrator/);
    const second = await signInAdmin(ctx.app);
    // A request it decided keeps the decision, without the reviewer (the schema's ON DELETE SET NULL).
    const claim = await submitClaim(ctx.app, await signUp(ctx.app), blueBayou);
    await as(only, { method: 'POST', url: `/api/admin/claims/${claim.id}/reject` });
    expect((await deleteAs(only, { password: TEST_PASSWORD })).statusCode).toBe(204);
    const [decided] = await ctx.database.db
      .select()
      .from(t.businessClaims)
      .where(eq(t.businessClaims.id, claim.id));
    expect(decided).toMatchObject({ status: 'rejected', reviewedByUserId: null });
    expect((await me(second)).json().role).toBe('admin');
    admin = second;
  });
});
