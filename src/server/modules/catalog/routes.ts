import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { area, category, establishment, establishmentListQuery } from '../../../domain/schemas/catalog';
import { errorReply, idParams } from '../../../domain/schemas/common';
import { sendCached } from '../../lib/cached-reply';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.get(
    '/api/categories',
    { schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: z.array(category) } } },
    (req, reply) =>
      sendCached(req, reply, app.replyCache, async () => ({ value: await catalog.listCategories() })),
  );

  app.get(
    '/api/areas',
    { schema: { tags: ['catalogue'], summary: 'All areas', response: { 200: z.array(area) } } },
    (req, reply) =>
      sendCached(req, reply, app.replyCache, async () => ({ value: await catalog.listAreas() })),
  );

  app.get(
    '/api/establishments',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active establishments with category, area and live updates',
        description:
          'Filter by categoryId and areaId; q searches name, description, address and category ignoring case and accents. ' +
          'sort orders by name (A-Z, ignoring case and accents), area (A-Z, none last), rating (Google rating, best first, none last) ' +
          'or distance (nearest to lat/lng first, places without a position last; lat and lng are required with it and only allowed with it); ' +
          'every sort breaks ties by name then id. Without sort the list is by name as stored. ' +
          'band (budget, mid, luxury) and location (beachfront, town, north) keep the accommodations the trip planner keeps: ' +
          'a band compares the lowest nightly rate, rounded up, of a stay checking in tomorrow for 7 nights with 2 adults (a place without one is left out). ' +
          'limit/offset page the list (X-Total-Count carries the total).',
        querystring: establishmentListQuery,
        response: { 200: z.array(establishment), 400: errorReply },
      },
    },
    (req, reply) =>
      sendCached(req, reply, app.replyCache, async () => {
        const { json, validUntil, total } = await catalog.listEstablishments(req.query);
        return {
          // Already JSON (the reply cache keeps a Buffer as it is).
          value: Buffer.from(json),
          validUntil,
          headers: total === undefined ? undefined : { 'x-total-count': String(total) },
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
      sendCached(req, reply, app.replyCache, async () => {
        const { establishment, validUntil } = await catalog.getEstablishment(req.params.id);
        return { value: establishment, validUntil };
      }),
  );
};
