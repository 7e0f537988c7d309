import { HEARTBEAT_MS } from '../modules/live';

/** The largest body of a route that is not an upload (JSON); an upload route sets its own, larger one. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** How long the HTTP server waits for a client (buildApp applies them; tests pass short ones). */
export interface ServerTimeouts {
  /** From a connection's first byte to the end of a request's headers (a slow-header client: 408). */
  headersMs: number;
  /**
   * From the first byte to the end of the body of an upload (a route that takes more than the JSON
   * body limit): a body trickled in a byte at a time is cut (408).
   */
  requestMs: number;
  /** The same for every other route: its body (at most JSON_BODY_LIMIT) must have arrived by then (408). */
  bodyMs: number;
  /** A socket with nothing read or written for this long is closed (0: never). */
  idleMs: number;
  /** An idle kept-alive connection is closed after this long. */
  keepAliveMs: number;
  /** Requests one kept-alive connection may carry, so clients spread over instances after a scale-out. */
  maxRequestsPerSocket: number;
  /** How often Node checks the two request timeouts (its own default is 30 s, too coarse for 10 s). */
  checkEveryMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  // A photo (at most 8 MB) over a slow island link of 256 kbit/s takes about 4 minutes: it must pass.
  requestMs: 300_000,
  // 256 KB at that same slow link takes about 8 s; a client that takes longer holds a socket for nothing.
  bodyMs: 30_000,
  // A live stream writes a heartbeat every HEARTBEAT_MS; six missed ones mean the socket is gone.
  idleMs: 6 * HEARTBEAT_MS,
  // Longer than the usual proxy's own idle timeout (60 s), so the proxy closes first and never reuses
  // a connection the server is closing.
  keepAliveMs: 72_000,
  maxRequestsPerSocket: 1_000,
  checkEveryMs: 2_000,
};

/** The timeouts with a test's overrides. */
export const serverTimeouts = (overrides: Partial<ServerTimeouts> = {}): ServerTimeouts => ({
  ...DEFAULT_SERVER_TIMEOUTS,
  ...overrides,
});

/**
 * The Fastify options that apply `timeouts` (Node's request timeout ends once a request is read: a live
 * stream is not cut); `bodyMs` is applied by lib/slow-bodies.ts.
 */
export function serverTimeoutOptions(t: ServerTimeouts) {
  return {
    connectionTimeout: t.idleMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    maxRequestsPerSocket: t.maxRequestsPerSocket,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
  };
}
