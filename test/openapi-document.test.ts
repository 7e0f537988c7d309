/**
 * What outside tools read in /api/openapi.json: access, servers, names, media types and the
 * constraints of the inputs, each compared with what the server does.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISLAND_BOUNDS } from '../src/domain/constants';
import { createTestApp, type TestApp } from './test-app';

const PUBLIC_URL = 'https://guide.example.bz';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let ctx: TestApp;
let doc: any;
const ops: { method: string; path: string; op: any }[] = [];
const op = (method: string, path: string) => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
};
const param = (o: any, name: string) => o.parameters?.find((p: any) => p.name === name)?.schema;
const bodySchema = (o: any) => o.requestBody?.content?.['application/json']?.schema;
const ajv = addFormats(new Ajv({ strict: false }));
/** Whether the document says this value is allowed. */
const allows = (schema: unknown, value: unknown) => ajv.validate(schema as object, value);

beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: PUBLIC_URL });
  doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  for (const [path, item] of Object.entries<any>(doc.paths))
    for (const method of METHODS) if (item[method]) ops.push({ method, path, op: item[method] });
});
afterAll(() => ctx.close());

describe('access', () => {
  it('declares the session cookie and gives every operation its security, public ones none', () => {
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    for (const { method, path, op } of ops) expect(op.security, `${method} ${path}`).toBeInstanceOf(Array);
    expect(op('get', '/api/categories').security).toEqual([]);
    for (const [m, p] of [
      ['get', '/api/admin/stats'],
      ['get', '/api/business/establishments'],
      ['get', '/api/auth/user'],
      ['put', '/api/me/trips'],
      ['post', '/api/admin/claims/{id}/approve'],
    ])
      expect(op(m, p).security, `${m} ${p}`).toEqual([{ sessionCookie: [] }]);
    // Signing out works with or without a session.
    expect(op('post', '/api/auth/logout').security).toEqual([{}, { sessionCookie: [] }]);
    expect(op('get', '/api/admin/stats').responses).toHaveProperty('403');
    expect(op('get', '/api/auth/user').responses).toHaveProperty('401');
  });

  it('names its server from the configured public URL', () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
  });
});

describe('names', () => {
  it('gives every operation a unique operationId', () => {
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every tag it uses, with a description', () => {
    const declared = new Map<string, string>((doc.tags ?? []).map((t: any) => [t.name, t.description]));
    const used = new Set(ops.flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((t) => !declared.get(t))).toEqual([]);
  });
});

describe('replies', () => {
  it('documents images as images, not JSON', () => {
    const content = (p: string) => Object.keys(op('get', p).responses['200'].content);
    expect(content('/images/establishments/{id}/og-image.png')).toEqual(['image/png']);
    expect(content('/images/photos/{id}/{size}')).toEqual(['image/avif', 'image/webp']);
    expect(content('/images/media/{id}')).toEqual([
      'image/avif',
      'image/webp',
      'image/png',
      'image/jpeg',
      'image/svg+xml',
    ]);
  });

  it('documents 204 and 304 replies without a body', () => {
    const withBody = ops.flatMap(({ method, path, op }) =>
      ['204', '304'].filter((s) => op.responses[s]?.content).map((s) => `${s} of ${method} ${path}`),
    );
    expect(withBody).toEqual([]);
  });

  it('documents the redirect of /api/login, the 414 of long share codes and the NUL 400 everywhere', async () => {
    expect(op('get', '/api/login').responses['302'].headers).toHaveProperty('Location');
    expect(op('get', '/api/trips/shared/{code}').responses).toHaveProperty('414');
    const long = await ctx.app.inject({ url: `/api/trips/shared/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(
      ops.filter(({ op }) => !op.responses['400']).map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
    const nul = await ctx.app.inject({ url: '/api/categories?x=%00' });
    expect(nul.statusCode).toBe(400);
  });

  it('refers every error reply to the one error schema', () => {
    expect(doc.components.schemas.ErrorReply.required).toEqual(['message']);
    const o = op('get', '/api/establishments/{id}');
    expect(o.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorReply',
    });
  });
});

describe('uploads', () => {
  it.each([
    ['/api/establishments/{id}/photos', 'photo'],
    ['/api/establishments/{id}/logo', 'logo'],
  ])('%s takes a multipart body with its file field', (path, field) => {
    const schema = op('post', path).requestBody?.content?.['multipart/form-data']?.schema;
    expect(schema).toMatchObject({ type: 'object', required: [field] });
    expect(schema.properties[field]).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('constraints equal what the server validates', () => {
  it('ids: the documented range is the one the server accepts', async () => {
    const schema = param(op('get', '/api/establishments/{id}'), 'id');
    expect(schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    for (const id of [0, 1, 2_147_483_647, 2_147_483_648, 9_999_999_999]) {
      const res = await ctx.app.inject({ url: `/api/establishments/${id}` });
      expect(res.statusCode !== 400, `id ${id}: ${res.statusCode}`).toBe(allows(schema, id));
    }
  });

  it('degrees in a query: the documented range is the one the server accepts', async () => {
    const schema = param(op('get', '/api/establishments'), 'lat');
    expect(schema).toMatchObject({ type: 'number', minimum: -90, maximum: 90 });
    for (const lat of [-90.5, -90, 17.92, 90, 91, 999]) {
      const res = await ctx.app.inject({ url: `/api/establishments?sort=distance&lat=${lat}&lng=-87.96` });
      expect(res.statusCode !== 400, `lat ${lat}: ${res.statusCode}`).toBe(allows(schema, lat));
    }
  });

  it('required texts have a minimum length', () => {
    const claim = bodySchema(op('post', '/api/business/claim'));
    expect(claim.properties.ownerName.minLength).toBe(1);
    const registration = bodySchema(op('post', '/api/business-registrations')).properties.submittedData;
    expect(registration.properties.description.minLength).toBe(10);
    expect(registration.properties.address.minLength).toBe(5);
  });

  it('dates: a day that does not exist is documented as invalid and refused', async () => {
    const schema = bodySchema(op('post', '/api/trips/shared')).properties.startDate;
    expect(schema.format).toBe('date');
    expect(allows(schema, '2026-02-30')).toBe(false);
    expect(allows(schema, '2028-02-29')).toBe(true);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/trips/shared',
      payload: { title: 'T', startDate: '2026-02-30', days: [{ establishmentIds: [1] }] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('positions are bounded by the island', () => {
    const body = bodySchema(op('post', '/api/establishments/update-position'));
    expect(body.properties.latitude).toMatchObject({
      minimum: ISLAND_BOUNDS.south,
      maximum: ISLAND_BOUNDS.north,
    });
    expect(body.properties.longitude).toMatchObject({
      minimum: ISLAND_BOUNDS.west,
      maximum: ISLAND_BOUNDS.east,
    });
  });

  it('insight days are whole numbers from 1', () => {
    const schema = param(op('get', '/api/business/establishments/{id}/insights'), 'days');
    expect(schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 365 });
  });

  it('unknown query parameters are accepted, and no query object says otherwise', async () => {
    const closed = ops.flatMap(({ method, path, op }) =>
      (op.parameters ?? [])
        .filter((p: any) => p.in === 'query' && p.schema?.additionalProperties === false)
        .map((p: any) => `${method} ${path} ${p.name}`),
    );
    expect(closed).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/establishments?unknown=1' })).statusCode).toBe(200);
  });
});
