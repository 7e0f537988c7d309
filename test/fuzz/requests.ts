import fc from 'fast-check';
import type { FuzzRequest, RouteOp } from './routes';
import { anyString, fromSchema, idArb, type ValueContext } from './values';

/** One generated request for a route: its path parameters, query, body and content type. */

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
