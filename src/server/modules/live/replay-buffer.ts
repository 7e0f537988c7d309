/** One live event of the change log, as the stream sends it. */
export interface LoggedEvent {
  id: number;
  kind: string;
  data: unknown;
  createdAt: Date;
}

/** One event serialised for the stream, once: the same bytes are written to every stream. */
export interface Frame {
  id: number;
  /** When it was written (ms): frames older than the kept window are dropped. */
  at: number;
  bytes: Buffer;
}

/** `id:`, `event:` and one `data:` line: JSON never holds a raw line break. */
export function eventFrame(event: LoggedEvent): Frame {
  const text = `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;
  // Kept up to a day: memory of its own, not a slice of Node's shared 8 KB pool that it would pin.
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return { id: event.id, at: event.createdAt.getTime(), bytes };
}

/** One event as the polling read (`GET /api/live/events`) answers it: the stream's fields, data parsed. */
export interface PolledEvent {
  id: string;
  event: string;
  data: unknown;
}

/** A frame read back into its fields: polls are rare next to streams, so frames keep only their bytes. */
export function polledEvent(frame: Frame): PolledEvent {
  const text = frame.bytes.toString('utf8');
  const field = (name: string) => text.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1] ?? '';
  return { id: String(frame.id), event: field('event'), data: JSON.parse(field('data')) };
}

/** What a connecting page is sent first, from its Last-Event-ID. */
export type Resume =
  /** No usable id: live from now on. */
  | { kind: 'fresh' }
  /** Every kept event after the page's id (maybe none). */
  | { kind: 'replay'; frames: Frame[] }
  /** Some events after the page's id are no longer kept, or so many that a refetch is cheaper. */
  | { kind: 'reset' };

/**
 * The most a replay may send; a page that missed more is told to refetch. Half the unsent bytes at
 * which a stream is dropped (streams.ts), so a replay never gets a page cut off.
 */
export const MAX_REPLAY_BYTES = 128 * 1024;

/**
 * The events of the last 24 hours (at most `maxCount`), in id order, as this instance's tail read them:
 * a reconnecting page is answered from memory, synchronously, so no event can slip between its replay
 * and its joining the live streams.
 */
export function createReplayBuffer(opts: { maxCount: number; retentionMs: number }) {
  const frames: Frame[] = [];
  /** The newest id read from the log (0 before any). */
  let lastId = 0;
  /** Every id up to this one is no longer kept (or not known to be). */
  let horizon = 0;

  const dropOldest = () => {
    horizon = frames.shift()!.id;
  };

  /** The index of the first frame with an id above `id` (binary search). */
  const firstAfter = (id: number) => {
    let lo = 0;
    let hi = frames.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (frames[mid].id <= id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    get lastId() {
      return lastId;
    },

    /**
     * Starts from the log's recent events and its newest id (maybe of a record without an event).
     * Nothing older than the first kept event is known, so a page whose id is below it gets a reset;
     * with none kept, below the newest id.
     */
    start(recent: Frame[], newestId: number) {
      frames.splice(0, frames.length, ...recent.slice(-opts.maxCount));
      lastId = Math.max(frames.at(-1)?.id ?? 0, newestId);
      horizon = frames.length ? frames[0].id - 1 : newestId;
    },

    push(frame: Frame) {
      frames.push(frame);
      lastId = frame.id;
      while (frames.length > opts.maxCount) dropOldest();
    },

    /** A record pages are not told of was read: a page served after it starts after it. */
    passOver(id: number) {
      lastId = Math.max(lastId, id);
    },

    dropOlderThan(now: number) {
      while (frames.length && frames[0].at < now - opts.retentionMs) dropOldest();
    },

    /** `lastEventId` null: no usable id; above the newest id read: the caller treats it as fresh. */
    resume(lastEventId: number | null): Resume {
      if (lastEventId === null || lastEventId > lastId) return { kind: 'fresh' };
      if (lastEventId < horizon) return { kind: 'reset' };
      const missed = frames.slice(firstAfter(lastEventId));
      let bytes = 0;
      for (const frame of missed) bytes += frame.bytes.length;
      return bytes > MAX_REPLAY_BYTES ? { kind: 'reset' } : { kind: 'replay', frames: missed };
    },
  };
}

export type ReplayBuffer = ReturnType<typeof createReplayBuffer>;

/** A Last-Event-ID as an event id, or null for anything else (absent, garbage, absurdly large). */
export function parseLastEventId(header: string | undefined): number | null {
  return header !== undefined && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : null;
}
