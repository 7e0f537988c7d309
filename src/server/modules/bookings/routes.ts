import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingAnswerBody,
  bookingRequestBody,
  bookingRequestCreated,
  ownerBookingRequest,
} from '../../../domain/schemas/bookings';
import { errorReply, idParams } from '../../../domain/schemas/common';
import { ownerWriteLimit, rateLimitFor, resolveRateLimits } from '../../lib/rate-limits';
import { guard, idInPath, managedPlace, requireUser } from '../accounts';

/** Booking requests for stays (rules in service.ts). */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings } = app.services;
  const limits = resolveRateLimits(app.config.rateLimits);
  const origin = app.config.publicOrigin;
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    '/api/establishments/:id/booking-requests',
    {
      config: rateLimitFor(limits.bookingRequests),
      schema: {
        tags: ['bookings'],
        summary: 'Request a stay at an accommodation (no account needed)',
        description:
          'checkIn from today (island time, America/Belize) to two years ahead, checkOut after it, at most 60 nights; adults 1-20, children 0-20, 20 guests in all; rateId (optional) a room type of the place that can be booked for the stay. Mails the guest (with the bookingReference) and the verified owners. 10 requests per guest mailbox an hour (case, a +tag and, for Gmail, dots ignored: victim+1@… counts as victim@…), 20 per place an hour (each mails its owners), 30 per client address in 10 minutes (the whole /64 of an IPv6 client is one address): 429 with a message beyond. A place that is not an accommodation: 400; unknown or unpublished: 404.',
        params: idParams,
        body: bookingRequestBody,
        response: { 201: bookingRequestCreated, 400: errorReply, 404: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const created = await bookings.request(req.params.id, req.body, origin);
      return reply.code(201).headers(noStore).send(created);
    },
  );

  app.get(
    '/api/business/booking-requests',
    {
      config: guard.signedIn,
      schema: {
        tags: ['owners'],
        summary: "The booking requests of the caller's verified places, newest first",
        response: { 200: z.array(ownerBookingRequest), 401: errorReply },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await bookings.listForOwner(requireUser(req).id)),
  );

  for (const [action, outcome] of [
    ['confirm', 'confirmed'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/business/booking-requests/:id/${action}`,
      {
        config: {
          ...guard.owner((req) => {
            const id = idInPath(req);
            return id === null ? null : bookings.establishmentOf(id);
          }),
          ...ownerWriteLimit(limits.ownerWrites),
        },
        schema: {
          tags: ['owners'],
          summary: `${action === 'confirm' ? 'Confirm' : 'Decline'} a pending booking request (verified owner of the place or admin); the guest is mailed`,
          description: 'Already confirmed or declined: 409.',
          params: idParams,
          body: bookingAnswerBody,
          response: {
            200: ownerBookingRequest,
            400: errorReply,
            401: errorReply,
            403: errorReply,
            404: errorReply,
            409: errorReply,
          },
        },
      },
      async (req, reply) =>
        reply.headers(noStore).send(
          await bookings.decide(managedPlace(req), req.params.id, outcome, {
            origin,
            note: req.body.note,
          }),
        ),
    );
  }
};
