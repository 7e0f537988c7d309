/**
 * Every GET operation of /api/openapi.json, called with real ids on a fresh seeded database, answers a
 * documented status with a body of the documented schema and media type. The operations are
 * read from the document: one added without a way to call it here fails this test.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../src/domain/constants';
import * as t from '../src/server/db/schema';
import { type Actor, signInAdmin } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

/** Operations not called here, each with the reason. */
const SKIPPED: Record<string, string> = {
  'GET /api/live':
    'a server-sent event stream that stays open (test/live-stream.ts and modules/live read it)',
};

const ISLAND_BBOX = '-88.1,17.82,-87.85,18.18';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** Values of the required query parameters, by operation. */
const QUERIES: Record<string, Record<string, string>> = {
  'GET /api/establishments/itinerary': { philosophy: 'relaxed', duration: 'week', location: 'town' },
  'GET /api/establishments/pins': { bbox: ISLAND_BBOX },
  'GET /api/accommodations/{id}/rates': { checkIn: day(30), checkOut: day(33), adults: '2' },
};

let ctx: TestApp;
let doc: any;
let admin: Actor;
const ids = { place: 0, photo: 0, media: 0, code: '' };

/** OpenAPI 3.0's boolean exclusive bounds as JSON Schema draft 7 says them (what Ajv reads). */
function draft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(draft7);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = draft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const)
    if (typeof out[flag] === 'boolean') {
      if (out[flag]) out[flag] = out[bound];
      else delete out[flag];
      if (out[flag] !== undefined) delete out[bound];
    }
  return out;
}

const ajv = addFormats(new Ajv({ strict: false, allErrors: true })).addFormat('binary', true);
const validatorFor = (schema: unknown) =>
  ajv.compile(draft7({ allOf: [schema], components: doc.components }) as object);

