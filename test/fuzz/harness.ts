import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';

/**
 * Property-based fuzzing of every route the app documents in its own OpenAPI document, so routes
 * added later are covered without touching this file.
 */

export type Identity = 'anonymous' | 'owner' | 'admin';

export interface RouteOp {
  method: string;
  /** OpenAPI path, e.g. /api/establishments/{id} */
  path: string;
  key: string;
  pathParams: string[];
  query: { name: string; schema: any; required: boolean }[];
  bodySchema: any | undefined;
  multipart: boolean;
  /** Statuses the route documents; a documented 5xx (e.g. 503 "not configured") is allowed. */
  declared: Set<number>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of body was sent, for the report. */
  kind: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the OpenAPI document (fastify-swagger output). */
export function routesFromOpenApi(doc: any): RouteOp[] {
  const ops: RouteOp[] = [];
  const resolve = (s: any): any => {
    if (s?.$ref) {
      const name = String(s.$ref).split('/').pop()!;
      return doc.components?.schemas?.[name] ?? {};
    }
    return s;
  };
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params: any[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: [
          ...new Set([
            ...params.filter((p) => p.in === 'path').map((p) => p.name),
            ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
          ]),
        ],
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema) ?? {}, required: !!p.required })),
        bodySchema: json ? resolveDeep(json, resolve) : undefined,
        multipart: 'multipart/form-data' in content || /\/(logo|upload|media|image)s?\b/.test(path),
        declared: new Set(Object.keys(op.responses ?? {}).map(Number)),
      });
    }
  }
  return ops;
}

function resolveDeep(s: any, resolve: (s: any) => any, depth = 0): any {
  if (depth > 8 || !s || typeof s !== 'object') return s;
  const r = resolve(s);
  if (Array.isArray(r)) return r.map((x) => resolveDeep(x, resolve, depth + 1));
  const out: any = {};
  for (const [k, v] of Object.entries(r)) out[k] = resolveDeep(v, resolve, depth + 1);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Values

/** Strings that have broken web apps before: injections, encodings, control characters, huge. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE establishments; --",
  '1; DELETE FROM users',
  "' UNION SELECT password_hash FROM users --",
  '%',
  '%%',
  '_',
  '\\',
  '\\x00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '💥🏝️',
  'Ã©',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '{{7*7}}',
  '$' + '{jndi:ldap://x/a}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  ' 1 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '2024-13-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  'x'.repeat(5000),
  'é'.repeat(600),
];

export const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  -0.0001,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'grapheme' }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
);

/** Any JSON-ish value, including prototype-polluting keys. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: anyString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS, null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a'), fc.jsonValue(), {
      maxKeys: 2,
    }),
  },
);

export interface ValueContext {
  /** Ids that exist in the database, so generated requests reach past "not found". */
  ids: number[];
}

function idArb(ctx: ValueContext) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(ctx.ids.length ? ctx.ids : [1])) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  );
}

function isoAround(now: number) {
  return fc
    .integer({ min: -72, max: 24 * 9 })
    .map((h) => new Date(now + h * 3_600_000 + 60_000).toISOString());
}

/** A value that mostly satisfies the JSON schema, sometimes not, to reach the services behind validation. */
export function fromSchema(schema: any, ctx: ValueContext, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 19, arbitrary: validish(schema, ctx, depth) },
    { weight: 1, arbitrary: wildValue },
  );
}

