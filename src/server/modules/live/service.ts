import type { ServerResponse } from 'node:http';
import type { Database } from '../../db/client';
import { clientAddressKey, clientNetworkKeys } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';
import { tooMany, unavailable } from '../../lib/errors';
import { CHANGE_RETENTION_MS, type ChangeFeed, type ChangeRecord, readRecentLiveEvents } from '../changes';
import { admit } from './admission';
import { createExpiryScheduler, type ExpirySource } from './expiry-scheduler';
import {
  createReplayBuffer,
  eventFrame,
  type PolledEvent,
  parseLastEventId,
  polledEvent,
  type Resume,
} from './replay-buffer';
import { createStreamSet } from './streams';

/** Events kept in memory for reconnecting pages, at most (the 24 hours' window is the other bound). */
const REPLAY_MAX = 10_000;
/** Seconds a page refused for lack of room waits before it tries again. */
export const FULL_RETRY_AFTER_S = 10;

interface LiveDeps {
  database: Pick<Database, 'db'>;
  /**
   * This instance's change log: the stream hears its records with the caches, in the same step, so a
   * page served the newest id never reads data older than it.
   */
  changes: ChangeFeed & { startId: number; caughtUp(): Promise<void> };
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  maxStreams: number;
  /**
   * Streams one client address may hold (client-address.ts); beyond it, or its networks' shares
   * (admission.ts), the page polls instead.
   */
  maxStreamsPerAddress: number;
  expirySources: readonly ExpirySource[];
}

/** A record's live event as the stream sends it, or null for a record pages are not told of. */
function liveEventOf(record: ChangeRecord) {
  return record.event && { id: record.id, ...record.event, createdAt: record.createdAt };
}

/** How long a page waits before it reconnects: spread out, so a restart is not met by every page at once. */
const retryField = () => `retry: ${2000 + Math.floor(Math.random() * 4000)}\n`;

/** The first bytes of a stream. A block with an `id:` and no data sets the page's Last-Event-ID only. */
function firstBytes(resume: Resume, lastId: number): Buffer[] {
  if (resume.kind === 'replay')
    return [Buffer.from(`${retryField()}\n`), ...resume.frames.map((f) => f.bytes)];
  const reset = resume.kind === 'reset' ? 'event: reset\ndata: {}\n' : '';
  return [Buffer.from(`${retryField()}id: ${lastId}\n${reset}\n`)];
}

/**
 * The live stream of one app instance: each record of the change log that carries a live event is
 * serialised once, sent to this instance's streams and kept for pages that reconnect; the expiry
 * scheduler records the removals of what expires.
 */
export async function createLiveService(deps: LiveDeps) {
  const { database, clock, log, changes } = deps;
  const kept = createReplayBuffer({ maxCount: REPLAY_MAX, retentionMs: CHANGE_RETENTION_MS });
  const streams = createStreamSet();
  const expiry = createExpiryScheduler({ sources: deps.expirySources, clock, log });

  const since = new Date(clock.now().getTime() - CHANGE_RETENTION_MS);
  const recent = await readRecentLiveEvents(database.db, { since, upTo: changes.startId, limit: REPLAY_MAX });
  kept.start(
    recent.map((r) => eventFrame(liveEventOf(r)!)),
    changes.startId,
  );
  const unsubscribe = changes.subscribe((record) => {
    const event = liveEventOf(record);
    if (!event) return kept.passOver(record.id);
    const frame = eventFrame(event);
    kept.push(frame);
    streams.broadcast(frame.bytes);
    // A new update may expire sooner than the scheduler's sleep.
    void expiry.runDue();
  });
  void expiry.runDue();

  const shares = { max: deps.maxStreams, perAddress: deps.maxStreamsPerAddress };
  /** Throws unless a stream from the client's address and networks may open (admission.ts). */
  const assertRoom = (keys: readonly string[]) => {
    const [address, ...networks] = keys;
    const admission = admit(shares, streams.size, streams.openFrom, address, networks);
    if (admission === 'full')
      throw unavailable('The live stream is full on this server. Please try again shortly.');
    if (admission !== 'open')
      throw tooMany(
        'Too many live streams from your network. Live updates are still read every few seconds: GET /api/live/events.',
      );
  };

  /** The events after a page's id, or a reset, from memory (an id ahead of this instance: the log is read first). */
  async function resumeFrom(lastEventId: number | null): Promise<Resume> {
    if (lastEventId !== null && lastEventId > kept.lastId) await changes.caughtUp();
    kept.dropOlderThan(clock.now().getTime());
    return kept.resume(lastEventId);
  }

  return {
    /**
     * Readies a page's stream from its Last-Event-ID, else from `since` (the id its page was served
     * with, see `lastEventId`), the same way (throws when this instance holds all the streams
     * it may, or the client's address `ip`, or one of its networks, holds its share: admission.ts). An id above the newest
     * one read may come from a page that was on another instance a moment ahead of this one: the log is
     * read first. The returned `join` decides what the page is
     * sent and adds it to the streams in one synchronous step, so no event falls between the two.
     */
    async connect(
      lastEventIdHeader: string | undefined,
      since: string | undefined,
      ip: string,
    ): Promise<(res: ServerResponse) => void> {
      const keys = [clientAddressKey(ip), ...clientNetworkKeys(ip)];
      assertRoom(keys);
      // The browser's Last-Event-ID (sent when it reconnects) is newer than the page's starting point.
      const lastEventId = parseLastEventId(lastEventIdHeader) ?? parseLastEventId(since);
      if (lastEventId !== null && lastEventId > kept.lastId) await changes.caughtUp();
      assertRoom(keys);
      return (res) => {
        kept.dropOlderThan(clock.now().getTime());
        streams.add(res, firstBytes(kept.resume(lastEventId), kept.lastId), keys);
      };
    },

    /**
     * The polling read of a page refused a stream: what a stream opened with `?since=` would replay,
     * as JSON. `lastEventId` is where the next poll starts; with no usable id, no events and the newest id.
     */
    async poll(since: string | undefined): Promise<{ lastEventId: string; events: PolledEvent[] }> {
      const resume = await resumeFrom(parseLastEventId(since));
      const lastEventId = String(kept.lastId);
      if (resume.kind === 'fresh') return { lastEventId, events: [] };
      if (resume.kind === 'reset')
        return { lastEventId, events: [{ id: lastEventId, event: 'reset', data: {} }] };
      return { lastEventId, events: resume.frames.map(polledEvent) };
    },

    /**
     * The newest event this instance has read. A page is served with it, read before the page's data:
     * its stream starts after it (`since`), so an event between the data and the stream is replayed.
     */
    get lastEventId() {
      return kept.lastId;
    },

    get openStreams() {
      return streams.size;
    },

    /** Handles what expired by the clock's now (the scheduler does this by itself; tests move the clock). */
    expireDue: () => expiry.runDue(),

    /** Ends every open stream: the server is shutting down. */
    endStreams: () => streams.endAll(),

    /** Stops every timer; resolves when no query of the live module is under way (the database may close). */
    async stop() {
      unsubscribe();
      streams.stop();
      await expiry.stop();
    },
  };
}

export type LiveService = Awaited<ReturnType<typeof createLiveService>>;
