import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type Clock, millisecondsOf, systemClock } from './clock';

/**
 * Public GET replies kept by URL (lru-cache), serialised once through the route's response schema and
 * compressed once per encoding, with an ETag for 304s. Replies go through every Fastify hook: a hit
 * only skips the route's work. Emptied on every catalogue change (app.ts subscribes `clear`); an entry
 * also goes when a live update in it expires.
 */

export type Encoding = 'br' | 'gzip';

export interface Entry {
  body: Buffer;
  etag: string;
  /** Extra reply headers computed with the body (e.g. X-Total-Count of a paged list). */
  headers?: Record<string, string>;
  /** When the reply stops being true (ms); the cache drops it then. */
  validUntil: number;
  /** Compressed copies, made at the first request that asks for each encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface Computed {
  /** A Buffer is sent as it is (a rendered page); anything else through the route's response schema. */
  value: unknown;
  validUntil?: number | null;
  headers?: Record<string, string>;
}

/** Public replies may be kept by browsers and proxies but must be revalidated (cheap: ETag + 304). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Bodies smaller than this are sent as they are (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;
const DEFAULT_TTL_MS = 60_000;
/** Small bodies are compressed on this thread: handing them to the pool costs about as much. */
const SYNC_COMPRESS_MAX = 64 * 1024;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** Brotli at quality 4 with a window sized to the body (the default 4 MB window costs more than a page). */
const brotliOptions = (bytes: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(bytes + 1)))),
  },
});

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_COMPRESS_MAX)
    return Promise.resolve(
      encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body),
    );
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body);
}

/** What one part of the cache may hold: entries, and bytes (each body counted twice, for its compressed copies). */
export interface CacheBudget {
  maxEntries: number;
  maxBytes: number;
}

/**
 * The two parts of the cache and what each may hold. Rendered pages have a budget of their own, so a
 * client asking for many distinct API URLs pushes out only API replies, never the pages every visitor
 * is sent (and the other way round). docs/operations.md#reply-cache.
 */
export const DEFAULT_BUDGETS: Record<CachePart, CacheBudget> = {
  api: { maxEntries: 500, maxBytes: 32 * 1024 * 1024 },
  pages: { maxEntries: 500, maxBytes: 48 * 1024 * 1024 },
};

export type CachePart = 'api' | 'pages';

/** Rendered pages are kept under this prefix (lib/index-html.ts), and only they go to the pages' part. */
export const PAGE_KEY_PREFIX = 'page ';

const partOf = (key: string): CachePart => (key.startsWith(PAGE_KEY_PREFIX) ? 'pages' : 'api');

