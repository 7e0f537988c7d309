import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  signInAdmin,
  signUpVerifiedOwner,
  uniqueEmail,
  uniqueIp,
} from '../../../../test/auth-helpers';
import { type SmtpSink, startSmtpSink, testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { AdminReport, OwnerReport } from '../../../domain/schemas/freshness';
import { establishmentIdByName } from '../../db/seed/seed';

const PUBLIC_URL = 'https://guide.example.bz';
const clock = testClock(new Date('2031-03-02T15:00:00Z'));
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
    {
      SMTP_URL: sink.url,
      publicOrigin: PUBLIC_URL,
      rateLimits: { placeReports: { max: 3, timeWindowMs: 60_000 } },
    },
    { clock, mail: { pollIntervalMs: 3_600_000 } },
  );
  place = await establishmentIdByName(ctx.database.db, 'Blue Tang Inn');
  otherPlace = await establishmentIdByName(ctx.database.db, "Elvi's Kitchen");
  admin = await signInAdmin(ctx.app);
  owner = await signUpVerifiedOwner(ctx.app, admin, place);
  otherOwner = await signUpVerifiedOwner(ctx.app, admin, otherPlace);
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const report = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${id}/reports`,
    headers: { 'x-forwarded-for': uniqueIp(), ...headers },
    payload: payload as Record<string, unknown>,
  });

const adminReports = async (status: 'open' | 'resolved') => {
  const res = await ctx.app.inject({ url: `/api/admin/reports?status=${status}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminReport[]>();
};

const detail = async (id: number) => (await ctx.app.inject({ url: `/api/establishments/${id}` })).json();
const reportCount = async () => (await adminReports('open')).length + (await adminReports('resolved')).length;

