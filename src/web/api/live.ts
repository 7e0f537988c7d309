/**
 * The tab's one connection to GET /api/live (Server-Sent Events). Every component reads the query cache,
 * which the stream's events patch (live-cache.ts), so none of them opens a connection of its own. The
 * browser reconnects by itself after a dropped connection (sending Last-Event-ID, so nothing is missed);
 * after an HTTP error (a 429 when the visitor's network holds its share of streams, a 503 when the
 * server is full, a proxy's 502) it gives up: this module then reads the missed events from
 * GET /api/live/events every few seconds, quietly, and opens a new stream after an exponential, jittered
 * backoff (decision 37).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { LIVE_EVENTS_URL, LIVE_URL } from '../../domain/api-urls';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '../../domain/live-events';
import type { liveEventData } from '../../domain/schemas/live';
import { apiFetch, preferFreshReads } from './fetcher';
import { applyLiveEvent, repliesInFlight } from './live-cache';

export { LIVE_EVENTS_URL, LIVE_URL } from '../../domain/api-urls';
/** A page refused a stream reads the events this often: between half and all of it, at random. */
export const POLL_MS = 15_000;
/** Backoff before reopening a refused stream: doubles from the first to the most. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;
/** A reply the cache cannot patch is refetched after a random delay up to this, not by every phone at once. */
export const REFETCH_SPREAD_MS = 10_000;
/** EventSource.CLOSED: the browser gave up on the connection. */
const CLOSED = 2;

type LiveSchemas = typeof liveEventData;
let schemas: LiveSchemas | null = null;
let loadingSchemas: Promise<LiveSchemas> | null = null;

/**
 * The events' schemas bring zod, whose evaluation is a long task on a phone: they are loaded when the
 * first event arrives (updates are rare), not while the page loads.
 */
export function loadLiveSchemas(): Promise<LiveSchemas> {
  loadingSchemas ??= import('../../domain/schemas/live').then(
    (m) => {
      schemas = m.liveEventData;
      return schemas;
    },
    (error) => {
      loadingSchemas = null;
      throw error;
    },
  );
  return loadingSchemas;
}

/** What the stream needs of the browser, so tests can give it a clock, a random source and a server. */
export interface LiveEnvironment {
  EventSource: new (url: string) => EventSource;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  random: () => number;
  now: () => number;
  /** Told whether the stream is open, or the events are polled (the document's data-live, which browser tests wait for). */
  onState?: (state: 'open' | 'closed' | 'polling') => void;
  /** Reads GET /api/live/events (the body; throws when it fails); without it a refused page waits for its next stream. */
  readEvents?: (url: string) => Promise<unknown>;
}

/** The polling read's URL: the events after `since` (without it, none and the newest id). */
export const liveEventsUrl = (since: string | undefined) =>
  since === undefined ? LIVE_EVENTS_URL : `${LIVE_EVENTS_URL}?since=${encodeURIComponent(since)}`;

const isKind = (kind: unknown): kind is LiveEventKind =>
  typeof kind === 'string' && (LIVE_EVENT_KINDS as readonly string[]).includes(kind);

/**
 * The delay before the `attempt`-th reopening (0 first): half of the doubled backoff, plus up to the
 * other half at random, so phones refused together do not all come back together.
 */
export function reconnectDelay(attempt: number, random: () => number) {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** The stream's URL: until a connection has opened, from `since` (the page's live event id) on. */
export const liveUrl = (since: string | undefined) =>
  since === undefined ? LIVE_URL : `${LIVE_URL}?since=${encodeURIComponent(since)}`;

/**
 * Opens the stream, starting after the event `since` when given (the id the page was served with, so
 * nothing between the page's data and its stream is missed); answers a function that closes it for good.
 */
