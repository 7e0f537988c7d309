import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/common';
import { writeSecurityHeaders } from '../../lib/security-headers';
import { FULL_RETRY_AFTER_S } from './service';

const STREAM_DESCRIPTION = `Server-Sent Events (text/event-stream), open to everyone, no cookie needed. Each event has an
\`id:\` that only grows, an \`event:\` kind and one \`data:\` line of JSON:

- \`status-update\`: \`{ establishmentId, update: { id, message, type, createdAt, expiresAt } }\`, a live update was posted;
- \`status-update-removed\`: \`{ establishmentId, id }\`, a live update was removed or has expired;
- \`alert\`: an island-wide alert (the shape of \`GET /api/alerts\`'s items) was posted;
- \`alert-removed\`: \`{ id }\`, an alert was ended or has expired;
- \`events\`: \`{ establishmentId }\`, a published place's events (what's on) were posted, edited or removed:
  read what's on again;
- \`reset\`: \`{}\`, the page missed more than is kept (24 hours) or than a replay carries: refetch everything,
  then carry on.

The stream starts with \`retry:\` (milliseconds before a reconnect) and, on a fresh connection, an \`id:\`
without data that sets the page's last event id. A comment line (\`:\`) comes every 20 seconds. A page that
reconnects with \`Last-Event-ID\` is sent every event it missed, in order, none twice; an id older than the
kept window (or one that missed more than 128 KB of events) gets one \`reset\`; an id that is not one of ours is treated as a fresh connection.
A page opens its first stream with \`?since=\` the id it was served with (\`<meta name="live-event-id">\` in
every HTML page, read before the page's data): the stream starts after it exactly as with \`Last-Event-ID\`,
so an event between the page's data and its stream is not missed. A usable \`Last-Event-ID\` wins over
\`since\` (the browser sends it when it reconnects to the same URL). Beyond the
instance's stream limit (\`LIVE_MAX_STREAMS\`) the answer is 503 with \`Retry-After\`; beyond the streams one client
address may hold (\`LIVE_MAX_STREAMS_PER_ADDRESS\`; an IPv6 client's /64 is one address), or one network may hold
(eight addresses' shares for an IPv6 /56, an IPv6 /48 or an IPv4 /24), it is 429 with \`Retry-After\`, and the page
reads \`GET /api/live/events\` instead. Once the instance holds four fifths of its limit, the rest is kept for
networks that hold few streams: a network already holding a tenth of an address's share gets 429 too. A client that
stops reading is disconnected.`;

const POLL_DESCRIPTION = `The live stream's events as JSON, for a page that was refused a stream (429 or 503): it reads this
every few seconds instead. \`since\` is the id of the last event the page has (or the id it was served with);
the reply holds every kept event after it, in order, in the stream's shapes (\`{ id, event, data }\`), and
\`lastEventId\`, the \`since\` of the next read. When some events after \`since\` are no longer kept (24 hours,
or more than a replay carries) the one event is \`reset\`: refetch everything, then carry on from
\`lastEventId\`. Without a usable \`since\`: no events, and the newest id to start from.`;

const sinceParam = z
  .string()
  .optional()
  // Anything unusable (a repeated or garbled parameter) is a fresh connection, not an error.
  .catch(undefined);

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live } = app;

  app.get(
    '/api/live',
    {
      // A HEAD request would hold a stream with no body to read.
      exposeHeadRoute: false,
      schema: {
        tags: ['live'],
        summary: 'The live stream: updates and alerts as they happen (Server-Sent Events)',
        description: STREAM_DESCRIPTION,
        querystring: z.looseObject({
          since: sinceParam.describe(
            'Start after this event id, as with Last-Event-ID (the id the page was served with)',
          ),
        }),
        headers: z.looseObject({
          'last-event-id': z
            .string()
            .optional()
            .describe('The id of the last event the page received (browsers send it when they reconnect)'),
        }),
        response: {
          200: {
            description: 'The event stream; it stays open.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          429: errorReply,
          503: errorReply,
        },
      },
    },
    async (req, reply) => {
      // Sent only with a refusal: an open stream's headers are written by the stream itself.
      reply.header('retry-after', String(FULL_RETRY_AFTER_S));
      const join = await live.connect(req.headers['last-event-id'], req.query.since, req.ip);
      reply.hijack();
      writeSecurityHeaders(reply.raw, app.securityHeaders);
      join(reply.raw);
    },
  );

  app.get(
    '/api/live/events',
    {
      schema: {
        tags: ['live'],
        summary: "The live stream's events after an id, as JSON (the read of a page refused a stream)",
        description: POLL_DESCRIPTION,
        querystring: z.looseObject({
          since: sinceParam.describe('The id of the last event the page has'),
        }),
        response: {
          200: z.object({
            lastEventId: z.string(),
            events: z.array(z.object({ id: z.string(), event: z.string(), data: z.unknown() })),
          }),
        },
      },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await live.poll(req.query.since)),
  );
};
