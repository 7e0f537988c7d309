import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGES_PREFIX } from '../domain/image-urls';
import { PAGE_PATHS } from '../domain/page-url';
import { liveEventMeta } from '../domain/ssr';
import { type AppConfig, connectionsPerAddress, liveStreamsPerAddress } from './config';
import type { Database } from './db/client';
import { AccessLog } from './lib/access-log';
import { type Clock, systemClock } from './lib/clock';
import { registerConnectionCap } from './lib/connection-cap';
import { errorHandler } from './lib/error-handler';
import { notFound } from './lib/errors';
import { indexHtmlSender } from './lib/index-html';
import { rejectNulCharacters } from './lib/input-guards';
import { swaggerOptions } from './lib/openapi';
import { registerPersonalReplies } from './lib/personal-replies';
import { registerRateLimit } from './lib/rate-limits';
import { createReplyCache, type ReplyCache } from './lib/reply-cache';
import { routePreloads } from './lib/route-preloads';
import { registerSecurityHeaders, securityHeaders } from './lib/security-headers';
import {
  JSON_BODY_LIMIT,
  type ServerTimeouts,
  serverTimeoutOptions,
  serverTimeouts,
} from './lib/server-timeouts';
import { registerSlowBodyLimits } from './lib/slow-bodies';
import { loadPageRenderer, type RenderingHealth } from './lib/ssr';
import { accommodationRoutes } from './modules/accommodations';
import {
  accountDataRoutes,
  accountRecoveryRoutes,
  accountRoutes,
  authPlugin,
  SESSION_COOKIE,
} from './modules/accounts';
import { adminRoutes } from './modules/admin';
import { alertRoutes } from './modules/alerts';
import { bookingRoutes } from './modules/bookings';
import { catalogRoutes, catalogViewRoutes } from './modules/catalog';
import { type ChangeLog, createChangeLog } from './modules/changes';
import { establishmentRoutes } from './modules/establishments';
import { eventRoutes } from './modules/events';
import { freshnessRoutes, REMINDER_RUN_EVERY_MS, startReminderSchedule } from './modules/freshness';
import { healthRoutes } from './modules/health';
import { importRoutes } from './modules/imports';
import { FLUSH_EVERY_MS, insightsRoutes } from './modules/insights';
import { createLiveService, type LiveService, liveRoutes } from './modules/live';
import type { MailWorkerOptions } from './modules/mail';
import { startMailWorker } from './modules/mail';
import { mediaRoutes } from './modules/media';
import { offlineRoutes } from './modules/offline';
import { ownershipRoutes } from './modules/ownership';
import { publicConfigRoutes } from './modules/public-config';
import { seoRoutes } from './modules/seo';
import { tripRoutes } from './modules/trips';
import { statusUpdateRoutes } from './modules/updates';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    replyCache: ReplyCache;
    /** This instance's change log, the one signal of every write visitors see (modules/changes). */
    changes: ChangeLog;
    config: AppConfig;
    database: Database;
    /** The live stream of this instance (modules/live). */
    live: LiveService;
    /** Whether server rendering works (lib/ssr.ts), for /healthz. */
    rendering: RenderingHealth;
    /** The headers every reply carries (lib/security-headers.ts). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export interface AppDeps {
  database: Database;
  config: AppConfig;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The time that expiry of live items, cached replies and open-now go by; tests move it. */
  clock?: Clock;
  /** The outbox worker's timing (tests poll faster). */
  mail?: MailWorkerOptions;
  /** How often insights counts are written (default 5 s; 0: only on close or when a test flushes). */
  insightsFlushMs?: number;
  /** How often stale listings' owners are looked for to be reminded (0: never; tests run it themselves). */
  reminderEveryMs?: number;
  /** The HTTP server's timeouts (lib/server-timeouts.ts; tests make them short). */
  timeouts?: Partial<ServerTimeouts>;
}

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** The whole guide as a Fastify instance without listen(): main.ts serves it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(deps);
  const clock = deps.clock ?? systemClock;
  await decorateWithServices(app, deps, clock);
  startBackgroundWork(app, deps);
  await registerPlugins(app);
  await registerRoutes(app, clock);
  await registerWebApp(app, deps.webRoot ?? defaultWebRoot, clock);
  return app;
}

