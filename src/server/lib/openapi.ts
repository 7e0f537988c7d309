import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/accounts';
import { finishDocument } from './openapi-document';

/**
 * The shape of /api/openapi.json (decision 59). The routes' zod schemas say what each input and reply
 * is; this module adds what a route's options say (its guard, rate limit, path parameters, uploads,
 * image replies) and what every route shares (the error replies, the session cookie), so neither is
 * written twice.
 */

export const SESSION_SCHEME = 'sessionCookie';

/** Every tag a route uses; a route with an undeclared tag fails the document test. */
export const API_TAGS = [
  { name: 'operations', description: 'Liveness and readiness probes for the hosting platform.' },
  { name: 'config', description: 'What the web app needs to start: map tiles, languages, limits.' },
  { name: 'catalogue', description: 'Published places, their categories, areas, photos and images.' },
  { name: 'places', description: "Visitors' reports about a place (closed, wrong details)." },
  { name: 'events', description: 'Events at the places, and tonight on the island.' },
  { name: 'bookings', description: 'Booking requests a visitor sends to an accommodation.' },
  { name: 'live', description: 'The live stream of changes (server-sent events) and its replay.' },
  { name: 'alerts', description: 'Island-wide alerts (weather, ferries) and their administration.' },
  { name: 'trips', description: "Shared trips and a signed-in visitor's trip lists." },
  { name: 'offline', description: 'The offline pack the service worker keeps.' },
  { name: 'insights', description: 'Anonymous counts of what visitors do, and their summaries.' },
  { name: 'accounts', description: 'Sign-up, sign-in, the session, password and account data.' },
  { name: 'owners', description: "The owner portal: claims, a verified owner's places and their content." },
  { name: 'admin', description: "The guide's administration: imports, review queues, reports, stats." },
];

/**
 * A file upload a route reads itself (multipart, not a body schema Fastify validates), spread into the
 * route's schema: the document shows the form field a client must send.
 */
export const multipartUpload = (field: string, description: string) => ({
  consumes: ['multipart/form-data'],
  'x-upload': { field, description },
});

/** An image reply: the success status is documented with these media types and binary bytes. */
export const imageReply = (...mediaTypes: string[]) => ({ 'x-image-types': mediaTypes });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Schema = Record<string, any>;

/** getEstablishmentsByIdPhotos for GET /api/establishments/:id/photos: stable, unique, URL-safe. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((s) => s && s !== 'api')
    .flatMap((s) => (s.startsWith(':') ? ['by', s.slice(1)] : s.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** The statuses every route of this kind can answer, besides those its schema names. */
function sharedStatuses(route: RouteOptions, schema: Schema): Record<string, string> {
  const access = route.config?.access;
  const unsafe = methodsOf(route).some((m) => !SAFE_METHODS.has(m));
  const hasParams = route.url.includes(':');
  const takesBody = schema.body !== undefined || schema['x-upload'] !== undefined;
  return {
    '400':
      'Invalid input: `message` names the first problem, `issues` each field at fault. Text holding a NUL character is refused too.',
    ...(access ? { '401': 'Not signed in (no valid session cookie).' } : {}),
    ...(access?.kind !== 'signedIn' && access
      ? { '403': 'Signed in without the right to do this.' }
      : unsafe
        ? { '403': 'A write carrying the session cookie from another site (Origin rule).' }
        : {}),
    ...(hasParams ? { '404': 'Nothing with this id (or not visible to the caller).' } : {}),
    ...(takesBody ? { '413': 'The body is larger than this route accepts.' } : {}),
    ...(hasParams ? { '414': 'A path parameter longer than 200 characters.' } : {}),
    ...(takesBody ? { '415': 'The body is not of a media type this route reads.' } : {}),
    ...(route.config?.rateLimit ? { '429': 'Too many of these from this client in a while.' } : {}),
    '503': 'The database is briefly unavailable; Retry-After says when to try again.',
  };
}

const binary = { type: 'string', format: 'binary' };

/** Replies the way a client receives them: images as bytes, 204/304 without a body, 302 with its Location. */
function shapeReplies(response: Schema, imageTypes: string[] | undefined): Schema {
  const shaped: Schema = {};
  for (const [status, reply] of Object.entries<Schema>(response)) {
    const code = Number(status);
    if (code === 204 || code === 304 || code === 302) {
      shaped[status] = {
        type: 'null',
        description: reply.description ?? (code === 304 ? 'Not modified (If-None-Match)' : 'No content'),
        ...(code === 302 ? { headers: { Location: { type: 'string', description: 'Where to go' } } } : {}),
      };
    } else if (imageTypes && code >= 200 && code < 300) {
      shaped[status] = {
        description: reply.description ?? 'The image',
        content: Object.fromEntries(imageTypes.map((t) => [t, { schema: binary }])),
      };
    } else shaped[status] = reply;
  }
  return shaped;
}

/** Guarded: the cookie is required; reading a session without a guard: optional (`{}`); else public. */
function securityOf(route: RouteOptions) {
  if (route.config?.access) return [{ [SESSION_SCHEME]: [] }];
  return route.config?.readsSession ? [{}, { [SESSION_SCHEME]: [] }] : [];
}

/** fastify-type-provider-zod's schemas, plus what the route's options and kind say (see above). */
export const transformRoute: SwaggerTransform = (args) => {
  const { schema: converted, url } = jsonSchemaTransform(args as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = converted as Schema;
  if (schema.hide) return { schema, url };
  const { route } = args;
  const { 'x-upload': upload, 'x-image-types': imageTypes, ...rest } = schema;
  const response: Schema = { ...(rest.response ?? {}) };
  for (const [status, description] of Object.entries(sharedStatuses(route, schema)))
    response[status] = response[status]
      ? { description, ...response[status] }
      : { description, $ref: '#/components/schemas/ErrorReply' };
  return {
    url,
    schema: {
      ...rest,
      operationId: rest.operationId ?? operationIdOf(methodsOf(route)[0], route.url),
      security: securityOf(route),
      response: shapeReplies(response, imageTypes),
      ...(upload
        ? {
            body: {
              type: 'object',
              required: [upload.field],
              properties: { [upload.field]: { ...binary, description: upload.description } },
            },
          }
        : {}),
    },
  };
};

/** The @fastify/swagger options: the server is the configured public origin, never a request's Host. */
export function swaggerOptions(publicOrigin: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Ambergris Caye guide API',
        description:
          'Places, live updates, owner portal and admin import of the Ambergris Caye guide. Errors always reply `{ message, issues? }` (ErrorReply).',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${publicOrigin}/` },
      },
      servers: [{ url: publicOrigin, description: 'This guide (PUBLIC_URL)' }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The signed, HttpOnly session cookie POST /api/auth/login sets. A write (POST, PUT, PATCH, DELETE) carrying it must come from this site: an Origin header other than the server URL, or Sec-Fetch-Site: cross-site, gets 403.',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: finishDocument,
  };
}
