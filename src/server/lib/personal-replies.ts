import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

/** What a reply no cache may keep gets: a service worker, which cannot see cookies, must never store it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Everything under these is about the caller (sign-in, an owner's places, the admin's desk). */
const PERSONAL_PREFIXES = ['/api/auth', '/api/business', '/api/admin', '/api/login'];

export interface PersonalRepliesOptions {
  /** The session cookie's name: a request carrying it may be answered for that person. */
  sessionCookie: string;
  /** Whether a route is behind a sign-in guard, which makes it personal. */
  isGuarded: (route: RouteOptions) => boolean;
}

/**
 * A content-addressed file (a hashed script, a stored image by id) is the same for everyone: it keeps
 * its year-long cache for a signed-in owner too, or the app's scripts would be fetched on every page.
 */
const isImmutable = (header: unknown) => typeof header === 'string' && /\bimmutable\b/.test(header);

/** Whether a request's URL (query included) is one of the prefixes or under one. */
const underPrefix = (url: string) =>
  PERSONAL_PREFIXES.some(
    (p) => url.startsWith(p) && (url.length === p.length || url[p.length] === '/' || url[p.length] === '?'),
  );

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Marks personal replies `Cache-Control: private, no-store`: any reply to a request with a session
 * cookie (a signed-in owner browsing public pages included, server-rendered HTML too; immutable
 * content-addressed files excepted), anything under
 * the personal prefixes, and every route behind a sign-in guard. Register before the routes (it reads
 * each route's guards as it is added). Cookie-less public replies keep their headers.
 */
export function registerPersonalReplies(app: FastifyInstance, options: PersonalRepliesOptions) {
  const markPersonal: onSendHookHandler = (_request, reply, payload, done) => {
    reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    done(null, payload);
  };
  // A guarded route is personal whatever the request: the route carries its own hook.
  app.addHook('onRoute', (route) => {
    if (options.isGuarded(route)) route.onSend = [markPersonal, ...[route.onSend ?? []].flat()];
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      underPrefix(request.url) ||
      (hasCookie(request.headers.cookie, options.sessionCookie) &&
        !isImmutable(reply.getHeader('cache-control')))
    )
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    done(null, payload);
  });
}
