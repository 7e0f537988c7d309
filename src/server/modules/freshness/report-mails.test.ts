import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

const HOUR = 3_600_000;
const clock = testClock(new Date('2031-04-02T15:00:00Z'));
let ctx: TestApp;
let owner: Actor;
let place: number;

beforeAll(async () => {
  ctx = await createTestApp(
    // The per-address limit out of the way: what is shown here holds for any number of addresses.
    { rateLimits: { placeReports: { max: 1000, timeWindowMs: HOUR } } },
    { clock, mail: { pollIntervalMs: 3_600_000 } },
  );
  place = await establishmentIdByName(ctx.database.db, 'Hidden Treasure Restaurant');
  owner = await signUpVerifiedOwner(ctx.app, await signInAdmin(ctx.app), place);
});
afterAll(() => ctx.close());

const report = (ip: string, message: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${place}/reports`,
    headers: { 'x-forwarded-for': ip },
    payload: { kind: 'other', message },
  });

/** The report mails queued for the owner (not the sign-up's and the claim's). */
const ownerMails = async () =>
  (
    await ctx.database.db
      .select({ subject: t.outbox.subject, text: t.outbox.textBody, html: t.outbox.htmlBody })
      .from(t.outbox)
      .where(eq(t.outbox.toAddress, owner.email))
      .orderBy(asc(t.outbox.id))
  ).filter((m) => /visitor/i.test(m.subject));

describe('a flood of reports on one place, from many addresses', () => {
  it('mails the owner the first at once and the rest as one digest an hour later, and takes at most 20 a day', async () => {
    const addresses = ['127.0.0.5', '127.0.0.6', '203.0.113.7', '2001:db8:1::5'];
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      for (const ip of addresses)
        codes.push((await report(ip, `Report ${i} from ${ip}: see https://evil.example/x`)).statusCode);
    // Twenty are taken; the rest are refused with a reason.
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    const refused = await report('198.51.100.1', 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/many reports today.*try again tomorrow/);

    // One mail so far: the first report, on its own.
    let mails = await ownerMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/A visitor says something else is wrong/);

    // Within the hour the digest is not due; once it is up, one mail holds the other nineteen.
    clock.advance(HOUR - 60_000);
    expect(await ctx.app.services.reports.sendDueDigests()).toBe(0);
    clock.advance(60_000);
    expect(await ctx.app.services.reports.sendDueDigests()).toBe(1);
    expect(await ctx.app.services.reports.sendDueDigests()).toBe(0);
    mails = await ownerMails();
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('19 visitor reports about Hidden Treasure Restaurant');
    expect(mails[1].text).toContain('Report 4 from 2001:db8:1::5: see hxxps://evil[.]example/x');
    expect(mails[1].text).not.toContain('Report 0 from 127.0.0.5');
    expect(mails[1].html).not.toMatch(/https:\/\/evil|evil\.example/);

    // A report just after the digest waits for the next hour; the day's limit has room again after a day.
    clock.advance(23 * HOUR + 60_000);
    expect((await report('198.51.100.2', 'still wrong')).statusCode).toBe(201);
    expect(await ownerMails()).toHaveLength(3);
    expect((await report('198.51.100.3', 'and again')).statusCode).toBe(201);
    expect(await ownerMails()).toHaveLength(3);
    clock.advance(HOUR);
    expect(await ctx.app.services.reports.sendDueDigests()).toBe(1);
    expect((await ownerMails()).at(-1)?.subject).toMatch(/A visitor says something else is wrong/);
  });
});
