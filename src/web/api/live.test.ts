import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Establishment } from '../../domain/schemas/catalog';
import { establishmentQuery } from './catalog';
import { liveFeedQuery } from './highlights';
import {
  connectLive,
  LIVE_EVENTS_URL,
  LIVE_URL,
  type LiveEnvironment,
  loadLiveSchemas,
  POLL_MS,
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
  REFETCH_SPREAD_MS,
  reconnectDelay,
} from './live';
import { createQueryClient } from './query-client';

const NOW = Date.parse('2026-11-25T12:00:00Z');

/** The browser's EventSource as a test drives it: the server's side is played by the test. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(kind: string, data: string) {
    this.dispatchEvent(new MessageEvent(kind, { data }));
  }
  /** A dropped connection (the browser retries) or an HTTP error (it gives up). */
  fail(givesUp: boolean) {
    this.readyState = givesUp ? 2 : 0;
    this.onerror?.();
  }
}

let client: QueryClient;
let timers: { fn: () => void; ms: number; cleared: boolean }[];
let stop: () => void;
let states: string[];

function env(random = 0.5): LiveEnvironment {
  return {
    EventSource: FakeEventSource as unknown as LiveEnvironment['EventSource'],
    setTimeout: (fn, ms) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => random,
    now: () => NOW,
    onState: (s) => states.push(s),
  };
}

/** Runs the timers due so far, in order. */
function runTimers() {
  const due = timers.splice(0);
  for (const t of due) if (!t.cleared) t.fn();
}

const stream = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
const place = (id: number) => ({ id, isActive: true, statusUpdates: [] }) as unknown as Establishment;
const posted = (establishmentId: number, id: number) =>
  JSON.stringify({
    establishmentId,
    update: {
      id,
      message: 'Happy hour',
      type: 'event',
      createdAt: new Date(NOW).toISOString(),
      expiresAt: null,
    },
  });

beforeEach(() => {
  FakeEventSource.opened = [];
  timers = [];
  states = [];
  client = createQueryClient();
});

describe('the live stream, before its schemas have loaded', () => {
  it('applies events that came before the schemas had loaded, in order, once they have', async () => {
    client.setQueryData(establishmentQuery(7).queryKey, place(7));
    stop = connectLive(client, env());
    stream().open();
    stream().send('status-update', posted(7, 1));
    stream().send('status-update', posted(7, 2));
    stream().send('status-update-removed', JSON.stringify({ establishmentId: 7, id: 1 }));
    await loadLiveSchemas();
    expect(
      client.getQueryData<Establishment>(establishmentQuery(7).queryKey)?.statusUpdates.map((u) => u.id),
    ).toEqual([2]);
    stop();
  });
});

