import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAlert, alert, alertBody } from '../../../domain/schemas/alerts';
import { errorReply, idParams } from '../../../domain/schemas/common';
import { guard, requireUser } from '../accounts';

const adminErrors = { 400: errorReply, 401: errorReply, 403: errorReply };

/** Island-wide alerts: the public list every page shows, and the admin's post, list and end. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app.services;

  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The island-wide alerts showing now (public)',
        description:
          'Alerts neither ended nor expired, most severe first (critical, warning, info), then newest first. A cached reply is never kept past the earliest expiry among them.',
        response: { 200: z.array(alert) },
      },
    },
    (req, reply) =>
      app.replyCache.send(req, reply, async () => {
        const { alerts: showing, validUntil } = await alerts.listActive();
        return { value: showing, validUntil };
      }),
  );

  app.get(
    '/api/admin/alerts',
    {
      config: guard.admin,
      schema: {
        tags: ['alerts', 'admin'],
        summary: 'Active alerts and those ended or expired in the last 7 days (admin only)',
        description:
          'Active ones first in their public order, then the others most recently created first; state is active, ended (by the admin) or expired.',
        response: { 200: z.array(adminAlert), ...adminErrors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return alerts.listForAdmin();
    },
  );

  app.post(
    '/api/admin/alerts',
    {
      config: guard.admin,
      schema: {
        tags: ['alerts', 'admin'],
        summary: 'Post an island-wide alert (admin only)',
        description:
          'message is plain text, 1-300 characters after trimming; severity is info, warning or critical; expiresAt is an ISO date-time in the future and at most 14 days ahead. Every open page gets an `alert` event on GET /api/live.',
        body: alertBody,
        response: { 201: alert, ...adminErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await alerts.create(requireUser(req), req.body)),
  );

  app.delete(
    '/api/admin/alerts/:id',
    {
      config: guard.admin,
      schema: {
        tags: ['alerts', 'admin'],
        summary: 'End an alert now (admin only)',
        description:
          'Ending an alert that has already ended or expired changes nothing. Every open page gets an `alert-removed` event on GET /api/live.',
        params: idParams,
        response: { 204: z.null(), ...adminErrors, 404: errorReply },
      },
    },
    async (req, reply) => {
      await alerts.end(req.params.id);
      return reply.code(204).send(null);
    },
  );
};