export function connectLive(client: QueryClient, env: LiveEnvironment, since?: string): () => void {
  let source: EventSource | null = null;
  let attempt = 0;
  let retry: unknown = null;
  /** Set when this module had to open a new connection after one was open: events may have been missed. */
  let gap = false;
  let wasOpen = false;
  const pending = new Map<string, unknown>();
  /** Events that came before the schemas had loaded, applied in order once they have. */
  const waiting: [LiveEventKind, string][] = [];
  let stopped = false;
  /** The id of the last event applied (or the page's), where a poll or a reopened stream resumes. */
  let lastId = since;
  /** The next poll's timer while the stream is refused. */
  let poller: unknown = null;
  let polling = false;

  function refetchLater(key: QueryKey) {
    const id = JSON.stringify(key);
    if (pending.has(id)) return;
    const run = () => {
      pending.delete(id);
      preferFreshReads();
      void client.invalidateQueries({ queryKey: key, exact: true });
    };
    pending.set(id, env.setTimeout(run, env.random() * REFETCH_SPREAD_MS));
  }

  function receive(kind: LiveEventKind, raw: string) {
    if (schemas && waiting.length === 0) return apply(schemas, kind, raw);
    waiting.push([kind, raw]);
    if (waiting.length > 1) return;
    loadLiveSchemas().then(
      (loaded) => {
        for (const [k, r] of waiting.splice(0)) if (!stopped) apply(loaded, k, r);
      },
      // The chunk could not load (the signal went): the next event tries again.
      () => void waiting.splice(0),
    );
  }

  function apply(loaded: LiveSchemas, kind: LiveEventKind, raw: string) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = loaded[kind].safeParse(json);
    if (!parsed.success) return;
    const apply = applyLiveEvent[kind] as (c: QueryClient, data: unknown, now: number) => QueryKey[];
    for (const key of [...apply(client, parsed.data, env.now()), ...repliesInFlight(client)])
      refetchLater(key);
  }

  /** Reads the events the refused stream would have carried, then schedules the next read. */
  async function poll() {
    poller = null;
    const readEvents = env.readEvents;
    if (!readEvents) return;
    try {
      const body = (await readEvents(liveEventsUrl(lastId))) as {
        lastEventId?: unknown;
        events?: unknown;
      } | null;
      if (polling && body && typeof body.lastEventId === 'string' && Array.isArray(body.events)) {
        // After a stream that was open, this page cannot be sure where it stopped (a stream's first id
        // comes without an event): refetch as after a reset, once.
        if (gap) receive('reset', '{}');
        for (const e of body.events as { event?: unknown; data?: unknown }[])
          if (isKind(e?.event)) receive(e.event, JSON.stringify(e.data));
        lastId = body.lastEventId;
        // The next stream resumes from here: nothing is missed, so nothing is refetched.
        since = lastId;
        gap = false;
      }
    } catch {
      // No signal, or the server is away: the next read tries again.
    }
    if (polling && !stopped) poller = env.setTimeout(() => void poll(), (POLL_MS * (1 + env.random())) / 2);
  }

  function startPolling() {
    if (!env.readEvents || polling) return;
    polling = true;
    void poll();
  }

  function stopPolling() {
    polling = false;
    if (poller !== null) env.clearTimeout(poller);
    poller = null;
  }

  function open() {
    retry = null;
    const es = new env.EventSource(liveUrl(since));
    source = es;
    for (const kind of LIVE_EVENT_KINDS)
      es.addEventListener(kind, (e) => {
        const { data, lastEventId } = e as MessageEvent;
        if (lastEventId) lastId = lastEventId;
        receive(kind, String(data));
      });
    es.onopen = () => {
      attempt = 0;
      stopPolling();
      env.onState?.('open');
      // A new connection does not resume where the old one stopped: refetch as after a reset.
      if (gap) receive('reset', '{}');
      gap = false;
      wasOpen = true;
      // From here the browser resumes by itself (Last-Event-ID); a connection this module reopens after
      // an error refetches instead (above), or resumes from the last poll, so the page's first id is of
      // no more use.
      since = undefined;
    };
    es.onerror = () => {
      // While CONNECTING the browser is already reconnecting by itself.
      if (es.readyState !== CLOSED) return;
      es.close();
      source = null;
      env.onState?.(env.readEvents ? 'polling' : 'closed');
      gap = gap || wasOpen;
      retry = env.setTimeout(open, reconnectDelay(attempt++, env.random));
      startPolling();
    };
  }

  open();
  return () => {
    stopped = true;
    stopPolling();
    source?.close();
    source = null;
    if (retry !== null) env.clearTimeout(retry);
    for (const handle of pending.values()) env.clearTimeout(handle);
    pending.clear();
  };
}

/** The browser's stream, telling the document whether it is open (data-live, which browser tests wait for). */
export function openLiveStream(client: QueryClient, since?: string) {
  return connectLive(
    client,
    {
      EventSource: window.EventSource,
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      random: Math.random,
      now: Date.now,
      onState: (state) => {
        document.documentElement.dataset.live = state;
      },
      // The app's one fetcher: its replies also tell the page it is online (lib/connection.ts).
      readEvents: (url) => apiFetch<unknown>(url),
    },
    since,
  );
}
