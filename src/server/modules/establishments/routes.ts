import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { establishment } from '../../../domain/schemas/catalog';
import { errorReply, idParams } from '../../../domain/schemas/common';
import {
  establishmentCreateBody,
  establishmentPatchBody,
  positionBody,
} from '../../../domain/schemas/establishments';
import { ownerWriteLimit, resolveRateLimits } from '../../lib/rate-limits';
import { guard, managedPlace } from '../accounts';
import { idempotencyErrors, idempotencyHeaders, idempotent } from '../idempotency';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export const establishmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { establishments } = app.services;
  const ownerWrite = ownerWriteLimit(resolveRateLimits(app.config.rateLimits).ownerWrites);

  app.post(
    '/api/establishments',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Create an establishment (admin)',
        body: establishmentCreateBody,
        response: { 201: establishment, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await establishments.create(req.body)),
  );

  app.post(
    '/api/establishments/update-position',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Move an establishment on the map (admin); the position must be on the island',
        body: positionBody,
        response: { 200: establishment, ...errors },
      },
    },
    async (req) => establishments.updatePosition(req.body),
  );

  app.patch(
    '/api/establishments/:id',
    {
      config: { ...guard.owner(), ...ownerWrite },
      ...idempotent,
      schema: {
        tags: ['owners'],
        summary: 'Edit an establishment (verified owner or admin)',
        description:
          'Owners may change the Business Details fields; the admin also isActive, categoryId, areaId, latitude and longitude. Unknown keys are a 400. With an Idempotency-Key header, a repeat of the request gets the first reply and changes nothing.',
        params: idParams,
        headers: idempotencyHeaders,
        body: establishmentPatchBody,
        response: { 200: establishment, ...errors, ...idempotencyErrors },
      },
    },
    async (req) => establishments.update(managedPlace(req), req.body),
  );

  app.get(
    '/api/admin/establishments',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Every establishment, drafts included (admin)',
        response: { 200: z.array(establishment), 401: errorReply, 403: errorReply },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return establishments.listAll();
    },
  );
};