/** Fastify with the server's options, the zod schemas and the one error handler. */
function createServer(deps: AppDeps) {
  const timeouts = serverTimeouts(deps.timeouts);
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // One access-log line per request instead of Fastify's two (lib/access-log.ts).
    logController: new AccessLog(),
    bodyLimit: JSON_BODY_LIMIT,
    // A client that sends its headers or body slowly, or holds a connection idle, is let go.
    ...serverTimeoutOptions(timeouts),
    // Whose X-Forwarded-For gives request.ip, which the per-IP rate limits count (TRUST_PROXY, off by
    // default: a client cannot pick its own IP). It never makes a URL: those come from publicOrigin.
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    routerOptions: { maxParamLength: 200 },
    // A malformed URL (bad percent-encoding) gets the API's one error shape too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerConnectionCap(app, connectionsPerAddress(deps.config), deps.config.TRUST_PROXY);
  registerSlowBodyLimits(app, timeouts.bodyMs);
  app.addHook('preValidation', rejectNulCharacters);
  return app;
}

/** What every route and hook reads from the app: the configuration, the services, the caches, the live stream. */
async function decorateWithServices(app: FastifyInstance, deps: AppDeps, clock: Clock) {
  const changes = await createChangeLog({ database: deps.database, clock, log: app.log });
  const replyCache = createReplyCache({ clock });
  changes.subscribe(() => replyCache.clear());

  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('replyCache', replyCache);
  app.decorate('rendering', { problem: null } as RenderingHealth);
  app.decorate('changes', changes);
  const services = createServices(
    deps.database.db,
    deps.config,
    changes,
    {
      othersMayWrite: deps.database.kind === 'postgres',
    },
    clock,
  );
  app.decorate('services', services);
  const live = await createLiveService({
    database: deps.database,
    changes,
    clock,
    log: app.log,
    maxStreams: deps.config.LIVE_MAX_STREAMS,
    maxStreamsPerAddress: liveStreamsPerAddress(deps.config),
    expirySources: [services.statusUpdates, services.alerts],
  });
  app.decorate('live', live);
  // Every subscriber is there: the reply cache, the catalogue, SEO's cards, the offline pack, the stream.
  await changes.start();
}

/** The live streams, the outbox worker and the insights flush, each stopped when the app closes. */
function startBackgroundWork(app: FastifyInstance, deps: AppDeps) {
  const { live, services, changes } = app;
  // Open streams never finish by themselves: end them first, or closing would wait for them forever.
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', async () => {
    await live.stop();
    await changes.stop();
  });
  startMailWorker(app, deps.mail);
  startReminderSchedule(app, services, deps.reminderEveryMs ?? REMINDER_RUN_EVERY_MS);
  services.insights.start({ everyMs: deps.insightsFlushMs ?? FLUSH_EVERY_MS, log: app.log });
  // Counts held in memory are written before the app lets go of the database (main.ts closes it after).
  app.addHook('onClose', () => services.insights.stop());
}

/** What every reply goes through (headers, compression, cookies, personal replies) and the API docs. */
async function registerPlugins(app: FastifyInstance) {
  // First for every reply, cached or not, and for one that fails in a later hook.
  app.decorate('securityHeaders', securityHeaders(app.config));
  registerSecurityHeaders(app, app.securityHeaders);
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie, { secret: app.config.sessionSecret });
  registerPersonalReplies(app, {
    sessionCookie: SESSION_COOKIE,
    isGuarded: (route) => route.config?.access !== undefined,
  });

  await app.register(fastifySwagger, swaggerOptions(app.config.publicOrigin));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

/** Every module's routes; the probes before the session is read, the rest after it and the rate limits. */
async function registerRoutes(app: FastifyInstance, clock: Clock) {
  await app.register(healthRoutes);
  await app.register(authPlugin);
  await registerRateLimit(app, clock);
  for (const routes of [
    catalogRoutes,
    catalogViewRoutes,
    publicConfigRoutes,
    accommodationRoutes,
    bookingRoutes,
    importRoutes,
    adminRoutes,
    accountRoutes,
    accountRecoveryRoutes,
    accountDataRoutes,
    ownershipRoutes,
    establishmentRoutes,
    freshnessRoutes,
    statusUpdateRoutes,
    eventRoutes,
    insightsRoutes,
    liveRoutes,
    mediaRoutes,
    alertRoutes,
    tripRoutes,
    offlineRoutes,
    seoRoutes,
  ])
    await app.register(routes);
}

