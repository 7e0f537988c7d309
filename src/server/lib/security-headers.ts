import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';

/**
 * The security headers of every reply (CSP, HSTS behind https, nosniff, framing, referrer policy...):
 * helmet's choice, run once against a recording response. They depend only on the configuration, so
 * running helmet's middleware for every request (headers set one by one on the raw response, which
 * also sends every other header of the reply down Node's slower path) would only repeat it.
 */
export function securityHeaders(config: Pick<AppConfig, 'MAP_TILE_URL' | 'secureCookies'>) {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.MAP_TILE_URL)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as never, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** What a script or a stylesheet is sent as (an SVG opened alone is a document: it is not one of them). */
const SCRIPT_OR_STYLE = /^(?:text\/javascript|application\/javascript|text\/css)\b/i;

/** What of the headers applies to a script or a stylesheet. */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/**
 * Sets the security headers on every reply, before anything else can fail, and takes a document's
 * (its CSP, framing, opener and referrer rules) off a reply that turns out to be a script or a
 * stylesheet. They mean nothing there, and a page loads dozens of them: sent on each, they would cost
 * a phone more than many small chunks themselves. The choice goes by what is sent, not by the URL: an
 * HTML page (the app's, or a 404 at any URL) always carries the whole set.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  const documentOnly = Object.keys(headers).filter((name) => !ASSET_HEADERS.has(name));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (SCRIPT_OR_STYLE.test(String(reply.getHeader('content-type') ?? '')))
      for (const name of documentOnly) reply.removeHeader(name);
    done(null, payload);
  });
}

/**
 * For a reply that writes its own head (a hijacked one, such as the live stream): the security headers
 * Fastify would have sent with it.
 */
export function writeSecurityHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>) {
  for (const name in headers) res.setHeader(name, headers[name]);
}

function tileOrigin(template: string): string {
  try {
    const u = new URL(template.replace(/\{[a-z]\}/g, 'a'));
    return `${u.protocol}//${u.host.replace(/^a\./, '*.')}`;
  } catch {
    return "'self'";
  }
}
