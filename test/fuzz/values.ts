import fc from 'fast-check';

/** Generated values for the fuzzer: strings and numbers that broke apps before, and values shaped by a JSON schema. */

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

export const anyString = fc.oneof(
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

export function idArb(ctx: ValueContext) {
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
