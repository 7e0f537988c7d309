import type { ServerResponse } from 'node:http';

/**
 * A client whose socket holds more than this unsent is not reading: it is dropped, not buffered for.
 * Events are a few hundred bytes, and a replay at most half of it (replay-buffer.ts).
 */
export const MAX_UNSENT_BYTES = 256 * 1024;
/** Proxies close connections that stay silent; a comment line every 20 s keeps them open. */
export const HEARTBEAT_MS = 20_000;
/**
 * The streams are dealt into this many groups, and one group gets its heartbeat at a time (one a
 * second): a heartbeat to thousands of streams at once would hold the event loop as long as a post's
 * fan-out does, every 20 s.
 */
const GROUPS = 20;
const HEARTBEAT = Buffer.from(':\n\n');

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress (and so buffer) the stream.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  // The stream ends only when the server shuts down: the socket goes with it instead of idling.
  connection: 'close',
};

function ignore() {}

/** Writes unless the stream is gone; drops a client that lets unsent bytes pile up. */
function send(res: ServerResponse, bytes: Buffer) {
  if (res.destroyed || res.writableEnded) return;
  res.write(bytes);
  if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
}

/**
 * This instance's open streams: nothing is kept per stream but the response and its client's keys
 * (no timer, no closure), so thousands of idle ones cost little. One timer sends the heartbeats, a group at a time.
 */
export function createStreamSet() {
  const groups = Array.from({ length: GROUPS }, () => new Set<ServerResponse>());
  let size = 0;
  let dealt = 0;
  /** Open streams per key (a client's address and its networks, client-address.ts); none: no entry. */
  const perKey = new Map<string, number>();
  const keysOf = new WeakMap<ServerResponse, readonly string[]>();
  /** Set once the server is shutting down: a stream that joins after is ended at once. */
  let ending = false;
  function forget(this: ServerResponse) {
    for (const group of groups)
      if (group.delete(this)) {
        size--;
        for (const key of keysOf.get(this) ?? []) {
          const left = (perKey.get(key) ?? 1) - 1;
          if (left > 0) perKey.set(key, left);
          else perKey.delete(key);
        }
        return;
      }
  }
  let beat = 0;
  const heartbeat = setInterval(() => {
    for (const res of groups[beat++ % GROUPS]) send(res, HEARTBEAT);
  }, HEARTBEAT_MS / GROUPS);
  heartbeat.unref();

  return {
    get size() {
      return size;
    },

    /** The streams open from one client address or network (its key). */
    openFrom(key: string): number {
      return perKey.get(key) ?? 0;
    },

    /**
     * Answers 200 with the stream's headers and `first` (written together), then keeps it open;
     * `keys` are the client's address and networks (client-address.ts), counted while the stream is open.
     */
    add(res: ServerResponse, first: Buffer[], keys: readonly string[]) {
      res.on('error', ignore);
      res.on('close', forget);
      if (res.destroyed) return;
      groups[dealt++ % GROUPS].add(res);
      size++;
      keysOf.set(res, keys);
      for (const key of keys) perKey.set(key, (perKey.get(key) ?? 0) + 1);
      res.writeHead(200, STREAM_HEADERS);
      res.cork();
      for (const bytes of first) send(res, bytes);
      res.uncork();
      if (ending) res.end();
    },

    broadcast(bytes: Buffer) {
      for (const group of groups) for (const res of group) send(res, bytes);
    },

    /** Ends every stream (the clients reconnect, to another instance if this one is going away). */
    endAll() {
      ending = true;
      for (const group of groups)
        for (const res of group) {
          if (res.writableLength > 0) res.destroy();
          else res.end();
        }
    },

    stop() {
      clearInterval(heartbeat);
    },
  };
}

export type StreamSet = ReturnType<typeof createStreamSet>;
