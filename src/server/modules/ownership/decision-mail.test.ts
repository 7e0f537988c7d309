import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signInAdmin, signUp, submitClaim } from '../../../../test/auth-helpers';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

let ctx: TestApp;
let sink: SmtpSink;
let admin: Actor;
let blueBayou: number;
const as = injectAs(() => ctx.app);
const DASHBOARD = 'https://guide.example.bz/business/dashboard';

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(
    { SMTP_URL: sink.url, MAIL_FROM: 'guide@example.bz', publicOrigin: 'https://guide.example.bz' },
    { mail: { pollIntervalMs: 3_600_000 } },
  );
  admin = await signInAdmin(ctx.app);
  blueBayou = await establishmentIdByName(ctx.database.db, 'Blue Bayou');
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const decisionTo = (email: string) => (m: ReceivedMail) =>
  m.to.includes(email) && /Subject: (Approved|Not approved)/.test(m.decoded);

describe('decision mails', () => {
  it("mails the claimant the approval, with the dashboard's link, in text and HTML", async () => {
    const owner = await signUp(ctx.app, { firstName: 'Jo' });
    const claim = await submitClaim(ctx.app, owner, blueBayou);
    const res = await as(admin, {
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/approve`,
      payload: { notes: 'Checked by phone' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor(decisionTo(owner.email));
    expect(mail.decoded).toMatch(/Subject: Approved: your claim of Blue Bayou/);
    // The claimant never verified the address: the name typed at sign-up is not in the greeting.
    expect(mail.decoded).toContain('Hello,');
    expect(mail.decoded).not.toContain('Jo,');
    expect(mail.decoded).toContain("The reviewer's note: Checked by phone");
    expect(mail.decoded).toContain(`Open my dashboard: ${DASHBOARD}`);
    expect(mail.decoded).toContain(`href="${DASHBOARD}"`);
    expect(mail.decoded).toMatch(/Content-Type: text\/plain/);
    expect(mail.decoded).toMatch(/Content-Type: text\/html/);
  });

  it("mails the registrant the rejection with the admin's note", async () => {
    const owner = await signUp(ctx.app);
    const created = await as(owner, {
      method: 'POST',
      url: '/api/business-registrations',
      payload: {
        ownerName: 'Rita Owner',
        ownerEmail: owner.email,
        verificationCode: 'BTB-777',
        submittedData: {
          name: 'Reef Dive Shack',
          description: 'Small dive shop by the reef with daily trips',
          address: 'Beach Front, San Pedro',
          hours: '8am - 5pm',
          latitude: 17.92,
          longitude: -87.96,
          areaId: 4,
          categoryId: 3,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await as(admin, {
      method: 'POST',
      url: `/api/admin/registrations/${created.json().id}/reject`,
      payload: { notes: 'We could not find the licence number' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor(decisionTo(owner.email));
    expect(mail.decoded).toMatch(/Subject: Not approved: your registration of Reef Dive Shack/);
    expect(mail.decoded).toContain("The reviewer's note: We could not find the licence number");
    expect(mail.decoded).toContain(`Open my dashboard: ${DASHBOARD}`);
  });

  it('writes no mail when the decision fails (already decided: 409)', async () => {
    const owner = await signUp(ctx.app);
    const claim = await submitClaim(ctx.app, owner, blueBayou);
    const decide = (d: string) => as(admin, { method: 'POST', url: `/api/admin/claims/${claim.id}/${d}` });
    expect((await decide('reject')).statusCode).toBe(200);
    expect((await decide('approve')).statusCode).toBe(409);
    const queued = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, owner.email));
    // One decision mail: the refused second decision wrote none.
    const decisions = queued.filter((m) => /^(Approved|Not approved):/.test(m.subject));
    expect(decisions.map((m) => m.subject)).toEqual([expect.stringMatching(/^Not approved: your claim/)]);
  });
});
