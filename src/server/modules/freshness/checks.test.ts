import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import {
  linkIn,
  type ReceivedMail,
  type SmtpSink,
  startSmtpSink,
  testClock,
} from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { ListingCheck, StaleListing } from '../../../domain/schemas/freshness';
import { establishmentIdByName, SEED_FACTS_GATHERED_AT } from '../../db/seed/seed';

const PUBLIC_URL = 'https://guide.example.bz';
const DAY = 86_400_000;
// A week after the seeded facts were gathered: nothing is stale yet.
const clock = testClock(new Date(SEED_FACTS_GATHERED_AT.getTime() + 7 * DAY));
let sink: SmtpSink;
let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let otherOwner: Actor;
let place: number;
let otherPlace: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(
    { SMTP_URL: sink.url, publicOrigin: PUBLIC_URL },
    { clock, mail: { pollIntervalMs: 3_600_000 } },
  );
  place = await establishmentIdByName(ctx.database.db, 'SunBreeze Hotel');
  otherPlace = await establishmentIdByName(ctx.database.db, 'El Fogon');
  admin = await signInAdmin(ctx.app);
  owner = await signUpVerifiedOwner(ctx.app, admin, place);
  otherOwner = await signUpVerifiedOwner(ctx.app, admin, otherPlace);
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

type Checked = { id: number; checkedAt: string; checkedBy: string };
const detail = async (id: number) =>
  (await ctx.app.inject({ url: `/api/establishments/${id}` })).json<Checked>();
const listed = async (id: number) =>
  (await ctx.app.inject({ url: '/api/establishments' })).json<Checked[]>().find((e) => e.id === id);
const confirm = (id: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/establishments/${id}/confirm`, headers });
const stale = async () => {
  const res = await ctx.app.inject({ url: '/api/admin/stale', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaleListing[]>();
};

/** What a reminder's link is for: the token in the body of a POST. */
const lookup = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/listing-confirmations/lookup', payload: { token } });

describe('when a listing was last checked, and by whom', () => {
  it('a seeded place says when its facts were gathered, in the list and the detail', async () => {
    const seeded = await establishmentIdByName(ctx.database.db, 'Blue Bayou');
    const expected = { checkedAt: SEED_FACTS_GATHERED_AT.toISOString(), checkedBy: 'seed' };
    expect(await detail(seeded)).toMatchObject(expected);
    expect(await listed(seeded)).toMatchObject(expected);
  });

  it("moves to now with an owner's edit, and with the admin's", async () => {
    clock.advance(DAY);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${place}`,
      headers: owner.headers,
      payload: { specialties: 'Pool by the beach' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ checkedAt: clock.now().toISOString(), checkedBy: 'owner' });
    expect(await listed(place)).toMatchObject({ checkedBy: 'owner', checkedAt: clock.now().toISOString() });

    clock.advance(DAY);
    const byAdmin = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${place}`,
      headers: admin.headers,
      payload: { specialties: 'Pool and beach bar' },
    });
    expect(byAdmin.json()).toMatchObject({ checkedAt: clock.now().toISOString(), checkedBy: 'admin' });
  });

  it('"Everything is still right": the owner or the admin, 401 signed out, 403 for another owner', async () => {
    clock.advance(DAY);
    const before = await detail(place);
    expect((await confirm(place)).statusCode).toBe(401);
    const refused = await confirm(place, otherOwner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/verified owner/);
    expect((await confirm(99_999, admin.headers)).statusCode).toBe(404);
    expect(await detail(place)).toEqual(before);

    const res = await confirm(place, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ListingCheck>()).toEqual({
      establishmentId: place,
      name: 'SunBreeze Hotel',
      checkedAt: clock.now().toISOString(),
      checkedBy: 'owner',
    });
    // Every cached reply hears of it.
    expect(await listed(place)).toMatchObject({ checkedAt: clock.now().toISOString(), checkedBy: 'owner' });
    clock.advance(DAY);
    expect((await confirm(place, admin.headers)).json()).toMatchObject({ checkedBy: 'admin' });
  });

  it("the sitemap's lastmod of a place is the day of its latest check", async () => {
    const sitemap = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    const day = (await detail(place)).checkedAt.slice(0, 10);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/establishment/${place}</loc>`);
    const entry = sitemap.slice(sitemap.indexOf(`<loc>${PUBLIC_URL}/establishment/${place}</loc>`));
    expect(entry.slice(0, entry.indexOf('</url>'))).toContain(`<lastmod>${day}</lastmod>`);
  });
});

