import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One event of GET /api/live, its data parsed. */
export interface LiveEvent {
  id: string;
  event: string;
  data: any;
}

export interface LiveStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused stream (a 503's JSON). */
  body(): string;
  /** Every event received so far, in order. */
  events: LiveEvent[];
  /** The last event id as a browser's EventSource keeps it (a block with an id and no data sets it too). */
  lastEventId(): string;
  /** The `retry:` value received, if any. */
  retry(): number | null;
  /** Resolves with the events received after the previous call's match, up to the first that matches. */
  until(match: (e: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address of an app, listening on an ephemeral port of the loopback interface if it is not yet. */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Opens GET /api/live with a real HTTP request and reads its events as a browser would; resolves once
 * the stream's first bytes (`retry:`, and an `id:` or the replay) arrived, or with a refusal. `search`
 * is the URL's query string (`?since=…`). The parser
 * reads what our server writes (LF line ends; comments; id, event, data and retry fields); unlike
 * eventsource-parser it also reports an id sent without data, which sets the page's Last-Event-ID.
 */
export function openLiveStream(
  base: string,
  headers: Record<string, string> = {},
  search = '',
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/live${search}`, { headers, agent: false }, (res) => {
      const events: LiveEvent[] = [];
      let text = '';
      let lastEventId = headers['last-event-id'] ?? '';
      let retry: number | null = null;
      let cursor = 0;
      const waiters = new Set<() => void>();
      const ended = new Promise<void>((done) => res.once('close', () => done()));

      const readBlock = (block: string) => {
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') lastEventId = value;
          else if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
          else if (field === 'retry') retry = Number(value);
        }
        if (data.length) events.push({ id: lastEventId, event, data: JSON.parse(data.join('\n')) });
      };

      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (res.statusCode !== 200) return;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          readBlock(text.slice(0, end));
          text = text.slice(end + 2);
        }
        for (const wake of waiters) wake();
      });

      const stream: LiveStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: () => text,
        events,
        lastEventId: () => lastEventId,
        retry: () => retry,
        ended,
        close: () => req.destroy(),
        until(match, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const check = () => {
              const at = events.findIndex((e, i) => i >= cursor && match(e));
              if (at < 0) return;
              const seen = events.slice(cursor, at + 1);
              cursor = at + 1;
              done();
              found(seen);
            };
            const timer = setTimeout(() => {
              done();
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            const done = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
      };
      if (res.statusCode === 200) res.once('data', () => resolve(stream));
      else resolve(stream);
    });
    req.once('error', reject);
  });
}

/**
 * A clock the app's rules go by, moved forward by tests instead of sleeping. Never back, as no server's
 * clock goes: what was written at a later time would then look newer than what is written after it
 * (the live stream keeps events in id order and lets them go by their time).
 */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      if (ms < 0) throw new Error('The clock only moves forward');
      offsetMs += ms;
    },
  };
}
