import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/common';
import { unavailable } from '../../lib/errors';
import { databaseProblem } from './service';

/** How long /readyz waits for the database before answering 503. */
export const READY_TIMEOUT_MS = 2000;

const ok = z.object({ status: z.literal('ok') });

/**
 * Probes for load balancers and orchestrators: /healthz says the process answers and renders pages
 * (503 with the reason when the server-rendering bundle stopped working: visitors would get empty
 * pages), /readyz that the database answers too (within READY_TIMEOUT_MS). Logged at warn level only,
 * so probes add no noise.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up and renders pages',
        response: { 200: ok, 503: errorReply },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      await app.rendering.recheck?.();
      const problem = app.rendering.problem;
      if (problem) throw unavailable(`Server rendering is broken: ${problem}`);
      return reply.send({ status: 'ok' as const });
    },
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers within 2 seconds',
        response: { 200: ok, 503: errorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (closing) throw unavailable('The guide is shutting down');
      const problem = await databaseProblem(app.database.db, READY_TIMEOUT_MS);
      if (problem) {
        req.log.warn({ problem }, 'readiness check failed');
        throw unavailable('The database is not reachable');
      }
      return { status: 'ok' as const };
    },
  );
};