function validish(schema: any, ctx: ValueContext, depth: number): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object' || depth > 5) return wildValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length)
    return fc.oneof(...variants.map((v: any) => validish(v, ctx, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return validish(schema.allOf[0], ctx, depth + 1);
  let arb = baseArb(schema, ctx, depth);
  if (
    schema.nullable ||
    schema.type === 'null' ||
    (Array.isArray(schema.type) && schema.type.includes('null'))
  )
    arb = fc.option(arb, { nil: null, freq: 6 }) as fc.Arbitrary<unknown>;
  return arb;
}

function baseArb(schema: any, ctx: ValueContext, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? -1000;
      const max = Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1);
      return fc.oneof(
        { weight: 3, arbitrary: idArb(ctx) },
        { weight: 2, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.max(min, max) }) },
      );
    }
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      return fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(17.9159, -87.9661, 18.0, -88.0, 0),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, ctx, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const props: Record<string, any> = schema.properties ?? {};
      const names = Object.keys(props);
      if (!names.length) return fc.dictionary(anyString, wildValue, { maxKeys: 3 });
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const n of names) model[n] = fromSchema(props[n], ctx, depth + 1);
      const required = (schema.required ?? []).filter((r: string) => names.includes(r));
      return fc
        .tuple(
          fc.record(model, { requiredKeys: required }),
          fc.nat({ max: 5 }).map((n) => n === 0),
          fc.subarray(required as string[]),
          fc.dictionary(anyString, wildValue, { maxKeys: 2 }),
        )
        .map(([rec, tamper, drop, extra]) => {
          if (!tamper) return rec;
          const out: Record<string, unknown> = { ...extra, ...rec };
          for (const d of drop) delete out[d];
          return out;
        });
    }
    default:
      return stringArb(schema);
  }
}

function stringArb(schema: any): fc.Arbitrary<unknown> {
  const now = Date.now();
  const max = Math.min(schema.maxLength ?? 200, 200);
  const min = Math.min(schema.minLength ?? 0, max);
  const plain = fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 60) }) },
      { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 30), unit: 'grapheme' }) },
      { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((n) => n.length <= max)) },
    )
    .map((s) => (s.length < min ? s.padEnd(min, 'x') : s));
  const choices: fc.Arbitrary<unknown>[] = [plain];
  if (schema.format === 'date-time') choices.push(isoAround(now), isoAround(now));
  if (schema.format === 'date' || /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(schema.pattern ?? ''))
    choices.push(isoAround(now).map((s) => s.slice(0, 10)));
  if (schema.format === 'email')
    choices.push(
      fc.emailAddress(),
      fc.nat({ max: 1000 }).map((n) => `fuzz${n}@example.com`),
    );
  if (schema.format === 'uri' || schema.format === 'url')
    choices.push(fc.constantFrom('https://example.com/', 'http://localhost/x', 'ftp://x'));
  if (schema.pattern === '^\\d{1,10}$') choices.push(fc.nat({ max: 60 }).map(String), fc.nat().map(String));
  else if (schema.pattern && schema.format !== 'date-time' && schema.format !== 'email') {
    try {
      choices.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 300));
    } catch {}
  }
  return fc.oneof(...choices);
}

// ---------------------------------------------------------------------------------------------
// Requests

/** A 1x1 PNG, so some uploads get past content sniffing. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)"><script>alert(2)</script><rect width="8" height="8"/></svg>';

const multipartPart = fc.record({
  name: fc.oneof(fc.constantFrom('logo', 'file', 'image', '', 'logo"; filename="x'), anyString),
  filename: fc.option(fc.oneof(fc.constantFrom('logo.png', '../../x.svg', 'a.jpg', ''), anyString), {
    nil: undefined,
  }),
  contentType: fc.option(
    fc.constantFrom('image/png', 'image/svg+xml', 'image/jpeg', 'text/html', 'application/octet-stream'),
    { nil: undefined },
  ),
  content: fc.oneof(
    fc.constant(TINY_PNG),
    fc.constant(Buffer.from(SVG_WITH_SCRIPT)),
    fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.alloc(0)),
    anyString.map((s) => Buffer.from(s)),
  ),
});

export const multipartBody = fc
  .record({
    parts: fc.array(multipartPart, { minLength: 0, maxLength: 3 }),
    boundary: fc.constantFrom('fuzzboundary123', '----x', 'a'),
    headerBoundary: fc.option(fc.constantFrom('other', ''), { nil: undefined, freq: 5 }),
    truncate: fc.boolean(),
  })
  .map(({ parts, boundary, headerBoundary, truncate }) => {
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disp = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
      const head = `--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`;
      chunks.push(Buffer.from(head), p.content, Buffer.from('\r\n'));
    }
    if (!truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(chunks),
      contentType: `multipart/form-data; boundary=${headerBoundary ?? boundary}`,
    };
  });

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
  'image/png',
  '',
);

function queryArb(route: RouteOp, ctx: ValueContext): fc.Arbitrary<string> {
  const known = fc.tuple(
    ...route.query.map((q) =>
      fc.option(
        fc.oneof(
          { weight: 4, arbitrary: fromSchema(q.schema, ctx).map((v) => [v]) },
          { weight: 1, arbitrary: fc.array(anyString, { minLength: 2, maxLength: 3 }) },
        ),
        { nil: undefined, freq: 2 },
      ),
    ),
  );
  const extra = fc.option(fc.array(fc.tuple(anyString, anyString), { minLength: 1, maxLength: 2 }), {
    nil: [],
    freq: 3,
  });
  const raw = fc.option(fc.constantFrom('%', '%E0%A4%A', '&&&', '=x', 'a[b]=1&a[c]=2', '%00=1', 'q=%uFFFF'), {
    nil: undefined,
    freq: 6,
  });
  return fc.tuple(known, extra, raw).map(([vals, ex, r]) => {
    const pairs: string[] = [];
    route.query.forEach((q, i) => {
      const v = vals[i];
      if (v === undefined) return;
      for (const item of v as unknown[]) pairs.push(`${enc(q.name)}=${enc(stringify(item))}`);
    });
    for (const [k, v] of ex) pairs.push(`${enc(k)}=${enc(v)}`);
    if (r) pairs.push(r);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

/** Percent-encodes every byte but unreserved ones; lone surrogates become U+FFFD instead of throwing. */
function enc(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8'))
    out += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
      ? String.fromCharCode(b)
      : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

function stringify(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v);
}

