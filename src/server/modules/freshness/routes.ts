import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParams } from '../../../domain/schemas/common';
import {
  adminReport,
  adminReportsQuery,
  confirmationBody,
  listingCheck,
  ownerReport,
  reportBody,
  reportReceipt,
  resolveReportBody,
  staleListing,
} from '../../../domain/schemas/freshness';
import { idempotencyHeaders } from '../../../domain/schemas/idempotency';
import { clientAddressKey } from '../../lib/client-address';
import { ownerWriteLimit, rateLimitFor, resolveRateLimits } from '../../lib/rate-limits';
import { guard, managedPlace, requireUser } from '../accounts';
import { idempotencyErrors, idempotentForVisitors } from '../idempotency';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const noStore = { 'cache-control': 'no-store' };

/** Visitors' reports of what is wrong, owners' and the admin's checks of a listing, stale listings. */
export const freshnessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports, checks } = app.services;
  const limits = resolveRateLimits(app.config.rateLimits);

  app.post(
    '/api/establishments/:id/reports',
    {
      config: rateLimitFor(limits.placeReports),
      ...idempotentForVisitors,
      schema: {
        tags: ['places'],
        summary: 'Report what is wrong with a place (no account needed)',
        description:
          "kind is closed, hours, phone, location, amenity (what the page says the place offers is wrong) or other; attribute (optional, with kind amenity only) names which amenity, one the place's category offers (else 400); message at most 500 characters; email (optional) only to thank the reporter once it is fixed, never shown to owners. The place must be published. Limited per address. With an Idempotency-Key header, a report sent again (a phone that lost the reply) is stored once and gets the first reply, with Idempotent-Replayed: true; the key with another report is a 422.",
        params: idParams,
        headers: idempotencyHeaders,
        body: reportBody,
        response: {
          201: reportReceipt,
          400: errorReply,
          404: errorReply,
          ...idempotencyErrors,
          429: errorReply,
        },
      },
    },
    async (req, reply) => {
      const receipt = await reports.submit(req.params.id, req.body, { clientKey: clientAddressKey(req.ip) });
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    '/api/business/reports',
    {
      config: guard.signedIn,
      schema: {
        tags: ['owners'],
        summary: "Visitors' reports of the places the caller verifiably owns, newest first",
        response: { 200: z.array(ownerReport), 401: errorReply },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return reports.forOwner(requireUser(req));
    },
  );

  app.post(
    '/api/establishments/:id/confirm',
    {
      config: { ...guard.owner(), ...ownerWriteLimit(limits.ownerWrites) },
      schema: {
        tags: ['owners'],
        summary: 'Everything is still right: the listing is checked now (verified owner or admin)',
        params: idParams,
        response: { 200: listingCheck, ...errors },
      },
    },
    async (req) => checks.confirm(managedPlace(req)),
  );

  app.post(
    '/api/listing-confirmations/lookup',
    {
      config: rateLimitFor(limits.accountTokens),
      schema: {
        tags: ['owners'],
        summary: "The place a reminder's one-tap link is for (404 unknown, 410 used or expired)",
        description:
          'The token goes in the body, never in a path: paths end up in access logs. Nothing changes; the link still works afterwards.',
        body: confirmationBody,
        response: { 200: listingCheck, 400: errorReply, 404: errorReply, 410: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return checks.linkOf(req.body.token);
    },
  );

  app.post(
    '/api/listing-confirmations',
    {
      config: rateLimitFor(limits.accountTokens),
      schema: {
        tags: ['owners'],
        summary: "A reminder's one tap: the listing is checked by its owner now; the link then stops working",
        body: confirmationBody,
        response: { 200: listingCheck, ...errors, 410: errorReply, 429: errorReply },
      },
    },
    async (req) => checks.confirmByLink(req.body.token),
  );

  app.get(
    '/api/admin/reports',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: "Visitors' reports (admin): open ones oldest first, resolved ones newest first",
        querystring: adminReportsQuery,
        response: { 200: z.array(adminReport), 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return reports.forAdmin(req.query.status);
    },
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary:
          'Resolve a report as fixed or dismissed (admin); a reporter who left an address is thanked for a fix',
        params: idParams,
        body: resolveReportBody,
        response: { 200: adminReport, ...errors, 409: errorReply },
      },
    },
    async (req) => reports.resolve(requireUser(req), req.params.id, req.body),
  );

  app.get(
    '/api/admin/stale',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Published places not checked for 180 days (admin), longest unchecked first',
        response: { 200: z.array(staleListing), 401: errorReply, 403: errorReply },
      },
    },
    async (_req, reply) => {
      reply.headers(noStore);
      return checks.stale();
    },
  );
};