/** The reply's status is documented for the operation, and its body is what that status documents. */
function expectDocumented(label: string, op: any, res: LightMyRequestResponse) {
  const documented = op.responses[String(res.statusCode)];
  expect(
    documented,
    `${label}: status ${res.statusCode} is not documented (${res.body.slice(0, 200)})`,
  ).toBeDefined();
  if (!documented.content) {
    expect(res.body, `${label}: ${res.statusCode} is documented without a body`).toBe('');
    return;
  }
  const type = String(res.headers['content-type'] ?? '').split(';')[0];
  const media = documented.content[type];
  expect(media, `${label}: ${type} is not a documented media type of ${res.statusCode}`).toBeDefined();
  if (type !== 'application/json') return;
  const validate = validatorFor(media.schema);
  expect(validate(res.json()), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** The URL of an operation with this test's ids in its path and its required query parameters. */
function urlOf(method: string, path: string, op: any): string {
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === 'code') return ids.code;
    if (name === 'n') return '0';
    if (name === 'size') return 'card';
    if (name !== 'id') throw new Error(`${method} ${path}: no value for {${name}} in this test`);
    // The images and their old addresses under /api/, which redirect to them.
    if (/^\/(images|api)\/photos\//.test(path)) return String(ids.photo);
    if (/^\/(images|api)\/media\//.test(path)) return String(ids.media);
    return String(ids.place);
  });
  const query = QUERIES[`${method} ${path}`] ?? {};
  for (const p of op.parameters ?? [])
    if (p.in === 'query' && p.required && !(p.name in query))
      throw new Error(`${method} ${path}: no value for the required query parameter ${p.name} in this test`);
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

const isSecured = (op: any) => (op.security ?? []).length > 0;
const getOperations = () =>
  Object.entries<any>(doc.paths)
    .filter(([, item]) => item.get)
    .map(([path, item]) => ({ path, op: item.get, label: `GET ${path}` }));

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAdmin(ctx.app);
  doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  const db = ctx.database.db;
  // An accommodation: it has rates, and gets a photo, a logo and an event below.
  const [stay] = await db
    .select({ id: t.establishments.id })
    .from(t.establishments)
    .where(eq(t.establishments.categoryId, CATEGORY_IDS.accommodations))
    .limit(1);
  ids.place = stay.id;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const managed = await ctx.app.services.ownership.assertCanManage(admin.user, ids.place);
  ids.photo = (await ctx.app.services.photos.upload(managed, png)).id;
  const { logoUrl } = await ctx.app.services.media.uploadLogo(managed, png);
  ids.media = Number(logoUrl.match(/\/images\/media\/(\d+)/)?.[1]);
  const event = await ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${ids.place}/events`,
    headers: admin.headers,
    payload: { title: 'Full moon party', start: `${day(2)}T19:00`, end: `${day(2)}T23:00` },
  });
  expect(event.statusCode, event.body).toBe(201);
  const trip = await ctx.app.inject({
    method: 'POST',
    url: '/api/trips/shared',
    payload: { title: 'Long weekend', days: [{ establishmentIds: [ids.place] }] },
  });
  expect(trip.statusCode, trip.body).toBe(201);
  ids.code = trip.json().code;
});
afterAll(() => ctx?.close());

describe('every GET operation answers as documented', () => {
  it('covers every GET operation but the listed streams', () => {
    const all = getOperations().map((o) => o.label);
    expect(all.length).toBeGreaterThan(40);
    for (const skipped of Object.keys(SKIPPED)) expect(all).toContain(skipped);
  });

  it('with real ids, signed in where the operation asks for it', async () => {
    const called: string[] = [];
    const problems: string[] = [];
    for (const { path, op, label } of getOperations()) {
      if (SKIPPED[label]) continue;
      try {
        const res = await ctx.app.inject({
          url: urlOf('GET', path, op),
          headers: isSecured(op) ? admin.headers : {},
        });
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(400);
        expectDocumented(label, op, res);
        called.push(label);
      } catch (err) {
        problems.push((err as Error).message);
      }
    }
    expect(problems).toEqual([]);
    expect(called.length + Object.keys(SKIPPED).length).toBe(getOperations().length);
  });

  it('signed out, the secured ones answer a documented 401', async () => {
    for (const { path, op, label } of getOperations().filter((o) => isSecured(o.op))) {
      const res = await ctx.app.inject({ url: urlOf('GET', path, op) });
      expect(res.statusCode, label).toBe(401);
      expectDocumented(label, op, res);
    }
  });
});

describe('refusals answer as documented', () => {
  const place = () => doc.paths['/api/establishments/{id}'].get;

  it('id 0, documented as invalid, gets a 400 of the error schema', async () => {
    const idSchema = place().parameters.find((p: any) => p.name === 'id').schema;
    expect(ajv.validate(idSchema, 0)).toBe(false);
    const res = await ctx.app.inject({ url: '/api/establishments/0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/id/);
    expectDocumented('GET /api/establishments/0', place(), res);
  });

  it('an id of nothing gets a 404 of the error schema', async () => {
    const res = await ctx.app.inject({ url: '/api/establishments/2147483647' });
    expect(res.statusCode).toBe(404);
    expectDocumented('GET /api/establishments/2147483647', place(), res);
  });

  it('a share code too long for the router gets the documented 414', async () => {
    const op = doc.paths['/api/trips/shared/{code}'].get;
    const res = await ctx.app.inject({ url: `/api/trips/shared/${'x'.repeat(201)}` });
    expect(res.statusCode).toBe(414);
    expectDocumented('GET /api/trips/shared/{long}', op, res);
  });

  it('a NUL character gets the documented 400 on any route', async () => {
    const op = doc.paths['/api/categories'].get;
    const res = await ctx.app.inject({ url: '/api/categories?q=%00' });
    expect(res.statusCode).toBe(400);
    expectDocumented('GET /api/categories?q=NUL', op, res);
  });
});
