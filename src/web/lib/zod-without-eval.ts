/**
 * The pages' Content-Security-Policy forbids eval, so zod's compiled parsers can never run in the
 * browser, and zod's probe for them (a caught `new Function`, run as each object schema is built) is
 * reported as a CSP violation (Lighthouse's "Issues" audit). zod reads its settings from this global
 * (zod/v4/core's globalConfig, what `z.config` sets) when it loads, so setting it here, before any
 * chunk that holds zod is imported, turns the probe off without bringing zod into the initial script.
 */
export function setZodWithoutEval() {
  const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });
}
