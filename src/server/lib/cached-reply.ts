import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { COMPRESS_THRESHOLD, type Computed, type Encoding, type ReplyCache } from './reply-cache';

/** Public replies may be kept by browsers and proxies but must be revalidated (cheap: ETag + 304). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Serves a public GET from the reply cache with an ETag; a matching If-None-Match gets 304.
 * The body is sent pre-serialized (the response schema documents it but is not re-run), and
 * compressed with brotli or gzip once per cache entry rather than once per request.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReplyCache,
  compute: () => Promise<Computed>,
) {
  const entry = await cache.getOrCompute(request.url, compute);
  reply
    .header('etag', entry.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (entry.headers) reply.headers(entry.headers);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!entry.replyHeaders && request.method === 'GET' && !request.headers.cookie) {
    const { 'content-encoding': _e, 'content-length': _l, ...rest } = reply.getHeaders();
    entry.replyHeaders = rest as Record<string, string | number | string[]>;
  }
  const encoding =
    entry.body.length >= COMPRESS_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.body);
  const compressed = await cache.encode(entry, encoding);
  // @fastify/compress leaves a reply alone once it carries a Content-Encoding.
  return reply.header('content-encoding', encoding).send(compressed);
}

/** If-None-Match may list several tags and use weak ones (W/"..."); `*` matches anything. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

const negotiated = new Map<string, Encoding | null>();

/** br when the client takes it, else gzip, else nothing; honours q=0. Results are memoised per header. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const accepts = (name: Encoding) => (q[name] ?? q['*'] ?? 0) > 0;
  const result: Encoding | null = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
  if (negotiated.size < 100) negotiated.set(header, result);
  return result;
}

/**
 * First onRequest hook of the app: a cookie-less GET whose URL is in the reply cache, and whose
 * compressed copy (if one is negotiated) is ready, is answered at once with the headers that the
 * entry's first full reply carried (helmet's included). It skips the cookie parser, the auth hook
 * (which does nothing without a cookie), the NUL guard and zod validation: the cache is keyed on the
 * raw URL and an entry exists only after that URL passed them. Anything else takes the full route.
 */
export function serveCachedHit(cache: ReplyCache): onRequestHookHandler {
  return function cachedHit(request, reply, done) {
    if (request.method !== 'GET' || request.headers.cookie !== undefined) return done();
    const entry = cache.get(request.url);
    const headers = entry?.replyHeaders;
    if (!entry || !headers) return done();
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      reply.headers(headers).code(304).send();
      return;
    }
    if (entry.body.length < COMPRESS_THRESHOLD) {
      reply.headers(headers).send(entry.body);
      return;
    }
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      reply.headers(headers).send(entry.body);
      return;
    }
    const compressed = entry.ready[encoding];
    if (!compressed) return done();
    reply.headers(headers).header('content-encoding', encoding).send(compressed);
  };
}
