import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_FEED_MAX } from '../../../domain/live-feed';
import { errorReply } from '../../../domain/schemas/common';
import {
  categoryCount,
  itineraryQuery,
  itineraryReply,
  liveFeed,
  liveFeedQuery,
  MAP_PINS_MAX,
  mapExtentQuery,
  mapExtentReply,
  mapPinsQuery,
  mapPinsReply,
} from '../../../domain/schemas/highlights';

/**
 * Small public views of the catalogue for the landing and map pages. They live under
 * /api/establishments/ so the web app's refresh after a mutation (every /api/establishments* query)
 * covers them too; every reply is cached, ETagged and dropped on catalogue writes like the lists.
 */
export const catalogViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogViews: views } = app.services;
  const cached = app.replyCache.send;

  app.get(
    '/api/establishments/live',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Places with live updates, most recently updated first (landing feed)',
        description: `limit: how many places (1-${LIVE_FEED_MAX}, default 10); total counts them all. Only active, unexpired updates.`,
        querystring: liveFeedQuery,
        response: { 200: liveFeed, 400: errorReply },
      },
    },
    (req, reply) => cached(req, reply, () => views.liveFeed(req.query.limit)),
  );

  app.get(
    '/api/establishments/counts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Number of active places per category and area (landing collections)',
        response: { 200: z.array(categoryCount) },
      },
    },
    (req, reply) => cached(req, reply, async () => ({ value: await views.categoryCounts() })),
  );

  app.get(
    '/api/establishments/itinerary',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The trip planner's day-by-day itinerary",
        description:
          'Three slots a day for 3 (weekend), 7 (week) or 10 (extended) days, from restaurants, attractions, tour operators and souvenir shops.',
        querystring: itineraryQuery,
        response: { 200: itineraryReply, 400: errorReply },
      },
    },
    (req, reply) => cached(req, reply, () => views.itinerary(req.query)),
  );

  app.get(
    '/api/establishments/pins',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Map pins of the active places in a bounding box',
        description: `bbox=minLng,minLat,maxLng,maxLat (required). At most limit pins (1-${MAP_PINS_MAX}, default ${MAP_PINS_MAX}): live places first, then by Google rating; capped and total say when the box holds more.`,
        querystring: mapPinsQuery,
        response: { 200: mapPinsReply, 400: errorReply },
      },
    },
    (req, reply) => cached(req, reply, () => views.mapPins(req.query)),
  );

  app.get(
    '/api/establishments/extent',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'How many places match the map filters, and the box around them',
        querystring: mapExtentQuery,
        response: { 200: mapExtentReply, 400: errorReply },
      },
    },
    (req, reply) => cached(req, reply, async () => ({ value: await views.mapExtent(req.query) })),
  );
};