describe('the live stream', () => {
  // The schemas load with the first event; from then on each event is applied as it comes.
  beforeAll(() => loadLiveSchemas());

  it('opens one connection to the stream and applies valid events to the cache', () => {
    client.setQueryData(establishmentQuery(7).queryKey, place(7));
    stop = connectLive(client, env());
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([LIVE_URL]);
    stream().open();
    stream().send('status-update', posted(7, 1));
    expect(client.getQueryData<Establishment>(establishmentQuery(7).queryKey)?.statusUpdates).toMatchObject([
      { id: 1, message: 'Happy hour', establishmentId: 7, isActive: true },
    ]);
    expect(states).toEqual(['open']);
    stop();
    expect(stream().closed).toBe(true);
  });

  it('starts after the id the page was served with, until a connection has opened', () => {
    stop = connectLive(client, env(), '41');
    // Refused before it ever opened: the page has still missed nothing since its id.
    stream().fail(true);
    runTimers();
    stream().open();
    // Open once: the browser resumes with Last-Event-ID; a reopened one refetches instead.
    stream().fail(true);
    runTimers();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([
      `${LIVE_URL}?since=41`,
      `${LIVE_URL}?since=41`,
      LIVE_URL,
    ]);
    stop();
  });

  it('ignores bad JSON, data not of the event kind, and kinds it does not know', () => {
    const detail = place(7);
    client.setQueryData(establishmentQuery(7).queryKey, detail);
    stop = connectLive(client, env());
    stream().open();
    stream().send('status-update', '{not json');
    stream().send('status-update', JSON.stringify({ establishmentId: 7, update: { id: 'x' } }));
    stream().send('status-update-removed', JSON.stringify({ establishmentId: '7', id: 1 }));
    stream().send('something-new', posted(7, 1));
    stream().send('message', posted(7, 1));
    expect(client.getQueryData(establishmentQuery(7).queryKey)).toBe(detail);
    stop();
  });

  it('leaves a dropped connection to the browser, and reopens a refused one after a growing backoff', () => {
    stop = connectLive(client, env(0.5));
    stream().fail(false);
    expect(timers).toEqual([]);
    stream().fail(true);
    expect(stream().closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([reconnectDelay(0, () => 0.5)]);
    runTimers();
    expect(FakeEventSource.opened).toHaveLength(2);
    stream().fail(true);
    expect(timers.map((t) => t.ms)).toEqual([reconnectDelay(1, () => 0.5)]);
    runTimers();
    // Once open again, the next refusal starts from the first delay.
    stream().open();
    stream().fail(true);
    expect(timers.map((t) => t.ms)).toEqual([reconnectDelay(0, () => 0.5)]);
    expect(states).toEqual(['closed', 'closed', 'open', 'closed']);
    stop();
    expect(timers[0].cleared).toBe(true);
  });

  it('waits between half and all of a doubling delay, capped', () => {
    expect([reconnectDelay(0, () => 0), reconnectDelay(0, () => 1)]).toEqual([
      RECONNECT_FIRST_MS / 2,
      RECONNECT_FIRST_MS,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(4 * RECONNECT_FIRST_MS);
    expect(reconnectDelay(30, () => 1)).toBe(RECONNECT_MAX_MS);
  });

  it('refetches a reply it cannot patch once, after a random delay, not at once', () => {
    client.setQueryData(liveFeedQuery().queryKey, { places: [], total: 0 });
    stop = connectLive(client, env(0.25));
    stream().open();
    stream().send('status-update', posted(9, 1));
    stream().send('status-update', posted(9, 2));
    expect(client.getQueryState(liveFeedQuery().queryKey)?.isInvalidated).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([0.25 * REFETCH_SPREAD_MS]);
    runTimers();
    expect(client.getQueryState(liveFeedQuery().queryKey)?.isInvalidated).toBe(true);
    stop();
  });

  it('fetches again a live reply that was on its way when an event came: it was read before the event', async () => {
    let answer: (value: Establishment) => void = () => {};
    const fetching = client.fetchQuery({
      queryKey: establishmentQuery(7).queryKey,
      queryFn: () => new Promise<Establishment>((resolve) => (answer = resolve)),
    });
    client.setQueryData(['/api/categories'], []);
    stop = connectLive(client, env());
    stream().open();
    stream().send('status-update', posted(7, 1));
    // The reply read before the event lands over the patch...
    answer(place(7));
    await fetching;
    expect(client.getQueryData<Establishment>(establishmentQuery(7).queryKey)?.statusUpdates).toEqual([]);
    // ...and is asked again, once, after the random delay.
    expect(timers.map((t) => t.ms)).toEqual([0.5 * REFETCH_SPREAD_MS]);
    runTimers();
    expect(client.getQueryState(establishmentQuery(7).queryKey)?.isInvalidated).toBe(true);
    stop();
  });

  it('refetches the live replies after reopening a stream that was open: events may have been missed', () => {
    client.setQueryData(establishmentQuery(7).queryKey, place(7));
    client.setQueryData(['/api/categories'], []);
    stop = connectLive(client, env());
    stream().open();
    stream().fail(true);
    runTimers();
    stream().open();
    runTimers();
    expect(client.getQueryState(establishmentQuery(7).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/categories'])?.isInvalidated).toBe(false);
    stop();
  });

  it('reads the events by polling while the stream is refused, and resumes the stream from the last one read', async () => {
    client.setQueryData(establishmentQuery(7).queryKey, place(7));
    const asked: string[] = [];
    const replies = [
      { lastEventId: '43', events: [{ id: '43', event: 'status-update', data: JSON.parse(posted(7, 5)) }] },
      { lastEventId: '43', events: [] },
    ];
    const settled: Promise<void>[] = [];
    const polling: LiveEnvironment = {
      ...env(0.5),
      readEvents: (url) => {
        asked.push(url);
        const reply = Promise.resolve(replies.shift());
        settled.push(reply.then(() => new Promise((r) => setTimeout(r, 0))));
        return reply;
      },
    };
    stop = connectLive(client, polling, '41');
    // Refused (a 429: the visitor's network holds its share of streams): nothing alarming, just polling.
    stream().fail(true);
    expect(states).toEqual(['polling']);
    await Promise.all(settled);
    expect(asked).toEqual([`${LIVE_EVENTS_URL}?since=41`]);
    expect(client.getQueryData<Establishment>(establishmentQuery(7).queryKey)?.statusUpdates).toMatchObject([
      { id: 5, message: 'Happy hour' },
    ]);
    const pollTimer = timers.find((t) => t.ms === (POLL_MS * 1.5) / 2)!;
    expect(pollTimer).toBeDefined();
    pollTimer.fn();
    await Promise.all(settled);
    expect(asked.at(-1)).toBe(`${LIVE_EVENTS_URL}?since=43`);

    // A stream is tried again after the backoff; once it opens, polling stops and nothing is refetched.
    timers.find((t) => t.ms === reconnectDelay(0, () => 0.5))!.fn();
    expect(stream().url).toBe(`${LIVE_URL}?since=43`);
    stream().open();
    expect(states.at(-1)).toBe('open');
    // The next poll, due after the second one, is called off.
    expect(timers.filter((t) => t.ms === (POLL_MS * 1.5) / 2).at(-1)?.cleared).toBe(true);
    expect(client.getQueryState(establishmentQuery(7).queryKey)?.isInvalidated).toBe(false);
    stop();
  });
});
