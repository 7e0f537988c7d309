import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MY_TRIPS_URL, SHARED_TRIPS_URL } from '../../../domain/api-urls';
import { pageLinks } from '../../../domain/page-routes';
import { errorReply } from '../../../domain/schemas/common';
import {
  accountTrips,
  sharedTrip,
  sharedTripBody,
  sharedTripCode,
  sharedTripCreated,
  tripListsBody,
} from '../../../domain/schemas/trips';
import { rateLimitFor, resolveRateLimits } from '../../lib/rate-limits';
import { guard, requireUser } from '../accounts';

/** Visitors' trips: a plan shared by link, and the lists a signed-in visitor keeps on the account. */
export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trips } = app.services;
  const limits = resolveRateLimits(app.config.rateLimits);

  app.post(
    SHARED_TRIPS_URL,
    {
      config: rateLimitFor(limits.tripShares),
      schema: {
        tags: ['trips'],
        summary: 'Share a trip: a read-only snapshot behind a link (anyone)',
        description:
          'title 1-120 characters; startDate YYYY-MM-DD or absent; days 1-30, each with the ids of its published places in order and, optionally, times: one HH:MM or null per place, in the same order; 100 stops in all. Notes are never sent. The link works for a year. Rate limited per address.',
        body: sharedTripBody,
        response: { 201: sharedTripCreated, 400: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const { code } = await trips.share(req.body);
      return reply.code(201).send({ code, url: `${app.config.publicOrigin}${pageLinks.sharedTrip(code)}` });
    },
  );

  app.get(
    `${SHARED_TRIPS_URL}/:code`,
    {
      schema: {
        tags: ['trips'],
        summary: 'A shared trip (anyone with its code)',
        description:
          "The snapshot as shared, without the places unpublished since; each day's times hold one time or null per place (every one null for a trip shared without times). 404 for an unknown or expired code.",
        params: z.object({ code: sharedTripCode }),
        response: { 200: sharedTrip, 400: errorReply, 404: errorReply },
      },
    },
    async (req, reply) => {
      const trip = await trips.shared(req.params.code);
      reply.header('cache-control', 'public, max-age=300');
      return trip;
    },
  );

  app.get(
    MY_TRIPS_URL,
    {
      config: guard.signedIn,
      schema: {
        tags: ['trips'],
        summary: "The signed-in visitor's trip lists",
        description:
          'Every list, those deleted on some device marked `deleted`, and the moment they were read.',
        response: { 200: accountTrips, 401: errorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return trips.listsOfAccount(requireUser(req).id);
    },
  );

  app.put(
    MY_TRIPS_URL,
    {
      config: { ...guard.signedIn, ...rateLimitFor(limits.tripSyncs, true) },
      schema: {
        tags: ['trips'],
        summary: "Send a device's trip lists to the account",
        description:
          'Per list (by id), the copy with the later updatedAt is kept; a list marked deleted stays marked. Lists not sent are left as they are. Replies with every list after the merge.',
        body: tripListsBody,
        response: { 200: accountTrips, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return trips.mergeLists(requireUser(req).id, req.body.lists);
    },
  );
};
