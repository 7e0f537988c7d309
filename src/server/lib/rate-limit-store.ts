import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/** Keys counted at once per route; the least recently seen is forgotten first, as the plugin's own store does. */
const KEYS_PER_ROUTE = 5000;

interface Window {
  count: number;
  startedAt: number;
}

type Reply = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's fixed windows counted by the app's clock. The plugin's in-memory store reads
 * the system time itself; this one is the same contract (a count and the time left, one set of counters
 * per route) on the clock every other rule reads, so tests move one clock instead of waiting a window out.
 */
export function clockedRateLimitStore(clock: Clock): FastifyRateLimitStoreCtor {
  class ClockedRateLimitStore implements FastifyRateLimitStore {
    private readonly windows = new LRUCache<string, Window>({ max: KEYS_PER_ROUTE });

    private current(key: string, timeWindow: number, now: number): Window | undefined {
      const window = this.windows.get(key);
      return window && window.startedAt + timeWindow > now ? window : undefined;
    }

    incr(key: string, reply: Reply, timeWindow: number) {
      const now = clock.now().getTime();
      const window = this.current(key, timeWindow, now) ?? { count: 0, startedAt: now };
      window.count += 1;
      this.windows.set(key, window);
      reply(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    /** The count without adding to it (the plugin's `{ increment: false }`). */
    read(key: string, reply: Reply, timeWindow: number) {
      const now = clock.now().getTime();
      const window = this.current(key, timeWindow, now);
      reply(
        null,
        window ? { current: window.count, ttl: window.startedAt + timeWindow - now } : { current: 0, ttl: 0 },
      );
    }

    child(): FastifyRateLimitStore {
      return new ClockedRateLimitStore();
    }
  }
  return ClockedRateLimitStore;
}