function pathParamArb(ctx: ValueContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: idArb(ctx).map((n) => enc(String(n))) },
    { weight: 1, arbitrary: anyString.map((s) => enc(s)) },
    { weight: 1, arbitrary: fc.constantFrom('%', '..%2F..', '%2e%2e', '1%00', '%F0%28%8C%BC', '1;2') },
  );
}

interface BodyChoice {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
}

function bodyArb(route: RouteOp, ctx: ValueContext): fc.Arbitrary<BodyChoice> {
  const mutating = route.method !== 'GET';
  const json = (v: unknown) => JSON.stringify(v) ?? 'null';
  const options: { weight: number; arbitrary: fc.Arbitrary<BodyChoice> }[] = [
    { weight: mutating ? 1 : 6, arbitrary: fc.constant({ kind: 'none' }) },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue({ maxDepth: 4 })
        .map((v) => ({ kind: 'json-random', payload: json(v), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(anyString, contentTypes).map(([s, ct]) => ({
        kind: 'raw',
        payload: s,
        contentType: ct || undefined,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[1,2',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{}}}',
          '\u0000',
          '"x"',
        )
        .map((s) => ({ kind: 'broken-json', payload: s, contentType: 'application/json' })),
    },
    { weight: route.multipart ? 6 : 1, arbitrary: multipartBody.map((m) => ({ kind: 'multipart', ...m })) },
  ];
  if (route.bodySchema)
    options.push(
      {
        weight: 6,
        arbitrary: fromSchema(route.bodySchema, ctx).map((v) => ({
          kind: 'json-schema',
          payload: json(v),
          contentType: 'application/json',
        })),
      },
      {
        weight: 6,
        arbitrary: oneChange(route.bodySchema, ctx).map((v) => ({
          kind: 'json-one-change',
          payload: json(v),
          contentType: 'application/json',
        })),
      },
    );
  return fc.oneof(...options);
}

/**
 * The plainest value a schema accepts (first enum value, an existing id, a short word, a date an hour
 * ahead, an https URL...): a body of these usually passes validation and reaches the service.
 */
export function plainValue(schema: any, ctx: ValueContext, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 5) return null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length) return plainValue(variants[0], ctx, depth + 1);
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return ctx.ids.includes(3) ? 3 : (ctx.ids[0] ?? 1);
    case 'number': {
      const min = schema.minimum ?? Number.NEGATIVE_INFINITY;
      const max = schema.maximum ?? Number.POSITIVE_INFINITY;
      return [17.9, -87.96, 1, 0].find((v) => v >= min && v <= max) ?? min;
    }
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const r of schema.required ?? []) out[r] = plainValue(schema.properties?.[r], ctx, depth + 1);
      return out;
    }
    default: {
      if (schema.format === 'date-time') return new Date(Date.now() + 3_600_000).toISOString();
      if (schema.format === 'email') return 'fuzz-plain@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      if (schema.pattern === '^\\d{1,10}$') return '3';
      if (schema.pattern && /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(schema.pattern))
        return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const word = 'Plain fuzz text for the guide';
      const min = schema.minLength ?? 0;
      return (word.length >= min ? word : word.padEnd(min, 'x')).slice(0, schema.maxLength ?? 200);
    }
  }
}

