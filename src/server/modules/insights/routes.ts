import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParams } from '../../../domain/schemas/common';
import {
  adminInsights,
  DEFAULT_INSIGHT_DAYS,
  establishmentInsights,
  INSIGHT_EVENTS_URL,
  insightEventBody,
  insightsQuery,
} from '../../../domain/schemas/insights';
import { badRequest } from '../../lib/errors';
import { guard, managedPlace } from '../accounts';
import { MAX_COUNTS_PER_ADDRESS } from './visitors';

/** A beacon's body is a few dozen bytes. */
const EVENT_BODY_LIMIT = 1024;

/**
 * Whether a beacon comes from the guide's own pages: a browser says where a request comes from
 * (Sec-Fetch-Site, which no page can forge, must then be `same-origin`), and an Origin, when sent,
 * must be the configured public origin. Another site's page cannot make its visitors count here; a
 * script can still leave both out, and is then bounded by its address's share (visitors.ts).
 */
function fromOwnPages(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === request.server.config.publicOrigin;
  } catch {
    return false;
  }
}

/**
 * Owner insights: the visitors' beacon, the owner's figures and the admin's. Not wrapped in
 * fastify-plugin, so the text/plain parser below applies to these routes only.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insights } = app.services;

  // navigator.sendBeacon sends a string as text/plain (a "simple" request, no preflight): its JSON is
  // read here; anything that is not JSON is a 400 with a message, not a string the schema then refuses.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The body must be JSON: { "establishmentId": number, "kind": string }'), undefined);
      }
    },
  );

  app.post(
    INSIGHT_EVENTS_URL,
    {
      bodyLimit: EVENT_BODY_LIMIT,
      // The request log would write the client's address: this route's requests are not logged.
      logLevel: 'warn',
      // A 204 has nothing to compress and a beacon is never sent compressed: neither hook runs.
      compress: false,
      decompress: false,
      schema: {
        tags: ['insights'],
        summary: 'Count a visitor event (a detail view or a tap on a way to reach the place)',
        description: `JSON, or text/plain holding JSON as navigator.sendBeacon sends it. Counted once per client address, place, kind and Belize day, and at most ${MAX_COUNTS_PER_ADDRESS} places and kinds per address a day; only from the guide's own pages (Sec-Fetch-Site, when sent, is same-origin; Origin, when sent, is PUBLIC_URL's). Crawlers, other sites' pages, and browsers sending DNT: 1 or Sec-GPC: 1 are not counted. 204 either way; 404 for a place visitors cannot see.`,
        body: insightEventBody,
        response: { 204: z.null(), 400: errorReply, 404: errorReply },
      },
    },
    async (req, reply) => {
      // The browser beacon already stays silent then; a client that sends the signal is honoured too.
      const optedOut = req.headers.dnt === '1' || req.headers['sec-gpc'] === '1';
      // Answered the same either way: another site learns nothing from a 403 it could not read anyway.
      await insights.record(
        req.body,
        { ip: req.ip, userAgent: req.headers['user-agent'] },
        { count: !optedOut && fromOwnPages(req) },
      );
      reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/business/establishments/:id/insights',
    {
      config: guard.owner(),
      schema: {
        tags: ['owners'],
        summary: "A place's visitors per Belize day, its taps and each live update's reach (owner or admin)",
        params: idParams,
        querystring: insightsQuery,
        response: {
          200: establishmentInsights,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return insights.forEstablishment(managedPlace(req), req.query.days ?? DEFAULT_INSIGHT_DAYS);
    },
  );

  app.get(
    '/api/admin/insights',
    {
      config: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Island-wide visitors per Belize day and the most viewed places (admin)',
        querystring: insightsQuery,
        response: { 200: adminInsights, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return insights.forAdmin(req.query.days ?? DEFAULT_INSIGHT_DAYS);
    },
  );
};