/** TRUST_PROXY as Fastify takes it: a hop count is the function of it that Fastify itself would make. */
function trustProxyOption(value: AppConfig['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Adds the newest live event id to every page's head, read when the page is sent or rendered, before
 * its data: the page's stream starts after it (domain/ssr.ts, LIVE_EVENT_META).
 */
const withLiveEventId = (headFor: (pathname: string) => string, live: LiveService) => (pathname: string) =>
  headFor(pathname) + liveEventMeta(live.lastEventId);

/**
 * Serves the built web app: hashed assets cached forever, index.html for every client route, with the
 * page rendered on the server for visitors without a session (lib/index-html.ts).
 */
async function registerWebApp(app: FastifyInstance, webRoot: string, clock: Clock) {
  const indexFile = path.join(webRoot, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) await registerStaticFiles(app, webRoot);
  // The server-rendering bundle sits next to the web app (dist/ssr next to dist/web); without it,
  // every page is rendered in the browser.
  const renderer = hasWeb
    ? await loadPageRenderer(path.join(webRoot, '..', 'ssr', 'entry-server.js'), app, {
        required: app.config.NODE_ENV === 'production',
        health: app.rendering,
        clock,
      })
    : null;
  const sendIndexHtml = indexHtmlSender(
    indexFile,
    withLiveEventId(routePreloads(webRoot), app.live),
    renderer ? { renderer, cache: app.replyCache, log: app.log, origin: app.config.publicOrigin } : undefined,
    app.services.catalog,
  );
  // Each page of the table is a route of its own (its path in each of its languages); any other path
  // falls to the not-found handler, which still sends a page's other spellings to its own URL and
  // answers the rest with the 404 page.
  if (hasWeb)
    for (const { path: pagePath } of PAGE_PATHS)
      app.get(pagePath, { schema: { hide: true } }, (req, reply) => {
        // `/:slug` also matches `/api`, which is no page's.
        if (plainNotFound(req, hasWeb)) throw notFound(`Route ${req.method} ${req.url.split('?')[0]}`);
        return sendIndexHtml(req, reply);
      });
  app.setNotFoundHandler((req, reply) => {
    if (plainNotFound(req, hasWeb)) throw notFound(`Route ${req.method} ${req.url.split('?')[0]}`);
    return sendIndexHtml(req, reply);
  });
}

/**
 * A path answered with the API's 404 rather than the app's page: the API's, and a missing built file or
 * image (a script or stylesheet tag would load HTML; a frame would show the app).
 */
function plainNotFound(req: FastifyRequest, hasWeb: boolean): boolean {
  const pathname = req.url.split('?')[0];
  return (
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith('/assets/') ||
    pathname.startsWith(`${IMAGES_PREFIX}/`) ||
    !hasWeb ||
    (req.method !== 'GET' && req.method !== 'HEAD')
  );
}

/** The built files: hashed assets cached forever, the service worker and manifest checked on every visit. */
async function registerStaticFiles(app: FastifyInstance, webRoot: string) {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Hashed files never change and the rest revalidate by ETag: no Last-Modified or Accept-Ranges
    // on every asset.
    lastModified: false,
    acceptRanges: false,
    setHeaders: (res, filePath) => {
      const immutable =
        filePath.includes(`${path.sep}assets${path.sep}`) &&
        // a precompressed copy (.br/.gz) of a hashed file is as immutable as the file
        /-[\w-]{8,}\.\w+(\.br|\.gz)?$/.test(filePath);
      // The service worker and the manifest are checked on every visit: a new build's worker is found
      // at once (it then waits for the app to hand over, src/web/features/offline/register-worker.ts).
      const revalidate = /[\\/](sw\.js|manifest\.webmanifest)$/.test(filePath);
      res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
}
