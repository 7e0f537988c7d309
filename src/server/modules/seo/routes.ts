import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGES_PREFIX } from '../../../domain/image-urls';
import { errorReply, idParams } from '../../../domain/schemas/common';
import { imageReply } from '../../lib/openapi';
import { etagMatches, PUBLIC_CACHE_CONTROL } from '../../lib/reply-cache';
import { movedImageRoutes } from './moved-images';
import { robotsTxt } from './sitemap';

/**
 * /sitemap.xml, /robots.txt and each place's link-preview image (and the images' old addresses). The sitemap and robots.txt name the
 * configured public origin, whatever host the request names, and are kept in the reply cache (dropped by
 * the change event with everything else).
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seo } = app.services;
  const cache = app.replyCache;
  const site = app.config.publicOrigin;
  await app.register(movedImageRoutes);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entry = await cache.getOrCompute('sitemap.xml', async () => ({
      value: Buffer.from(await seo.sitemap(site)),
    }));
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return cache.sendEntry(request, reply, entry, 'application/xml; charset=utf-8');
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const entry = await cache.getOrCompute('robots.txt', async () => ({
      value: Buffer.from(robotsTxt(site)),
    }));
    reply.header('cache-control', 'public, max-age=3600');
    return cache.sendEntry(request, reply, entry, 'text/plain; charset=utf-8');
  });

  app.get(
    `${IMAGES_PREFIX}/establishments/:id/og-image.png`,
    {
      schema: {
        tags: ['catalogue'],
        summary: "A published place's link-preview image (og:image), 1200x630 PNG",
        params: idParams,
        ...imageReply('image/png'),
        response: {
          200: z.any().describe('PNG'),
          304: z.null(),
          400: errorReply,
          404: errorReply,
        },
      },
    },
    async (request, reply) => {
      const card = await seo.ogImage(request.params.id);
      // Revalidated (cheaply, by ETag): the image changes when the place does.
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', card.etag);
      if (etagMatches(request.headers['if-none-match'], card.etag)) return reply.code(304).send(null);
      return reply.type('image/png').send(card.png);
    },
  );
};
