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
  const redirect = <P extends z.ZodType>(
    url: string,
    newPath: string,
    params: P,
    to: (p: z.output<P>) => string,
  ) =>
    app.get(
      url,
      {
        schema: {
          tags: ['catalogue'],
          summary: `Moved permanently to ${newPath}`,
          deprecated: true,
          params,
          response: moved,
        },
      },
      (req, reply) => {
        reply
          .code(301)
          .header('location', to(req.params as z.output<P>))
          .header('cache-control', MOVED_CACHE_CONTROL)
          .send(null);
      },
    );
  redirect(LEGACY_IMAGE_ROUTES.media, '/images/media/{id}', idParams, (p) => mediaUrl(p.id));
  redirect(LEGACY_IMAGE_ROUTES.photo, '/images/photos/{id}/{size}', photoFileParams, (p) =>
    photoUrl(p.id, p.size),
  );
  redirect(LEGACY_IMAGE_ROUTES.ogImage, '/images/establishments/{id}/og-image.png', idParams, (p) =>
    ogImageUrl(p.id),
  );
};