describe('a visitor reports what is wrong', () => {
  it('stores a report without an account and tells the owners, never the reporter’s address', async () => {
    const email = uniqueEmail('visitor');
    const res = await report(place, {
      kind: 'hours',
      message: 'Opens at 8 now, not 7 <b>!</b> Verify at https://evil.example/login',
      email,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      kind: 'hours',
      createdAt: clock.now().toISOString(),
    });

    const mail = await sink.waitFor((m) => m.to.includes(owner.email) && m.decoded.includes('opening hours'));
    expect(mail.decoded).toContain('Subject: A visitor says the opening hours are wrong: Blue Tang Inn');
    // The visitor's words are text with their links made inert, in both parts.
    expect(mail.decoded).toContain(
      'Opens at 8 now, not 7 &lt;b&gt;!&lt;/b&gt; Verify at hxxps://evil[.]example/login',
    );
    expect(mail.decoded).not.toMatch(/https:\/\/evil|evil\.example/);
    expect(mail.decoded).toContain(`${PUBLIC_URL}/business/dashboard?business=${place}&tab=visitors`);
    expect(mail.decoded).not.toContain(email);

    const mine = await ctx.app.inject({ url: '/api/business/reports', headers: owner.headers });
    const listed = mine.json<OwnerReport[]>().find((r) => r.id === res.json().id);
    expect(listed).toMatchObject({ kind: 'hours', establishmentName: 'Blue Tang Inn', status: 'open' });
    expect(JSON.stringify(mine.json())).not.toContain(email);
    expect(listed).not.toHaveProperty('email');
    // Another owner sees nothing of it.
    const theirs = await ctx.app.inject({ url: '/api/business/reports', headers: otherOwner.headers });
    expect(theirs.json<OwnerReport[]>().map((r) => r.establishmentId)).not.toContain(place);
    // The admin sees it, with the address to thank.
    expect((await adminReports('open')).find((r) => r.id === res.json().id)?.email).toBe(email);
  });

  it.each([
    ['an unknown kind', { kind: 'rude' }, 'kind', 'Choose what is wrong'],
    ['no kind', {}, 'kind', 'Choose what is wrong'],
    [
      'a message over 500 characters',
      { kind: 'other', message: 'x'.repeat(501) },
      'message',
      'Use at most 500 characters.',
    ],
    [
      'a malformed address',
      { kind: 'other', email: 'not-an-address' },
      'email',
      'Enter a valid email address',
    ],
    ['an unknown field', { kind: 'other', extra: 1 }, '', 'extra'],
  ])('refuses %s with 400 and a message, storing nothing', async (_label, payload, path, message) => {
    const before = await reportCount();
    const res = await report(place, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(JSON.stringify(res.json())).toContain(message);
    if (path) expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await reportCount()).toBe(before);
  });

  it('refuses a filled hidden field (a bot) and unknown or unpublished places', async () => {
    const before = await reportCount();
    const bot = await report(place, { kind: 'closed', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().message).toMatch(/website field empty/);
    expect((await report(99_999, { kind: 'closed' })).statusCode).toBe(404);
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/establishments',
      headers: admin.headers,
      payload: { name: 'Draft Deli', categoryId: 1, isActive: false },
    });
    const unpublished = await report(draft.json().id, { kind: 'closed' });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().message).toBe('Establishment not found');
    expect(await reportCount()).toBe(before);
  });

  it('limits reports per address, with a 429 and a message', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await report(otherPlace, { kind: 'other' }, { 'x-forwarded-for': ip })).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const limited = await report(otherPlace, { kind: 'other' }, { 'x-forwarded-for': ip });
    expect(limited.json().message).toMatch(/Too many/);
  });

  it('stores a report sent again with the same Idempotency-Key once, and answers the repeat as the first', async () => {
    const before = await reportCount();
    const key = 'report-0f0e8f7c-2b7d-4a57-b2b8-3c1d2f9f1e01';
    const first = await report(otherPlace, { kind: 'phone' }, { 'idempotency-key': key });
    // The phone that lost the reply comes back on another address (another cell, the hotel's wifi).
    const again = await report(otherPlace, { kind: 'phone' }, { 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await reportCount()).toBe(before + 1);
    const other = await report(otherPlace, { kind: 'hours' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key was already used for a different request/);
    expect(await reportCount()).toBe(before + 1);
  });

  it('refuses a key in the body: the Idempotency-Key header is the one way to send a report once', async () => {
    const before = await reportCount();
    const res = await report(otherPlace, { kind: 'phone', idempotencyKey: 'report-in-the-body' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await reportCount()).toBe(before);
  });
});

describe('reported closed', () => {
  const resolve = (id: number, outcome: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/resolve`,
      headers: admin.headers,
      payload: { outcome },
    });

  it('never warns on visitors’ reports alone; the admin confirming one warns, dismissing one lifts it', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'Blue Water Grill');
    // Three addresses of three networks, as many as anyone can borrow: no warning, only the admin's queue.
    const ids: number[] = [];
    for (const ip of ['127.0.0.5', '203.0.113.6', '198.51.100.7']) {
      const res = await report(id, { kind: 'closed' }, { 'x-forwarded-for': ip });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    expect((await detail(id)).reportedClosed).toBe(false);
    const queued = (await adminReports('open')).filter((r) => r.establishmentId === id);
    expect(queued.map((r) => r.id)).toEqual(expect.arrayContaining(ids));

    expect((await resolve(ids[0], 'confirmed')).statusCode).toBe(200);
    expect((await detail(id)).reportedClosed).toBe(true);
    type Listed = { id: number; reportedClosed: boolean }[];
    const listed = await ctx.app.inject({ url: '/api/establishments' });
    expect(listed.json<Listed>().find((e) => e.id === id)?.reportedClosed).toBe(true);
    const filtered = await ctx.app.inject({ url: '/api/establishments?hideReportedClosed=true' });
    expect(filtered.json<Listed>().map((e) => e.id)).not.toContain(id);
    expect((await ctx.app.inject({ url: '/api/establishments?hideReportedClosed=yes' })).statusCode).toBe(
      400,
    );

    // Another report "fixed" leaves the admin's word as it was; a dismissal lifts it.
    expect((await resolve(ids[1], 'fixed')).statusCode).toBe(200);
    expect((await detail(id)).reportedClosed).toBe(true);
    expect((await resolve(ids[2], 'dismissed')).statusCode).toBe(200);
    expect((await detail(id)).reportedClosed).toBe(false);

    // Fresh addresses right after the dismissal raise nothing either.
    for (const ip of ['127.0.0.8', '203.0.113.9', '198.51.100.10'])
      expect((await report(id, { kind: 'closed' }, { 'x-forwarded-for': ip })).statusCode).toBe(201);
    expect((await detail(id)).reportedClosed).toBe(false);
  });

  it('confirms only a report that the place closed (400 otherwise, nothing changed)', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'Blue Water Grill');
    const hours = (await report(id, { kind: 'hours' })).json();
    const res = await resolve(hours.id, 'confirmed');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Only a report that the place closed can be confirmed/);
    expect((await adminReports('open')).find((r) => r.id === hours.id)?.status).toBe('open');
    expect((await detail(id)).reportedClosed).toBe(false);
  });
});

describe('the admin resolves', () => {
  it('thanks a reporter who left an address when it is fixed, once, and never a dismissed one', async () => {
    const fixedEmail = uniqueEmail('fixed');
    const dismissedEmail = uniqueEmail('dismissed');
    const fixed = (await report(place, { kind: 'location', email: fixedEmail })).json();
    const dismissed = (await report(place, { kind: 'other', email: dismissedEmail })).json();

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${fixed.id}/resolve`,
      headers: admin.headers,
      payload: { outcome: 'fixed', note: 'Pin moved to the beach side.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      outcome: 'fixed',
      resolutionNote: 'Pin moved to the beach side.',
    });
    const thanks = await sink.waitFor((m) => m.to.includes(fixedEmail));
    expect(thanks.decoded).toContain('Subject: Thank you: Blue Tang Inn is corrected');
    expect(thanks.decoded).toContain(`${PUBLIC_URL}/establishment/${place}`);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${dismissed.id}/resolve`,
      headers: admin.headers,
      payload: { outcome: 'dismissed' },
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${fixed.id}/resolve`,
      headers: admin.headers,
      payload: { outcome: 'fixed' },
    });
    expect(again.statusCode).toBe(409);
    await ctx.app.mailWorker.runOnce();
    expect(sink.mails.filter((m) => m.to.includes(fixedEmail))).toHaveLength(1);
    expect(sink.mails.some((m) => m.to.includes(dismissedEmail))).toBe(false);

    const resolved = await adminReports('resolved');
    expect(resolved.map((r) => r.id)).toEqual(expect.arrayContaining([fixed.id, dismissed.id]));
    const ownerView = await ctx.app.inject({ url: '/api/business/reports', headers: owner.headers });
    expect(ownerView.json<OwnerReport[]>().find((r) => r.id === fixed.id)).toMatchObject({
      status: 'resolved',
      outcome: 'fixed',
    });
  });

  it('answers 400, 401, 403 and 404 as it should', async () => {
    const { id } = (await report(place, { kind: 'other' })).json();
    const resolve = (headers: Record<string, string>, payload: unknown, target = id) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${target}/resolve`,
        headers,
        payload: payload as object,
      });
    expect((await resolve({}, { outcome: 'fixed' })).statusCode).toBe(401);
    expect((await resolve(owner.headers, { outcome: 'fixed' })).statusCode).toBe(403);
    expect((await resolve(admin.headers, { outcome: 'maybe' })).statusCode).toBe(400);
    expect((await resolve(admin.headers, { outcome: 'fixed', note: 'n'.repeat(501) })).statusCode).toBe(400);
    expect((await resolve(admin.headers, { outcome: 'fixed' }, 99_999)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/admin/reports?status=lost', headers: admin.headers })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: '/api/admin/reports', headers: owner.headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: '/api/business/reports' })).statusCode).toBe(401);
    expect((await adminReports('open')).find((r) => r.id === id)?.status).toBe('open');
  });
});
