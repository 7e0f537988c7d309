import type { FastifyRequest } from 'fastify';

/**
 * The site's absolute origin for canonical links, share tags, structured data and the sitemap:
 * PUBLIC_URL (read once, in config.ts) when set, else the request's own scheme and host (X-Forwarded-*
 * only from a trusted proxy, app.ts's trustProxy).
 */
export function publicOrigin(publicUrl: string | undefined) {
  const fixed = publicUrl ? new URL(publicUrl).origin : null;
  return {
    /** Whether every request has the same origin (then cached pages need no host in their key). */
    fixed: fixed !== null,
    of: (request: FastifyRequest) => fixed ?? `${request.protocol}://${request.host}`,
  };
}

export type PublicOrigin = ReturnType<typeof publicOrigin>;
