import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParams } from '../../../domain/schemas/common';
import {
  EVENT_REPEAT_MAX_DAYS,
  EVENTS_UPCOMING_MAX,
  EVENTS_WINDOW_MAX_DAYS,
  eventBody,
  eventOccurrences,
  eventPatchBody,
  eventsQuery,
  placeEvent,
  TONIGHT_MAX,
  WINDOW_OCCURRENCES_MAX,
  WINDOW_OCCURRENCES_PER_EVENT,
  WINDOW_PAST_DAYS,
} from '../../../domain/schemas/events';
import { ownerWriteLimit, resolveRateLimits } from '../../lib/rate-limits';
import { PUBLIC_CACHE_CONTROL } from '../../lib/reply-cache';
import { guard, idInPath, managedPlace } from '../accounts';
import { idempotencyErrors, idempotencyHeaders, idempotent } from '../idempotency';
import { eventsCalendar } from './calendar';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const writeErrors = { ...errors, 409: errorReply };
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

const EVENT_RULES =
  'start and end are Belize wall-clock times (YYYY-MM-DDTHH:MM); the end is after the start and at most 24 hours later. ' +
  'repeat (daily, weekly on days MO…SU, or monthly on the start’s day of the month) runs until a date at most a year ahead; ' +
  'skipDates are dates of the series it does not happen on. A series starts on its first occurrence. ' +
  'A rule broken across fields is a 400 whose issues name the field. ' +
  `A place has at most ${EVENTS_UPCOMING_MAX} upcoming (not yet ended) events: one more is a 409.`;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;
  const cached = app.replyCache.send;
  const ownerWrite = ownerWriteLimit(resolveRateLimits(app.config.rateLimits).ownerWrites);
  const eventGuard = guard.owner((req) => {
    const id = idInPath(req);
    return id === null ? null : events.establishmentOf(id);
  });

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: "What's on: every occurrence in a window of Belize dates",
        description:
          `from (default today) and to (default 13 days after from) are Belize dates, at most ${EVENTS_WINDOW_MAX_DAYS} days apart counting both, ` +
          `from ${WINDOW_PAST_DAYS} day before today to ${EVENT_REPEAT_MAX_DAYS} days after it (else 400). ` +
          "Occurrences that have ended are left out; sorted by start, then by event. startsAt/endsAt carry Belize's offset. " +
          `categoryId and areaId filter by the place. Each event's first ${WINDOW_OCCURRENCES_PER_EVENT} occurrences in the window at most ` +
          `(its repeat describes the series; ask a later window for later dates), and ${WINDOW_OCCURRENCES_MAX} in one reply: ` +
          'next is then the URL of the rest (after=, a cursor), else null.',
        querystring: eventsQuery,
        response: { 200: eventOccurrences, 400: errorReply },
      },
    },
    (req, reply) => cached(req, reply, () => events.window(req.query)),
  );

  app.get(
    '/api/events/tonight',
    {
      schema: {
        tags: ['events'],
        summary: `Tonight on the island: at most ${TONIGHT_MAX} of today's occurrences not yet ended`,
        description:
          "Today's (Belize) occurrences not yet ended, one under way since yesterday included, sorted by start; " +
          'one per event. from and to are today; next is null (what’s on lists the rest). It takes no query.',
        // No query: every visitor's landing shares one cached reply.
        querystring: z.object({}).strict(),
        response: { 200: eventOccurrences, 400: errorReply },
      },
    },
    (req, reply) => cached(req, reply, () => events.tonight()),
  );

  app.get(
    '/api/establishments/:id/events',
    {
      schema: {
        tags: ['events'],
        summary: "A published place's upcoming occurrences (at most 10, the next 60 days)",
        params: idParams,
        response: { 200: eventOccurrences, 400: errorReply, 404: errorReply },
      },
    },
    (req, reply) => cached(req, reply, () => events.ofPlace(req.params.id)),
  );

  app.post(
    '/api/establishments/:id/events',
    {
      config: { ...guard.owner(), ...ownerWrite },
      ...idempotent,
      schema: {
        tags: ['owners'],
        summary: 'Post an event (verified owner or admin)',
        description: EVENT_RULES,
        headers: idempotencyHeaders,
        params: idParams,
        body: eventBody,
        response: { 201: placeEvent, ...writeErrors, ...idempotencyErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await events.create(managedPlace(req), req.body)),
  );

  app.get(
    '/api/establishments/:id/posted-events',
    {
      config: guard.owner(),
      schema: {
        tags: ['owners'],
        summary: "Every event of a place, ended ones included, with each one's next dates (owner or admin)",
        params: idParams,
        response: { 200: z.array(placeEvent), ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return events.posted(managedPlace(req));
    },
  );

  app.patch(
    '/api/events/:id',
    {
      config: { ...eventGuard, ...ownerWrite },
      schema: {
        tags: ['owners'],
        summary: 'Change an event (verified owner or admin); the whole event is checked again',
        description: EVENT_RULES,
        params: idParams,
        body: eventPatchBody,
        response: { 200: placeEvent, ...writeErrors },
      },
    },
    async (req) => events.update(managedPlace(req), req.params.id, req.body),
  );

  app.delete(
    '/api/events/:id',
    {
      config: { ...eventGuard, ...ownerWrite },
      schema: {
        tags: ['owners'],
        summary: 'Remove an event and every one of its dates (verified owner or admin)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await events.remove(managedPlace(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get('/events.ics', { schema: { hide: true } }, async (request, reply) =>
    sendCalendar(request, reply, 'events.ics', async () =>
      eventsCalendar(
        "What's on, Ambergris Caye",
        (await events.forCalendar()).events,
        app.config.publicOrigin,
      ),
    ),
  );

  app.get(
    '/establishment/:id/events.ics',
    { schema: { hide: true, params: idParams, response: { 400: errorReply, 404: errorReply } } },
    async (request, reply) => {
      const id = request.params.id;
      return sendCalendar(request, reply, `events-${id}.ics`, async () => {
        const { placeName, events: found } = await events.forCalendar(id);
        return eventsCalendar(`${placeName}: events`, found, app.config.publicOrigin);
      });
    },
  );

  // One event's file: its series with its RRULE (what "every Friday" means to a calendar app), not the
  // place's feed. The same UID as in the feeds, so adding both does not make two events.
  app.get(
    '/events/:id/event.ics',
    { schema: { hide: true, params: idParams, response: { 400: errorReply, 404: errorReply } } },
    async (request, reply) => {
      const id = request.params.id;
      return sendCalendar(request, reply, `event-${id}.ics`, async () => {
        const one = await events.oneForCalendar(id);
        return eventsCalendar(one.row.title, [one], app.config.publicOrigin);
      });
    },
  );

  async function sendCalendar(
    request: Parameters<typeof app.replyCache.sendEntry>[0],
    reply: Parameters<typeof app.replyCache.sendEntry>[1],
    file: string,
    write: () => Promise<string>,
  ) {
    const entry = await app.replyCache.getOrCompute(request.url, async () => ({
      value: Buffer.from(await write()),
    }));
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('content-disposition', `attachment; filename="${file}"`);
    return app.replyCache.sendEntry(request, reply, entry, CALENDAR_TYPE);
  }
};
