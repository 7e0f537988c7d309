import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEGACY_IMAGE_ROUTES, mediaUrl, ogImageUrl } from '../../../domain/image-urls';
import { photoUrl } from '../../../domain/photos';
import { errorReply, idParams } from '../../../domain/schemas/common';
import { photoFileParams } from '../../../domain/schemas/photos';

/** A permanent redirect is kept by browsers and crawlers: a day, then they ask again. */
const MOVED_CACHE_CONTROL = 'public, max-age=86400';

const moved = { 301: z.null(), 400: errorReply };

/**
 * The images' old addresses under /api/ (domain/image-urls.ts): pages shared, cached or stored
 * (a message, an old offline copy) before the move still name them. Each sends its image's new
 * address; the Location is a path, never built from the request's host.
 */
export const movedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LEGACY_IMAGE_ROUTES.media,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Moved permanently to /images/media/{id}',
        deprecated: true,
        params: idParams,
        response: moved,
      },
    },
    (req, reply) => {
      redirect(reply, mediaUrl(req.params.id));
    },
  );

  app.get(
    LEGACY_IMAGE_ROUTES.photo,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Moved permanently to /images/photos/{id}/{size}',
        deprecated: true,
        params: photoFileParams,
        response: moved,
      },
    },
    (req, reply) => {
      redirect(reply, photoUrl(req.params.id, req.params.size));
    },
  );

  app.get(
    LEGACY_IMAGE_ROUTES.ogImage,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Moved permanently to /images/establishments/{id}/og-image.png',
        deprecated: true,
        params: idParams,
        response: moved,
      },
    },
    (req, reply) => {
      redirect(reply, ogImageUrl(req.params.id));
    },
  );
};

function redirect(reply: FastifyReply, location: string) {
  reply.code(301).header('location', location).header('cache-control', MOVED_CACHE_CONTROL).send(null);
}