/** A plain valid body with one property (required or optional) set to a generated value, or dropped. */
function oneChange(schema: any, ctx: ValueContext): fc.Arbitrary<unknown> {
  const base = plainValue(schema, ctx);
  const props: Record<string, any> = schema?.properties ?? {};
  const names = Object.keys(props);
  if (!base || typeof base !== 'object' || !names.length) return fc.constant(base);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(base) },
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...names)
        .chain((name) => fromSchema(props[name], ctx).map((v) => ({ ...(base as object), [name]: v }))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...names).map((name) => {
        const out: Record<string, unknown> = { ...(base as object) };
        delete out[name];
        return out;
      }),
    },
  );
}

export function requestArb(route: RouteOp, ctx: ValueContext): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...route.pathParams.map(() => pathParamArb(ctx)));
  return fc
    .tuple(params, queryArb(route, ctx), bodyArb(route, ctx), fc.boolean())
    .map(([ps, qs, body, etag]) => {
      let url = route.path;
      route.pathParams.forEach((name, i) => {
        url = url.replace(`{${name}}`, ps[i] || '%20');
      });
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (etag && route.method === 'GET') headers['if-none-match'] = '"x"';
      return { method: route.method, url: url + qs, headers, payload: body.payload, kind: body.kind };
    });
}

// ---------------------------------------------------------------------------------------------
// Database fingerprint and the fuzzing session

/**
 * Every table's row count and the sum of its rows' xmin (the transaction that wrote each visible row
 * version): any committed insert, update or delete changes it; reads and rolled-back writes do not.
 */
