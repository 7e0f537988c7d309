import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParams } from '../../../domain/schemas/common';
import {
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  logoReply,
} from '../../../domain/schemas/media';
import { HttpError } from '../../lib/errors';
import { requireUser } from '../accounts/auth-plugin';
import { signedIn } from '../accounts/guards';

/** Headers of a stored SVG: even opened directly it can run nothing and load nothing. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Turns multipart failures into the owner-facing messages; never a 5xx for a bad upload. */
function uploadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { code?: string; statusCode?: number };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413)
    return new HttpError(413, LOGO_SIZE_MESSAGE);
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, `Send the logo as multipart/form-data in a file field named '${LOGO_FIELD}'`);
  return new HttpError(400, 'The upload could not be read. Please try again.');
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media, ownership } = app.services;
  // Only this plugin's routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  });

  app.post(
    '/api/establishments/:id/logo',
    {
      onRequest: signedIn,
      bodyLimit: LOGO_MAX_BYTES + 256 * 1024,
      schema: {
        tags: ['owners'],
        summary: 'Upload a logo (verified owner or admin)',
        description:
          "multipart/form-data with a file field 'logo': JPG, PNG or SVG up to 2 MB, recognised by content. Raster logos are resized to fit 512 px and stored as WebP; SVG (at most 512 KB, 2,000 elements, 64 levels deep) is sanitised in a worker thread.",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: logoReply,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          413: errorReply,
          415: errorReply,
        },
      },
    },
    async (req) => {
      const user = requireUser(req);
      // Permission first, so nobody else's upload is even read.
      await ownership.assertCanManage(user, req.params.id);
      let bytes: Buffer;
      try {
        const file = await req.file();
        if (!file) throw new HttpError(400, LOGO_TYPE_MESSAGE);
        if (file.fieldname !== LOGO_FIELD)
          throw new HttpError(400, `Send the image in a file field named '${LOGO_FIELD}'`);
        bytes = await file.toBuffer();
      } catch (err) {
        throw uploadError(err);
      }
      if (bytes.length === 0) throw new HttpError(400, LOGO_TYPE_MESSAGE);
      return media.uploadLogo(user, req.params.id, bytes);
    },
  );

  app.get(
    '/api/media/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A stored image (logo), cached forever by its URL',
        params: idParams,
        response: {
          200: z.any().describe('The image bytes (WebP, PNG, JPEG or SVG)'),
          304: z.null(),
          400: errorReply,
          404: errorReply,
        },
      },
    },
    async (req, reply) => {
      const file = await media.get(req.params.id);
      const etag = `"${file.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(file.contentType).send(file.bytes);
    },
  );
};
