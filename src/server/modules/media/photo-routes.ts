import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGES_PREFIX } from '../../../domain/image-urls';
import { errorReply, idParams } from '../../../domain/schemas/common';
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photo,
  photoAltBody,
  photoFileParams,
  photoOrderBody,
  photoParams,
  photoUploadReply,
} from '../../../domain/schemas/photos';
import { badRequest } from '../../lib/errors';
import { imageReply, multipartUpload } from '../../lib/openapi';
import { ownerWriteLimit, resolveRateLimits } from '../../lib/rate-limits';
import { guard, managedPlace } from '../accounts';
import { readUpload, sendStoredImage, type UploadRules } from './upload';

const PHOTO_UPLOAD: UploadRules = {
  field: PHOTO_FIELD,
  maxBytes: PHOTO_MAX_BYTES,
  typeMessage: PHOTO_TYPE_MESSAGE,
  sizeMessage: PHOTO_SIZE_MESSAGE,
  // The photo form shows this beside the field, as it does its other refusals.
  oversize: badRequest,
};

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

/** Owners' photos; registered inside mediaRoutes, whose multipart parser it shares. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photos, catalog } = app.services;
  const ownerWrite = {
    ...guard.owner(),
    ...ownerWriteLimit(resolveRateLimits(app.config.rateLimits).ownerWrites),
  };

  app.post(
    '/api/establishments/:id/photos',
    {
      config: ownerWrite,
      bodyLimit: PHOTO_MAX_BYTES + 256 * 1024,
      schema: {
        tags: ['owners'],
        summary: 'Add a photo (verified owner or admin)',
        description:
          "multipart/form-data with a file field 'photo': JPG, PNG, WebP or HEIC up to 8 MB, recognised by content. Stored without its metadata (EXIF, GPS), upright, in a card and a detail size as AVIF and WebP. At most 12 photos a place (409 beyond); the first is the hero.",
        ...multipartUpload(PHOTO_FIELD, 'The photo: JPG, PNG, WebP or HEIC, up to 8 MB'),
        params: idParams,
        response: { 201: photoUploadReply, ...errors, 409: errorReply, 415: errorReply },
      },
    },
    async (req, reply) => {
      // The route guard checked the right before the upload was read.
      const place = managedPlace(req);
      const bytes = await readUpload(req, PHOTO_UPLOAD);
      return reply.code(201).send(await photos.upload(place, bytes));
    },
  );

  app.get(
    '/api/establishments/:id/photos',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A listed place's photos in order, with their descriptions",
        params: idParams,
        response: { 200: z.array(photo), 400: errorReply, 404: errorReply },
      },
    },
    (req, reply) =>
      app.replyCache.send(req, reply, async () => {
        // Throws 404 for unknown and unpublished places.
        await catalog.getEstablishment(req.params.id);
        return { value: await photos.list(req.params.id) };
      }),
  );

  app.get(
    '/api/business/establishments/:id/photos',
    {
      config: guard.owner(),
      schema: {
        tags: ['owners'],
        summary: "A place's photos for its manager (verified owner or admin), drafts included",
        params: idParams,
        response: { 200: z.array(photo), ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return photos.list(req.params.id);
    },
  );

  app.put(
    '/api/establishments/:id/photos/order',
    {
      config: ownerWrite,
      schema: {
        tags: ['owners'],
        summary: 'Reorder the photos; the first becomes the hero (verified owner or admin)',
        params: idParams,
        body: photoOrderBody,
        response: { 200: z.array(photo), ...errors },
      },
    },
    async (req) => photos.reorder(managedPlace(req), req.body.photoIds),
  );

  app.patch(
    '/api/establishments/:id/photos/:photoId',
    {
      config: ownerWrite,
      schema: {
        tags: ['owners'],
        summary:
          "Describe a photo for people who cannot see it (verified owner or admin); null uses the place's name",
        params: photoParams,
        body: photoAltBody,
        response: { 200: photo, ...errors },
      },
    },
    async (req) => photos.setAlt(managedPlace(req), req.params.photoId, req.body.alt),
  );

  app.delete(
    '/api/establishments/:id/photos/:photoId',
    {
      config: ownerWrite,
      schema: {
        tags: ['owners'],
        summary: 'Delete a photo (verified owner or admin)',
        params: photoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await photos.remove(managedPlace(req), req.params.photoId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${IMAGES_PREFIX}/photos/:id/:size`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One size of a photo: AVIF when the Accept header allows it, else WebP; cached forever',
        params: photoFileParams,
        ...imageReply('image/avif', 'image/webp'),
        response: {
          200: z.any().describe('The image bytes (AVIF or WebP)'),
          304: z.null(),
          400: errorReply,
          404: errorReply,
        },
      },
    },
    async (req, reply) => {
      const avif = /\bimage\/avif\b/.test(req.headers.accept ?? '');
      const file = await photos.file(req.params.id, req.params.size, avif);
      return sendStoredImage(req, reply, file, { vary: 'Accept' });
    },
  );
};