export async function fingerprint(database: Database): Promise<string> {
  const tables = await tableNames(database);
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, count(*)::int as n, coalesce(sum(x.xmin::text::bigint), 0)::text as h from "${name}" x`,
  );
  const res: any = await database.db.execute(sql.raw(parts.join(' union all ')));
  const rows: any[] = res.rows ?? res;
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join('\n');
}

const tableCache = new WeakMap<Database, string[]>();
async function tableNames(database: Database): Promise<string[]> {
  const cached = tableCache.get(database);
  if (cached) return cached;
  const res: any = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = ((res.rows ?? res) as any[]).map((r) => String(r.table_name));
  tableCache.set(database, names);
  return names;
}

export function diffFingerprints(a: string, b: string): string {
  const left = new Set(a.split('\n'));
  return b
    .split('\n')
    .filter((l) => !left.has(l))
    .map((l) => l.split(':')[0])
    .join(', ');
}

/** What may never appear in a reply body: internals, hashes, secrets, stack traces. */
export function leaks(body: string, secrets: string[]): string | null {
  if (/\$argon2(id|i|d)\$/.test(body)) return 'a password hash';
  if (/"password_?hash"\s*:/i.test(body)) return 'a password hash field';
  if (/\n\s+at [^\n]+:\d+:\d+/.test(body) || /node_modules|\/src\/server\//.test(body))
    return 'a stack trace';
  for (const s of secrets) if (s && body.includes(s)) return `a secret (${s.slice(0, 6)}...)`;
  return null;
}

export interface Tally {
  runs: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
}

export interface FuzzSession {
  app: FastifyInstance;
  database: Database;
  ctx: ValueContext;
  cookies: Record<Identity, string | undefined>;
  secrets: string[];
  /** Re-creates a session that a fuzzed sign-out or sign-in replaced. */
  refresh(identity: Identity): Promise<void>;
}

export const FUZZ_PASSWORD = 'fuzz-password-0123456789';

/** Creates an owner (verified for two establishments) and an admin, with sessions, and collects ids. */
export async function startFuzzSession(
  app: FastifyInstance,
  database: Database,
  sessionSecret: string,
): Promise<FuzzSession> {
  const { accounts, sessions } = app.services;
  const admin = await accounts.ensureAdmin('fuzz-admin@example.com', FUZZ_PASSWORD);
  const owner = await accounts.register({ email: 'fuzz-owner@example.com', password: FUZZ_PASSWORD });
  const [first, second] = await database.db
    .select({ id: t.establishments.id })
    .from(t.establishments)
    .limit(2);
  for (const e of [first, second].filter(Boolean))
    await database.db
      .insert(t.businessOwnership)
      .values({ userId: owner.id, establishmentId: e.id, isVerified: true, verifiedAt: new Date() });
  const userIds: Record<Identity, number | undefined> = {
    anonymous: undefined,
    owner: owner.id,
    admin: admin.id,
  };
  const sids: Record<Identity, string | undefined> = {
    anonymous: undefined,
    owner: undefined,
    admin: undefined,
  };
  const cookies: Record<Identity, string | undefined> = {
    anonymous: undefined,
    owner: undefined,
    admin: undefined,
  };
  const secrets = [sessionSecret];
  const session: FuzzSession = {
    app,
    database,
    ctx: { ids: await existingIds(database) },
    cookies,
    secrets,
    async refresh(identity) {
      const userId = userIds[identity];
      if (userId === undefined) return;
      const sid = sids[identity];
      if (sid && (await sessions.get(sid))) return;
      const created = await sessions.create(userId);
      sids[identity] = created.sid;
      cookies[identity] = `sid=${app.signCookie(created.sid)}`;
      secrets.push(created.sid);
    },
  };
  await session.refresh('owner');
  await session.refresh('admin');
  return session;
}

async function existingIds(database: Database): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of await tableNames(database)) {
    try {
      const res: any = await database.db.execute(
        sql.raw(`select id from "${table}" order by id desc limit 20`),
      );
      for (const r of (res.rows ?? res) as any[]) if (Number.isInteger(r.id)) ids.add(r.id);
    } catch {}
  }
  return [...ids];
}

export interface Failure {
  route: string;
  identity: Identity;
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

/** Sends one request and checks the promises of the API; returns the problem or null. */
export async function checkRequest(
  s: FuzzSession,
  route: RouteOp,
  identity: Identity,
  req: FuzzRequest,
  tally: Tally,
): Promise<Omit<Failure, 'route' | 'identity' | 'request'> | null> {
  await s.refresh(identity);
  const before = route.method === 'GET' ? null : await fingerprint(s.database);
  const headers = { ...req.headers };
  const cookie = s.cookies[identity];
  if (cookie) headers.cookie = cookie;
  const res: LightMyRequestResponse = await s.app.inject({
    method: req.method as any,
    url: req.url,
    headers,
    payload: req.payload,
  });
  tally.runs++;
  const status = res.statusCode;
  if (status >= 500) tally.s5xx++;
  else if (status >= 400) tally.s4xx++;
  else if (status >= 300) tally.s3xx++;
  else tally.s2xx++;
  const body = res.body;
  const fail = (problem: string) => ({ status, problem, body: body.slice(0, 400) });
  const leak = leaks(body, s.secrets);
  if (leak) return fail(`reply contains ${leak}`);
  if (status === 500 || (status >= 500 && !route.declared.has(status))) return fail('server error');
  if (status >= 400) {
    let message: unknown;
    try {
      message = JSON.parse(body).message;
    } catch {}
    if (typeof message !== 'string' || !message) return fail('error reply without a string message');
    const after = route.method === 'GET' ? null : await fingerprint(s.database);
    if (before !== after)
      return fail(`rejected request changed the database (${diffFingerprints(before!, after!)})`);
  }
  return null;
}

export function describeRequest(r: FuzzRequest): string {
  const payload =
    r.payload === undefined
      ? ''
      : typeof r.payload === 'string'
        ? r.payload.slice(0, 300)
        : `<${r.payload.length} bytes> ${r.payload.subarray(0, 200).toString('latin1')}`;
  return `${r.method} ${r.url.slice(0, 300)} [${r.kind}] ${JSON.stringify(r.headers)} ${payload}`;
}
