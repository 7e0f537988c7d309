import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusUpdate } from '../../../domain/schemas/catalog';
import { errorReply, idParams } from '../../../domain/schemas/common';
import { STATUS_UPDATES_ACTIVE_MAX, statusUpdateBody } from '../../../domain/schemas/updates';
import { ownerWriteLimit, resolveRateLimits } from '../../lib/rate-limits';
import { guard, idInPath, managedPlace } from '../accounts';
import { idempotencyErrors, idempotencyHeaders, idempotent } from '../idempotency';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export const statusUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { statusUpdates } = app.services;
  const ownerWrite = ownerWriteLimit(resolveRateLimits(app.config.rateLimits).ownerWrites);

  app.post(
    '/api/status-updates',
    {
      // The place is named in the body: "owns some place" before it is read, that place before validation.
      config: { ...guard.ownerOfBodyField('establishmentId'), ...ownerWrite },
      ...idempotent,
      schema: {
        tags: ['owners'],
        summary: 'Post a live update (verified owner or admin)',
        description:
          'message is plain text, 1-500 characters after trimming. It shows for lasts.hours (1 to 168; 24 by default) from writtenAt, ' +
          'or until the next time of day `until` ("21:00") on Belize\'s clock after writtenAt. writtenAt is when the owner wrote it ' +
          "(a time ahead of the server's counts as now; none: now): an update sent late, as an offline phone does, still lives its full length. " +
          'One whose end has passed when it arrives, or written more than 7 days before, is a 422 saying so, and nothing is posted. ' +
          `A place has at most ${STATUS_UPDATES_ACTIVE_MAX} active (unexpired) updates: one more is a 409. ` +
          'With an Idempotency-Key header, a repeat of the request gets the first reply and posts nothing.',
        headers: idempotencyHeaders,
        body: statusUpdateBody,
        response: { 201: statusUpdate, ...errors, ...idempotencyErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await statusUpdates.create(managedPlace(req), req.body)),
  );

  app.delete(
    '/api/status-updates/:id',
    {
      config: {
        ...guard.owner((req) => {
          const id = idInPath(req);
          return id === null ? null : statusUpdates.establishmentOf(id);
        }),
        ...ownerWrite,
      },
      schema: {
        tags: ['owners'],
        summary: 'Remove a live update (soft delete; verified owner or admin)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await statusUpdates.remove(managedPlace(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/establishments/:id/status-updates',
    {
      config: guard.owner(),
      schema: {
        tags: ['owners'],
        summary: 'Every update of an establishment, expired and removed ones included (owner or admin)',
        params: idParams,
        response: { 200: z.array(statusUpdate), ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return statusUpdates.listAll(managedPlace(req));
    },
  );
};