describe('stale listings', () => {
  it('are listed for the admin once unchecked for 180 days, and their owners reminded monthly by a one-tap link', async () => {
    expect((await stale()).map((s) => s.establishmentId)).not.toContain(otherPlace);
    expect((await ctx.app.inject({ url: '/api/admin/stale', headers: owner.headers })).statusCode).toBe(403);
    expect(await ctx.app.services.checks.sendReminders()).toBe(0);

    // Half a year on: the seeded places are stale; the one confirmed days later is not yet.
    clock.advance(SEED_FACTS_GATHERED_AT.getTime() + 180 * DAY + 1 - clock.now().getTime());
    admin = await signInAdmin(ctx.app); // the earlier session has expired meanwhile
    const listing = await stale();
    expect(listing.find((s) => s.establishmentId === otherPlace)).toMatchObject({
      name: 'El Fogon',
      checkedBy: 'seed',
      verifiedOwners: 1,
      lastRemindedAt: null,
    });
    expect(listing.map((s) => s.establishmentId)).not.toContain(place);

    expect(await ctx.app.services.checks.sendReminders()).toBe(1);
    const reminderTo = (email: string) => (m: ReceivedMail) =>
      m.to.includes(email) && m.decoded.includes('still right on the guide');
    const mail = await sink.waitFor(reminderTo(otherOwner.email));
    expect(mail.decoded).toContain('Subject: Is El Fogon still right on the guide?');
    expect(mail.decoded).toContain('was last checked on 22 November 2026');
    const { url, token } = linkIn(mail, '/confirm-listing');
    expect(url).toBe(`${PUBLIC_URL}/confirm-listing#token=${token}`);
    // At most one a month.
    expect(await ctx.app.services.checks.sendReminders()).toBe(0);
    expect((await stale()).find((s) => s.establishmentId === otherPlace)?.lastRemindedAt).toBe(
      clock.now().toISOString(),
    );

    // The token travels in bodies only: the old path that carried it answers nothing and changes nothing.
    const oldPath = await ctx.app.inject({ url: `/api/listing-confirmations/${token}` });
    expect(oldPath.statusCode).toBe(404);
    expect(oldPath.body).not.toContain('El Fogon');
    const about = await lookup(token);
    expect(about.statusCode, about.body).toBe(200);
    expect(about.json()).toMatchObject({ establishmentId: otherPlace, name: 'El Fogon', checkedBy: 'seed' });
    clock.advance(DAY);
    const tapped = await ctx.app.inject({
      method: 'POST',
      url: '/api/listing-confirmations',
      payload: { token },
    });
    expect(tapped.statusCode, tapped.body).toBe(200);
    expect(tapped.json()).toMatchObject({ checkedAt: clock.now().toISOString(), checkedBy: 'owner' });
    expect(await detail(otherPlace)).toMatchObject({ checkedBy: 'owner' });
    expect((await stale()).map((s) => s.establishmentId)).not.toContain(otherPlace);

    // Once only.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/listing-confirmations',
      payload: { token },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already used/);
    expect((await lookup(token)).statusCode).toBe(410);
  });

  it("a reminder's link expires, and an owner is reminded again a month later while still stale", async () => {
    const third = await establishmentIdByName(ctx.database.db, "Estel's Dine by the Sea");
    const thirdOwner = await signUpVerifiedOwner(ctx.app, admin, third);
    expect(await ctx.app.services.checks.sendReminders()).toBe(1);
    const reminders = () =>
      sink.mails.filter((m) => m.to.includes(thirdOwner.email) && m.decoded.includes('still right'));
    const first = linkIn(
      await sink.waitFor((m) => m.to.includes(thirdOwner.email) && m.decoded.includes('still right')),
      '/confirm-listing',
    );

    clock.advance(15 * DAY);
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/listing-confirmations',
      payload: { token: first.token },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    // (Other places turn stale meanwhile and are reminded too: only this owner's mails are counted.)
    await ctx.app.services.checks.sendReminders();
    await ctx.app.mailWorker.runOnce();
    expect(reminders()).toHaveLength(1);

    clock.advance(16 * DAY);
    await ctx.app.services.checks.sendReminders();
    const second = linkIn(
      await sink.waitFor(
        (m) =>
          m.to.includes(thirdOwner.email) &&
          m.decoded.includes('still right') &&
          !m.decoded.includes(first.token),
      ),
      '/confirm-listing',
    );
    expect(second.token).not.toBe(first.token);
    expect(reminders()).toHaveLength(2);
  });

  it('refuses a malformed or unknown token with a message', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/listing-confirmations',
      payload: { token: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/not complete/);
    const unknown = await lookup('a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect((await lookup('x')).statusCode).toBe(400);
  });
});
