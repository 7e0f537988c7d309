import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReplyCache } from './reply-cache';

/**
 * Serves a public GET from the reply cache with an ETag; a matching If-None-Match gets 304.
 * The body is sent as a pre-serialized string, so the response schema documents it but is not re-run.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReplyCache,
  compute: () => Promise<{ value: unknown; validUntil?: number | null }>,
) {
  const entry = await cache.getOrCompute(request.url, compute);
  reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
