import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/common';
import { importConfig, importRecord } from '../../../domain/schemas/imports';
import { guard } from '../accounts';

const adminErrors = { 401: errorReply, 403: errorReply };

/** The admin's Google Places import and its history (admin only). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services;

  // A running import is stopped (and recorded as failed) before the database closes.
  app.addHook('onClose', async () => {
    await imports.stop();
  });

  app.post(
    '/api/admin/import-google-places',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Start a Google Places import in the background',
        description:
          'Answers 202 with the import record in status processing; poll GET /api/admin/import-history. ' +
          'A second start while one runs is a 409; without GOOGLE_PLACES_API_KEY it is a 503.',
        response: { 202: importRecord, ...adminErrors, 409: errorReply, 503: errorReply },
      },
    },
    async (req, reply) => {
      const record = await imports.start();
      req.log.info({ importId: record.id }, 'Google Places import started');
      return reply.code(202).send(record);
    },
  );

  app.get(
    '/api/admin/import-history',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Import records, newest first',
        response: { 200: z.array(importRecord), ...adminErrors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return imports.history();
    },
  );

  app.get(
    '/api/admin/import-config',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Whether the Google Places key is set (never the key itself)',
        response: { 200: importConfig, ...adminErrors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return imports.configInfo();
    },
  );
};
