import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What the web app needs to know about the server's configuration; nothing secret. */
export const publicConfig = z.object({
  /** Leaflet tile URL template with {z}, {x}, {y} (and optionally {s}). */
  mapTileUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const value: PublicConfig = { mapTileUrl: app.config.MAP_TILE_URL };
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings of the web app (map tile URL)',
        response: { 200: publicConfig },
      },
    },
    (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return value;
    },
  );
};
