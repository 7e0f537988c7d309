import { createHash } from 'node:crypto';

interface Entry {
  body: string;
  etag: string;
  validUntil: number;
}

/**
 * Serialized public GET replies, keyed by URL. Every write that changes the catalogue calls
 * invalidate(), which also tells other instances (through the database's NOTIFY) to drop theirs.
 */
export class ReplyCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private broadcast: (() => void) | null = null;

  constructor(
    private readonly maxEntries = 500,
    private readonly defaultTtlMs = 60_000,
  ) {}

  onInvalidate(broadcast: () => void) {
    this.broadcast = broadcast;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.validUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Computes and stores a reply unless an invalidation happened while it was computed. */
  async getOrCompute(
    key: string,
    compute: () => Promise<{ value: unknown; validUntil?: number | null }>,
  ): Promise<Entry> {
    const hit = this.get(key);
    if (hit) return hit;
    const gen = this.generation;
    const { value, validUntil } = await compute();
    const body = JSON.stringify(value);
    const now = Date.now();
    const entry = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      validUntil: Math.min(validUntil ?? Number.POSITIVE_INFINITY, now + this.defaultTtlMs),
    };
    if (gen === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Drops everything here; `local` means the signal came from another instance, so don't echo it. */
  invalidate(local = false) {
    this.generation++;
    this.entries.clear();
    if (!local) this.broadcast?.();
  }
}
