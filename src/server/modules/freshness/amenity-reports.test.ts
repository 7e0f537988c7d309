import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, uniqueEmail, uniqueIp } from '../../../../test/auth-helpers';
import { createOwnerApp } from '../../../../test/owner-app';
import { testClock } from '../../../../test/smtp-sink';
import type { TestApp } from '../../../../test/test-app';
import type { AdminReport, OwnerReport } from '../../../domain/schemas/freshness';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { reportDigestMail, reportToOwnerMail } from './mails';
import { reportDigestMailEs, reportToOwnerMailEs } from './mails-es';

const HOUR = 3_600_000;
const clock = testClock(new Date('2031-05-04T15:00:00Z'));
let ctx: TestApp;
let admin: Actor;
let owner: Actor;
/** A restaurant (Blue Water Grill), with a verified owner. */
let grill: number;
/** A stay (Blue Tang Inn): takeout is not asked of it. */
let inn: number;

beforeAll(async () => {
  ({
    ctx,
    admin,
    owner,
    establishmentId: grill,
  } = await createOwnerApp(
    'Blue Water Grill',
    { rateLimits: { placeReports: { max: 1000, timeWindowMs: HOUR } } },
    { clock },
  ));
  inn = await establishmentIdByName(ctx.database.db, 'Blue Tang Inn');
});
afterAll(() => ctx.close());

const report = (id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${id}/reports`,
    headers: { 'x-forwarded-for': uniqueIp() },
    payload,
  });

const ownerReports = async () => {
  const res = await ctx.app.inject({ url: '/api/business/reports', headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OwnerReport[]>();
};
const adminReports = async () => {
  const res = await ctx.app.inject({ url: '/api/admin/reports?status=open', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminReport[]>();
};
const storedCount = async () =>
  (await ctx.database.db.select({ id: t.placeReports.id }).from(t.placeReports)).length;

/** The report mails queued for the grill's owner. */
const ownerMails = async () =>
  (
    await ctx.database.db
      .select({ subject: t.outbox.subject, text: t.outbox.textBody })
      .from(t.outbox)
      .where(eq(t.outbox.toAddress, owner.email))
      .orderBy(asc(t.outbox.id))
  ).filter((m) => /visitor/i.test(m.subject));

describe('a visitor reports that an amenity is wrong', () => {
  it('names the amenity, which owners and the admin see and the owner is mailed in words', async () => {
    const email = uniqueEmail('amenity');
    const res = await report(grill, {
      kind: 'amenity',
      attribute: 'cashOnly',
      message: 'They took my card',
      email,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'amenity' });
    const id = res.json().id as number;

    const stored = await ctx.database.db.select().from(t.placeReports).where(eq(t.placeReports.id, id));
    expect(stored[0]).toMatchObject({ kind: 'amenity', attribute: 'cashOnly', message: 'They took my card' });

    const mine = (await ownerReports()).find((r) => r.id === id);
    expect(mine).toMatchObject({
      kind: 'amenity',
      attribute: 'cashOnly',
      establishmentName: 'Blue Water Grill',
    });
    expect(mine).not.toHaveProperty('email');
    expect((await adminReports()).find((r) => r.id === id)).toMatchObject({
      kind: 'amenity',
      attribute: 'cashOnly',
      email,
    });

    const [mail] = await ownerMails();
    expect(mail.subject).toBe('A visitor says “Cash only” is shown wrong: Blue Water Grill');
    expect(mail.text).toContain('reported that “Cash only” is shown wrong at Blue Water Grill');
    expect(mail.text).not.toContain(email);
  });

  it('may leave the amenity out; the hour’s digest words each report', async () => {
    const res = await report(grill, { kind: 'amenity' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ownerReports()).find((r) => r.id === res.json().id)?.attribute).toBeNull();
    // An empty choice from a form is the same as none.
    const blank = await report(grill, { kind: 'amenity', attribute: null });
    expect(blank.statusCode, blank.body).toBe(201);
    expect((await report(grill, { kind: 'amenity', attribute: 'wheelchairEntrance' })).statusCode).toBe(201);
    // Reports of other kinds carry no amenity.
    const hours = await report(grill, { kind: 'hours' });
    expect((await ownerReports()).find((r) => r.id === hours.json().id)?.attribute).toBeNull();

    clock.advance(HOUR);
    expect(await ctx.app.services.reports.sendDueDigests()).toBe(1);
    const digest = (await ownerMails()).at(-1);
    expect(digest?.subject).toBe('4 visitor reports about Blue Water Grill');
    expect(digest?.text).toContain('• an amenity is shown wrong');
    expect(digest?.text).toContain('• “Wheelchair-accessible entrance” is shown wrong');
    expect(digest?.text).toContain('• the opening hours are wrong');
  });

  it.each([
    ['an unknown amenity', 'grill', { kind: 'amenity', attribute: 'jacuzzi' }, /Choose one of the amenities/],
    [
      'an amenity that is not text',
      'grill',
      { kind: 'amenity', attribute: 3 },
      /Choose one of the amenities/,
    ],
    [
      'an amenity with another kind',
      'grill',
      { kind: 'hours', attribute: 'cashOnly' },
      /Name an amenity only in a report that an amenity is wrong/,
    ],
    [
      'an amenity the place’s kind is not asked about',
      'inn',
      { kind: 'amenity', attribute: 'takeout' },
      /not asked about “Takeout” \(takeout\)/,
    ],
  ] as const)('refuses %s with 400 and a message, storing nothing', async (_label, at, payload, message) => {
    const before = await storedCount();
    const res = await report(at === 'inn' ? inn : grill, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await storedCount()).toBe(before);
  });

  it('takes an amenity the stay is asked about', async () => {
    const res = await report(inn, { kind: 'amenity', attribute: 'pool' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await adminReports()).find((r) => r.id === res.json().id)?.attribute).toBe('pool');
  });
});

describe('the owners’ mails of a wrong amenity', () => {
  const owner = {
    to: 'owner@example.com',
    name: 'Ana',
    establishmentId: 7,
    placeName: 'Blue Water Grill',
    origin: 'https://guide.example.bz',
  };

  it('name the amenity in the owner’s language, or say an amenity is wrong', () => {
    const es = reportToOwnerMailEs({ ...owner, kind: 'amenity', attribute: 'cashOnly', message: null });
    expect(es.subject).toBe('Un visitante dice que la página indica mal “Solo efectivo”: Blue Water Grill');
    const en = reportToOwnerMail({ ...owner, kind: 'amenity', attribute: null, message: null });
    expect(en.subject).toBe('A visitor says an amenity is shown wrong: Blue Water Grill');
    const reports = [
      { kind: 'amenity' as const, attribute: 'freeWifi' as const, message: 'No wifi' },
      { kind: 'amenity' as const, message: null },
    ];
    expect(reportDigestMailEs({ ...owner, reports }).text).toContain(
      '• la página indica mal “Wi-Fi gratis”: “No wifi”',
    );
    expect(reportDigestMailEs({ ...owner, reports }).text).toContain('• la página indica mal un servicio');
    expect(reportDigestMail({ ...owner, reports }).text).toContain(
      '• “Free Wi-Fi” is shown wrong: “No wifi”',
    );
  });
});
