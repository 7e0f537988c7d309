import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGES_PREFIX } from '../../../domain/image-urls';
import { errorReply, idParams } from '../../../domain/schemas/common';
import {
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  logoReply,
} from '../../../domain/schemas/media';
import { tooLarge } from '../../lib/errors';
import { imageReply, multipartUpload } from '../../lib/openapi';
import { ownerWriteLimit, resolveRateLimits } from '../../lib/rate-limits';
import { guard, managedPlace } from '../accounts';
import { photoRoutes } from './photo-routes';
import { readUpload, sendStoredImage, type UploadRules } from './upload';

/** Headers of a stored SVG: even opened directly it can run nothing and load nothing. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const LOGO_UPLOAD: UploadRules = {
  field: LOGO_FIELD,
  maxBytes: LOGO_MAX_BYTES,
  typeMessage: LOGO_TYPE_MESSAGE,
  sizeMessage: LOGO_SIZE_MESSAGE,
  oversize: tooLarge,
};

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app.services;
  // Only this plugin's routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  });
  await app.register(photoRoutes);

  app.post(
    '/api/establishments/:id/logo',
    {
      config: { ...guard.owner(), ...ownerWriteLimit(resolveRateLimits(app.config.rateLimits).ownerWrites) },
      bodyLimit: LOGO_MAX_BYTES + 256 * 1024,
      schema: {
        tags: ['owners'],
        summary: 'Upload a logo (verified owner or admin)',
        description:
          "multipart/form-data with a file field 'logo': JPG, PNG or SVG up to 2 MB, recognised by content. Raster logos are resized to fit 512 px and stored as WebP; SVG (at most 512 KB, 2,000 elements, 64 levels deep) is sanitised in a worker thread.",
        ...multipartUpload(LOGO_FIELD, 'The logo: JPG, PNG or SVG, up to 2 MB'),
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
      // The route guard checked the right before the upload was read.
      const place = managedPlace(req);
      const bytes = await readUpload(req, LOGO_UPLOAD);
      return media.uploadLogo(place, bytes);
    },
  );

  app.get(
    `${IMAGES_PREFIX}/media/:id`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A stored image (logo), cached forever by its URL',
        params: idParams,
        ...imageReply('image/avif', 'image/webp', 'image/png', 'image/jpeg', 'image/svg+xml'),
        response: {
          200: z.any().describe('The image bytes (AVIF, WebP, PNG, JPEG or SVG)'),
          304: z.null(),
          400: errorReply,
          404: errorReply,
        },
      },
    },
    async (req, reply) => {
      const file = await media.get(req.params.id);
      return sendStoredImage(
        req,
        reply,
        file,
        file.contentType === 'image/svg+xml' ? { 'content-security-policy': SVG_CSP } : {},
      );
    },
  );
};