export function createReplyCache(
  options: { budgets?: Partial<Record<CachePart, CacheBudget>>; clock?: Clock } = {},
) {
  const clock = options.clock ?? systemClock;
  // The cache asks the time at every lookup.
  const now = millisecondsOf(clock);
  const lru = (budget: CacheBudget) =>
    new LRUCache<string, Entry>({
      max: budget.maxEntries,
      // The body and room for its compressed copies, which are smaller.
      maxSize: budget.maxBytes,
      sizeCalculation: (entry) => entry.body.length * 2 || 1,
      // Expiry is the app's clock, like the live updates' and open-now (tests move it).
      perf: { now },
      ttlResolution: 0,
    });
  const parts: Record<CachePart, LRUCache<string, Entry>> = {
    api: lru(options.budgets?.api ?? DEFAULT_BUDGETS.api),
    pages: lru(options.budgets?.pages ?? DEFAULT_BUDGETS.pages),
  };
  const entries = {
    get: (key: string) => parts[partOf(key)].get(key),
    set: (key: string, entry: Entry, opts: { ttl: number }) => parts[partOf(key)].set(key, entry, opts),
  };
  /** Replies being computed, with the clear count when each started. */
  const pending = new Map<string, { promise: Promise<Entry>; started: number }>();
  /** Moves at every clear: a reply computed from the catalogue before it is not kept. */
  let clears = 0;

  function getOrCompute(
    key: string,
    compute: () => Promise<Computed>,
    toBody: (v: unknown) => string,
    keep = true,
  ) {
    const hit = entries.get(key);
    if (hit) return Promise.resolve(hit);
    // A request after a clear waits for no reply begun before it: that one may not show the change (and
    // a page served the newest live event id must not read data older than it, modules/live).
    const inFlight = pending.get(key);
    if (inFlight?.started === clears) return inFlight.promise;
    const started = clears;
    const promise = compute()
      .then(({ value, validUntil, headers }) => {
        const body = Buffer.isBuffer(value) ? value : Buffer.from(toBody(value));
        const until = Math.min(validUntil ?? Number.POSITIVE_INFINITY, now() + DEFAULT_TTL_MS);
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        const entry: Entry = { body, etag, headers, validUntil: until, encoded: {} };
        // lru-cache keeps an entry while its age is not more than its ttl: one ms less makes `until` itself
        // already past it (an update expiring, a place opening at that very instant).
        const ttl = until - now() - 1;
        if (keep && started === clears && ttl > 0) entries.set(key, entry, { ttl });
        return entry;
      })
      .finally(() => {
        if (pending.get(key)?.promise === promise) pending.delete(key);
      });
    pending.set(key, { promise, started });
    return promise;
  }

  function encode(entry: Entry, encoding: Encoding): Promise<Buffer> {
    entry.encoded[encoding] ??= compress(entry.body, encoding);
    return entry.encoded[encoding];
  }

  /** Sends the entry (or 304), compressed as the client accepts; @fastify/compress leaves it be. */
  async function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, type: string) {
    reply.header('etag', entry.etag).header('vary', 'accept-encoding');
    if (entry.headers) reply.headers(entry.headers);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type(type);
    const encoding =
      entry.body.length >= COMPRESS_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(await encode(entry, encoding));
  }

  return {
    get: (key: string) => entries.get(key),
    getOrCompute: (key: string, compute: () => Promise<Computed>) =>
      getOrCompute(key, compute, (v) => JSON.stringify(v)),
    encode,
    sendEntry,
    /**
     * A public JSON GET, from the cache or computed and kept; a reply to a query naming a parameter its
     * route does not read is computed and sent but not kept, so junk names cannot fill the cache.
     */
    async send(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<Computed>) {
      const entry =
        entries.get(request.url) ??
        (await getOrCompute(
          request.url,
          compute,
          (v) => String(reply.serialize(v)),
          !namesUnreadParameter(request),
        ));
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return sendEntry(request, reply, entry, 'application/json; charset=utf-8');
    },
    clear() {
      clears++;
      parts.api.clear();
      parts.pages.clear();
      pending.clear();
    },
    /** Entries held in both parts. */
    get size() {
      return parts.api.size + parts.pages.size;
    },
    /** Entries held in each part. */
    get sizes(): Record<CachePart, number> {
      return { api: parts.api.size, pages: parts.pages.size };
    },
  };
}

export type ReplyCache = ReturnType<typeof createReplyCache>;

/**
 * Whether the request's query string names a parameter its route does not read: one its query schema
 * dropped (zod keeps only the names it knows), or any on a route without a query schema (`?junk1=`,
 * `?utm_source=`).
 */
function namesUnreadParameter(request: FastifyRequest): boolean {
  const at = request.url.indexOf('?');
  if (at < 0) return false;
  if (!request.routeOptions.schema?.querystring) return true;
  const read = (request.query ?? {}) as Record<string, unknown>;
  for (const name of new URLSearchParams(request.url.slice(at)).keys()) if (!(name in read)) return true;
  return false;
}

/** If-None-Match may list several tags and use weak ones (W/"..."); `*` matches anything. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The answers for the Accept-Encoding values seen (browsers send a handful); bounded, as clients write them. */
const negotiated = new Map<string, Encoding | null>();
const NEGOTIATED_MAX = 64;

/** br when the client takes it, else gzip, else nothing; honours q=0. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding | null {
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const accepts = (name: Encoding) => (q[name] ?? q['*'] ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}
