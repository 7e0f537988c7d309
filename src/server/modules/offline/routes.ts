import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../domain/schemas/common';
import {
  OFFLINE_PACK_URL,
  OFFLINE_PART_MAX_PLACES,
  offlinePackIndex,
  offlinePackPart,
  offlinePartParams,
  offlinePartQuery,
} from '../../../domain/schemas/offline';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The offline pack: its index and its parts, built from memory, ETagged and compressed. */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offline } = app.services;

  app.get(
    OFFLINE_PACK_URL,
    {
      schema: {
        tags: ['offline'],
        summary: 'Index of the offline pack: every public reply a page needs, in parts (service worker)',
        description:
          'version is also the strong ETag (If-None-Match gets 304); the pack changes when the catalogue does. ' +
          `Part 0 holds categories, areas, each category page's first list page, the landing's and the map's replies, alerts and config; each further part holds up to ${OFFLINE_PART_MAX_PLACES} places of one area (detail, rates of accommodations, photo list of places with photos). ` +
          "A part's url carries ?v=<hash>: fetch only the parts whose hash changed. images lists each place's logo and card-size photo.",
        response: { 200: offlinePackIndex },
      },
    },
    async (req, reply) => {
      const pack = await offline.current();
      reply.header('cache-control', 'no-cache');
      return app.replyCache.sendEntry(req, reply, pack.indexEntry, JSON_TYPE);
    },
  );

  app.get(
    `${OFFLINE_PACK_URL}/parts/:n`,
    {
      schema: {
        tags: ['offline'],
        summary: 'One part of the offline pack: [url, body] pairs',
        description:
          'Each url is exactly what a page requests and each body exactly what the API answers there now. n counts from 0 as in the index; v (the hash) only makes a changed part a new URL.',
        params: offlinePartParams,
        querystring: offlinePartQuery,
        response: { 200: offlinePackPart, 400: errorReply, 404: errorReply },
      },
    },
    async (req, reply) => {
      const part = await offline.part(req.params.n);
      reply.header('cache-control', 'no-cache');
      return app.replyCache.sendEntry(req, reply, part, JSON_TYPE);
    },
  );
};
