import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { area, category, establishment, establishmentListQuery } from '../../../domain/schemas/catalog';
import { errorReply, idParams } from '../../../domain/schemas/common';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;
  const cached = app.replyCache.send;

  app.get(
    '/api/categories',
    { schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: z.array(category) } } },
    (req, reply) => cached(req, reply, async () => ({ value: await catalog.listCategories() })),
  );

  app.get(
    '/api/areas',
    { schema: { tags: ['catalogue'], summary: 'All areas', response: { 200: z.array(area) } } },
    (req, reply) => cached(req, reply, async () => ({ value: await catalog.listAreas() })),
  );

  app.get(
    '/api/establishments',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active establishments with category, area and live updates',
        description:
          'Filter by categoryId and areaId; q searches name, description, address and category ignoring case and accents, and the live updates and events not yet ended ' +
          '(a place found only by one carries searchMatch); every word must be found, as itself or an island synonym in English or Spanish (scuba, dive, buceo); ' +
          'openNow=true leaves out the places closed now, the open ones first, then those of unknown hours. ' +
          'sort orders by name (A-Z, ignoring case and accents), area (A-Z, none last), rating (Google rating, best first, none last) ' +
          'or distance (nearest to lat/lng first, places without a position last; lat and lng are required with it and only allowed with it); ' +
          'every sort breaks ties by name then id. Without sort the list is by name as stored, or with q by relevance ' +
          '(words of four letters or more found by prefix, and with a typo or two from five letters when nothing is found as typed; a match in the name before one elsewhere). ' +
          'band (budget, mid, luxury) and location (beachfront, town, north) keep the accommodations the trip planner keeps: ' +
          'a band compares the lowest nightly rate, rounded up, of a stay checking in tomorrow for 7 nights with 2 adults (a place without one is left out). ' +
          'limit/offset page the list (X-Total-Count carries the total).',
        querystring: establishmentListQuery,
        response: { 200: z.array(establishment), 400: errorReply },
      },
    },
    (req, reply) =>
      cached(req, reply, async () => {
        const { establishments, validUntil, total } = await catalog.listEstablishments(req.query);
        const paged = req.query.limit !== undefined || req.query.offset !== undefined;
        return {
          value: establishments,
          validUntil,
          headers: paged ? { 'x-total-count': String(total) } : undefined,
        };
      }),
  );

  app.get(
    '/api/establishments/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active establishment',
        params: idParams,
        response: { 200: establishment, 400: errorReply, 404: errorReply },
      },
    },
    (req, reply) =>
      cached(req, reply, async () => {
        const { establishment, validUntil } = await catalog.getEstablishment(req.params.id);
        return { value: establishment, validUntil };
      }),
  );
};
