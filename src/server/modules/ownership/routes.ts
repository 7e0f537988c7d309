import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { establishment } from '../../../domain/schemas/catalog';
import { errorReply } from '../../../domain/schemas/common';
import {
  businessClaim,
  businessRegistration,
  claimBody,
  ownerRequest,
  registrationBody,
  requestErrorReplies,
} from '../../../domain/schemas/ownership';
import { rateLimitFor, resolveRateLimits } from '../../lib/rate-limits';
import { guard, requireUser } from '../accounts';

export const ownershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ownership } = app.services;
  const limits = resolveRateLimits(app.config.rateLimits);

  app.post(
    '/api/business/claim',
    {
      config: { ...guard.signedIn, ...rateLimitFor(limits.claims, true) },
      schema: {
        tags: ['owners'],
        summary: 'Claim a listed business for the signed-in account',
        description: 'Pending until an administrator approves it. 409 when already claimed or managed.',
        body: claimBody,
        response: { 201: businessClaim, ...requestErrorReplies, 429: errorReply },
      },
    },
    async (req, reply) => reply.code(201).send(await ownership.submitClaim(requireUser(req), req.body)),
  );

  app.post(
    '/api/business-registrations',
    {
      config: { ...guard.signedIn, ...rateLimitFor(limits.registrations, true) },
      schema: {
        tags: ['owners'],
        summary: 'Register a new business for the signed-in account',
        description:
          'isVerified and status sent by the client are ignored; the request starts pending. areaId may be null; an unknown areaId or categoryId is a 400.',
        body: registrationBody,
        response: { 201: businessRegistration, ...requestErrorReplies, 429: errorReply },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await ownership.submitRegistration(requireUser(req), req.body)),
  );

  app.get(
    '/api/business/establishments',
    {
      config: guard.signedIn,
      schema: {
        tags: ['owners'],
        summary: "The caller's verified establishments (drafts included)",
        response: { 200: z.array(establishment), 401: errorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ownership.listOwnedEstablishments(requireUser(req).id);
    },
  );

  app.get(
    '/api/business/requests',
    {
      config: guard.signedIn,
      schema: {
        tags: ['owners'],
        summary: "The caller's claims and registrations with their review status, newest first",
        response: { 200: z.array(ownerRequest), 401: errorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ownership.listRequests(requireUser(req).id);
    },
  );
};
