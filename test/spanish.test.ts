import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../src/domain/dates';
import type { Establishment } from '../src/domain/schemas/catalog';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import {
  type Actor,
  sessionCookie,
  signInAdmin,
  signUpVerifiedOwner,
  submitClaim,
  uniqueEmail,
  uniqueIp,
} from './auth-helpers';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

const PUBLIC_URL = 'https://guide.example.bz';
let sink: SmtpSink;
let ctx: TestApp;
let admin: Actor;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(
    { SMTP_URL: sink.url, publicOrigin: PUBLIC_URL },
    { mail: { pollIntervalMs: 3_600_000 } },
  );
  admin = await signInAdmin(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': uniqueIp(), ...headers }, payload });
const place = async (name: string) =>
  (
    await ctx.app.inject({ url: `/api/establishments/${await establishmentIdByName(ctx.database.db, name)}` })
  ).json<Establishment>();

describe('the places in Spanish', () => {
  it('gives a seeded place its Spanish description and hours beside the English ones', async () => {
    const hotel = await place('SunBreeze Hotel');
    expect(hotel.description).toMatch(/^Beachfront suites hotel/);
    expect(hotel.descriptionEs).toMatch(/^Hotel de suites frente a la playa/);
    expect(hotel.hours).toBe('Check-in 2:00 PM, check-out 11:00 AM');
    expect(hotel.hoursEs).toBe('Entrada a las 2:00 PM, salida a las 11:00 AM');
  });

  it('finds places by the words of their Spanish description', async () => {
    const res = await ctx.app.inject({ url: '/api/establishments?q=gasolinera' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json<Establishment[]>()
        .map((e) => e.name)
        .sort(),
    ).toEqual(['North Ambergris gas station (San Mateo)', 'Oceanfront fuel station (downtown)']);
  });

  it('lets the owner write, change and clear the Spanish texts, and refuses one too long with a message', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'Super Buy');
    const owner = await signUpVerifiedOwner(ctx.app, admin, id);
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/establishments/${id}`, headers: owner.headers, payload });
    const saved = await patch({ descriptionEs: 'Supermercado grande.', hoursEs: 'Todos los días' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await place('Super Buy')).toMatchObject({
      descriptionEs: 'Supermercado grande.',
      hoursEs: 'Todos los días',
    });
    expect((await patch({ hoursEs: '' })).statusCode).toBe(200);
    expect((await place('Super Buy')).hoursEs).toBeNull();
    const tooLong = await patch({ descriptionEs: 'a'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toEqual(expect.any(String));
  });
});

describe('mails a Spanish reader triggers', () => {
  it('thanks a Spanish reporter in Spanish, with a link to the Spanish page of the place', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'Blue Tang Inn');
    const email = uniqueEmail('reportero');
    const sent = await post(`/api/establishments/${id}/reports`, { kind: 'hours', email, locale: 'es' });
    expect(sent.statusCode, sent.body).toBe(201);
    const resolved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${sent.json().id}/resolve`,
      headers: admin.headers,
      payload: { outcome: 'fixed' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const thanks = await sink.waitFor((m) => m.to.includes(email));
    expect(thanks.decoded).toContain('Nos dijiste que algo estaba mal en Blue Tang Inn.');
    expect(thanks.decoded).toContain(`${PUBLIC_URL}/es/establishment/${id}`);
    expect(thanks.decoded).not.toContain(`${PUBLIC_URL}/establishment/${id}`);
    expect(thanks.decoded).not.toMatch(/Thank you|Hello/);
  });

  it('confirms a Spanish sign-up and resets its password in Spanish, linking to Spanish pages', async () => {
    const email = uniqueEmail('cuenta');
    const made = await post('/api/auth/register', { email, password: 'correct horse battery', locale: 'es' });
    expect(made.statusCode, made.body).toBe(202);
    const verify = await sink.waitFor((m) => m.to.includes(email) && m.decoded.includes('verify-email'));
    expect(verify.decoded).toContain('Confirmar mi correo');
    expect(verify.decoded).toContain(`${PUBLIC_URL}/es/verify-email#token=`);

    expect((await post('/api/auth/password-reset', { email, locale: 'es' })).statusCode).toBe(202);
    const reset = await sink.waitFor((m) => m.to.includes(email) && m.decoded.includes('reset-password'));
    expect(reset.decoded).toContain('El enlace funciona una vez, durante una hora.');
    expect(reset.decoded).toContain(`${PUBLIC_URL}/es/reset-password#token=`);

    // The account's later mails keep its language: the admin's decision on its claim.
    const owner = {
      email,
      headers: { cookie: sessionCookie(made), 'x-forwarded-for': uniqueIp() },
    } as Actor;
    const claim = await submitClaim(
      ctx.app,
      owner,
      await establishmentIdByName(ctx.database.db, 'Spiez Pharmacy'),
    );
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const decision = await sink.waitFor((m) => m.to.includes(email) && m.decoded.includes('dashboard'));
    expect(decision.decoded).toContain('Buenas noticias: aprobamos tu reclamaci');
    expect(decision.decoded).toContain(`${PUBLIC_URL}/es/business/dashboard`);

    // And what visitors report about its place.
    const pharmacy = await establishmentIdByName(ctx.database.db, 'Spiez Pharmacy');
    expect((await post(`/api/establishments/${pharmacy}/reports`, { kind: 'phone' })).statusCode).toBe(201);
    const told = await sink.waitFor((m) => m.to.includes(email) && m.decoded.includes('tab=visitors'));
    expect(told.decoded).toContain('Un visitante de la gu');
    expect(told.decoded).toContain(`${PUBLIC_URL}/es/business/dashboard?business=${pharmacy}&tab=visitors`);
  });

  it('sends a Spanish page that asks for sign-in to the Spanish sign-in page', async () => {
    const res = await ctx.app.inject({
      url: `/api/login?returnTo=${encodeURIComponent('/es/business?tab=claim')}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/es/signin?returnTo=${encodeURIComponent('/es/business?tab=claim')}`);
    const english = await ctx.app.inject({ url: '/api/login?returnTo=/business' });
    expect(english.headers.location).toBe(`/signin?returnTo=${encodeURIComponent('/business')}`);
  });

  it('answers a booking request sent from a Spanish page in Spanish, with the Spanish page of the place', async () => {
    const id = await establishmentIdByName(ctx.database.db, 'SunBreeze Hotel');
    const guestEmail = uniqueEmail('huesped');
    const today = belizeDay(new Date());
    const res = await post(`/api/establishments/${id}/booking-requests`, {
      checkIn: addDays(today, 20),
      checkOut: addDays(today, 22),
      adults: 2,
      guestName: 'Lucía',
      guestEmail,
      locale: 'es',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await sink.waitFor((m) => m.to.includes(guestEmail));
    expect(mail.decoded).toContain('Es una solicitud, no una reserva confirmada');
    expect(mail.decoded).toContain('2 adultos');
    expect(mail.decoded).toContain(`${PUBLIC_URL}/es/establishment/${id}`);
  });
});
