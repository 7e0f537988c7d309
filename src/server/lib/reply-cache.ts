import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * What a write changed: 'updates' when only live updates did (an owner posted or removed one), `places`
 * when only those places' own rows did (an edit, a logo, a position, a new place), so the in-memory
 * catalogue re-reads just those; 'catalog' for anything else.
 */
export type InvalidationScope = 'catalog' | 'updates' | { places: readonly number[] };

/** The scope as other instances read it in the NOTIFY payload ("catalog", "updates", "places:3,17"). */
export function scopeToText(scope: InvalidationScope): string {
  return typeof scope === 'string' ? scope : `places:${scope.places.join(',')}`;
}

/** Anything unknown (an older or newer instance's payload) means everything. */
export function scopeFromText(text: string | undefined): InvalidationScope {
  if (text === 'updates') return 'updates';
  const ids = /^places:(\d+(?:,\d+)*)$/.exec(text ?? '')?.[1];
  return ids ? { places: ids.split(',').map(Number) } : 'catalog';
}

/** Place writes remembered for the in-memory catalogue; older ones mean a full re-read. */
const PLACE_LOG_MAX = 1000;

export interface Entry {
  key: string;
  body: Buffer;
  etag: string;
  validUntil: number;
  /** Extra reply headers computed with the body (e.g. X-Total-Count of a paged list). */
  headers?: Record<string, string>;
  /** Compressed copies, made on first demand for each encoding and kept with the entry. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed copies that are ready, for the synchronous fast path (serveCachedHit). */
  ready: Partial<Record<Encoding, Buffer>>;
  /**
   * Every header of the first full (hook chain + route) reply of this entry, security headers
   * included, minus Content-Encoding and Content-Length; a later hit is sent with these.
   */
  replyHeaders?: Record<string, string | number | string[]>;
  bytes: number;
}

export interface Computed {
  value: unknown;
  validUntil?: number | null;
  headers?: Record<string, string>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality by body size. Below 64 KB (a page of places, a search, the 41-place list) an entry is
 * often compressed for a single miss, and quality 4 takes a third less time than 6 for 2-5 % more
 * bytes; above 1 MB (10,000 places) quality 6 would take seconds.
 */
function brotliQuality(bytes: number): number {
  return bytes < 64_000 || bytes > 1_000_000 ? 4 : 6;
}

/**
 * Brotli options for a body: a window just large enough for it (the default 4 MB window is allocated
 * and cleared for every call, which cost more than compressing a 3 KB page of places).
 */
function brotliOptions(bytes: number): zlib.BrotliOptions {
  const { BROTLI_MIN_WINDOW_BITS: min, BROTLI_MAX_WINDOW_BITS: max } = zlib.constants;
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(max, Math.max(min, Math.ceil(Math.log2(bytes + 1)))),
    },
  };
}

/**
 * Bodies up to this size are compressed on the main thread. Handing one to the thread pool (a stream
 * object, callbacks, a promise) costs about as much main-thread time as compressing it here, and twice
 * the CPU in all (measured on a 29 KB page of 24 places: 0.24 ms here; 0.16 ms of main thread plus
 * 0.4 ms in the pool), which two cores serving a flood of distinct searches cannot spare.
 */
const SYNC_COMPRESS_MAX = 64 * 1024;

function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptions(body.length))
    : zlib.gzipSync(body, { level: 6 });
}

function compressInPool(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, { level: 6 });
}

/** Bodies smaller than this are sent as they are (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Serialized public GET replies, keyed by URL, with their ETag and compressed copies. Every write that
 * changes the catalogue calls invalidate(), which also tells other instances (through the database's
 * NOTIFY) to drop theirs. Concurrent misses for one key share a single computation. The cache is
 * bounded by entry count and by bytes (oldest entries go first).
 */
