import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { forbidden } from '../../lib/errors';
import { registerGuards } from './guards';
import { SESSION_TTL_MS } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: PublicUser | null;
    sessionId: string | null;
  }
}

export const SESSION_COOKIE = 'sid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the signed session cookie into request.user, and refuses cookie-carrying mutations that a
 * browser marks as cross-site (Sec-Fetch-Site) or that come from another Origin.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const readSession = async (request: FastifyRequest, raw: string) => {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const user = await app.services.accounts.getBySession(unsigned.value);
    if (!user) return;
    request.sessionId = unsigned.value;
    request.user = user;
  };
  // Most requests carry no session: they go on at once, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return done();
    readSession(request, raw).then(() => done(), done);
  });
  registerGuards(app);
});

/**
 * The Origin a browser sends must be this site's own, the configured public origin: scheme, host and
 * port (an http:// page of the same host, or another port on it, is another site). Never the request's
 * Host or X-Forwarded-*, which the client writes. A browser that says the request comes from the page's
 * own origin (Sec-Fetch-Site: same-origin, which no page can forge) is believed, so a developer's
 * http://127.0.0.1:5000 works when the configured origin is http://localhost:5000.
 */
function assertSameOrigin(request: FastifyRequest) {
  const crossSite = () => forbidden('Cross-site requests are not allowed');
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw crossSite();
  const origin = request.headers.origin;
  if (origin === undefined || site === 'same-origin') return;
  if (originOf(origin) !== request.server.config.publicOrigin) throw crossSite();
}

/** Scheme, host and port, normalised (a default port dropped); null for 'null' or anything unparsable. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Starts a fresh session (a new id every sign-in, so a planted cookie is worthless). */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const { services, config } = request.server;
  if (request.sessionId) await services.sessions.destroy(request.sessionId);
  const { sid } = await services.sessions.create(userId);
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    signed: true,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId) await request.server.services.sessions.destroy(request.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
