import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParams } from '../../../domain/schemas/common';
import { adminStats } from '../../../domain/schemas/imports';
import {
  businessClaim,
  businessRegistration,
  REVIEW_DECISIONS,
  requestErrorReplies,
  reviewBody,
  reviewQuery,
} from '../../../domain/schemas/ownership';
import { guard, requireUser } from '../accounts';

/** The admin dashboard: its stat cards and the review queues of claims and registrations (admin only). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, ownership } = app.services;
  const origin = app.config.publicOrigin;

  app.get(
    '/api/admin/stats',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Counts for the admin dashboard stat cards',
        response: { 200: adminStats, 401: errorReply, 403: errorReply },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.stats();
    },
  );

  // The two queues share their routes: a list (?status=pending for the queue) and approve/reject.
  const queues = [
    {
      path: 'claims',
      queue: ownership.queues.claims,
      reply: businessClaim,
      list: 'Claims with the submitted data and requester email (?status=pending for the queue)',
      approve: 'Approve a claim: the requester becomes a verified owner',
      reject: 'Reject a claim',
    },
    {
      path: 'registrations',
      queue: ownership.queues.registrations,
      reply: businessRegistration,
      list: 'Business registrations with the submitted data (?status=pending for the queue)',
      approve: 'Approve a registration: creates the establishment and a verified ownership',
      reject: 'Reject a registration',
    },
  ] as const;

  for (const q of queues) {
    app.get(
      `/api/admin/${q.path}`,
      {
        config: guard.admin,
        schema: {
          tags: ['admin'],
          summary: q.list,
          querystring: reviewQuery,
          response: { 200: z.array(q.reply), ...requestErrorReplies },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return q.queue.list(req.query.status);
      },
    );
    for (const decision of REVIEW_DECISIONS)
      app.post(
        `/api/admin/${q.path}/:id/${decision}`,
        {
          config: guard.admin,
          schema: {
            tags: ['admin'],
            summary: q[decision],
            params: idParams,
            body: reviewBody,
            response: { 200: q.reply, ...requestErrorReplies },
          },
        },
        async (req) => q.queue.decide(req.params.id, decision, requireUser(req), req.body.notes, origin),
      );
  }
};
