import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesQuery, ratesReply } from '../../../domain/schemas/catalog';
import { errorReply, idParams } from '../../../domain/schemas/common';

export const accommodationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/accommodations/:id/rates',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Nightly rates of an accommodation for a stay',
        description:
          'checkIn and checkOut as YYYY-MM-DD (check-out after check-in), adults 1-20 (default 2).',
        params: idParams,
        querystring: ratesQuery,
        response: { 200: ratesReply, 400: errorReply, 404: errorReply },
      },
    },
    async (req) => ({ rates: await app.services.accommodations.ratesFor(req.params.id, req.query) }),
  );
};