export class ReplyCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<Entry>>();
  private generation = 0;
  private catalogGeneration = 0;
  /** The place writes since the last 'catalog' one, with the generation each made. */
  private placeLog: { generation: number; ids: readonly number[] }[] = [];
  /** placesChangedSince answers for versions from this one on. */
  private placeLogFrom = 0;
  private totalBytes = 0;
  private broadcast: ((scope: InvalidationScope) => void) | null = null;

  constructor(
    private readonly maxEntries = 500,
    private readonly defaultTtlMs = 60_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  onInvalidate(broadcast: (scope: InvalidationScope) => void) {
    this.broadcast = broadcast;
  }

  get size() {
    return this.entries.size;
  }

  /** Grows with every invalidation, local or from another instance: what else is cached can compare it. */
  get version() {
    return this.generation;
  }

  /** Grows with every invalidation of scope 'catalog'. */
  get catalogVersion() {
    return this.catalogGeneration;
  }

  /**
   * The places whose own rows changed after `version` (by scope `places`), or null when that is no
   * longer known. Meaningful while catalogVersion has not moved since `version`.
   */
  placesChangedSince(version: number): number[] | null {
    if (version < this.placeLogFrom) return null;
    const ids = new Set<number>();
    for (const change of this.placeLog)
      if (change.generation > version) for (const id of change.ids) ids.add(id);
    return [...ids];
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.validUntil <= now) {
      this.remove(key, e);
      return undefined;
    }
    return e;
  }

  /** Computes and stores a reply unless an invalidation happened while it was computed. */
  getOrCompute(key: string, compute: () => Promise<Computed>): Promise<Entry> {
    const hit = this.get(key);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const gen = this.generation;
    const promise = compute()
      .then(({ value, validUntil, headers }) => {
        // A Buffer is kept as it is (server-rendered pages, lib/index-html.ts); anything else is JSON.
        const body = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
        const entry: Entry = {
          key,
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          validUntil: Math.min(validUntil ?? Number.POSITIVE_INFINITY, Date.now() + this.defaultTtlMs),
          headers,
          encoded: {},
          ready: {},
          bytes: body.length,
        };
        if (gen === this.generation) this.store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /**
   * The entry's body compressed with `encoding`, computed once and kept: a small body at once on this
   * thread (ready for the fast path straight away), a larger one off the main thread.
   */
  encode(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let out = entry.encoded[encoding];
    if (out) return out;
    if (entry.body.length <= SYNC_COMPRESS_MAX) {
      const buf = compressSync(entry.body, encoding);
      this.keepEncoded(entry, encoding, buf);
      out = Promise.resolve(buf);
    } else {
      out = compressInPool(entry.body, encoding);
      out.then(
        (buf) => this.keepEncoded(entry, encoding, buf),
        () => {},
      );
    }
    entry.encoded[encoding] = out;
    return out;
  }

  private keepEncoded(entry: Entry, encoding: Encoding, buf: Buffer) {
    entry.ready[encoding] = buf;
    entry.bytes += buf.length;
    if (this.entries.get(entry.key) === entry) this.totalBytes += buf.length;
    this.trim();
  }

  /** Drops everything here; `local` means the signal came from another instance, so don't echo it. */
  invalidate(local = false, scope: InvalidationScope = 'catalog') {
    this.generation++;
    if (scope === 'catalog') {
      this.catalogGeneration++;
      this.placeLog = [];
      this.placeLogFrom = this.generation;
    } else if (typeof scope === 'object') {
      this.placeLog.push({ generation: this.generation, ids: scope.places });
      if (this.placeLog.length > PLACE_LOG_MAX) this.placeLogFrom = this.placeLog.shift()!.generation;
    }
    this.entries.clear();
    this.pending.clear();
    this.totalBytes = 0;
    if (!local) this.broadcast?.(scope);
  }

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    this.trim();
  }

  private remove(key: string, entry: Entry) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  /** Oldest entries go first until both bounds hold (the newest entry always stays). */
  private trim() {
    while (
      this.entries.size > this.maxEntries ||
      (this.totalBytes > this.maxBytes && this.entries.size > 1)
    ) {
      const [key, entry] = this.entries.entries().next().value!;
      this.remove(key, entry);
    }
  }
}
