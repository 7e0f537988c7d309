import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, openLiveStream } from './live-stream';
import { createTestApp, type TestApp } from './test-app';

const HEADERS_MS = 300;
const REQUEST_MS = 800;
let ctx: TestApp;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    { timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS, idleMs: 0, checkEveryMs: 50 } },
  );
  port = Number(new URL(await listeningUrl(ctx.app)).port);
});
afterAll(() => ctx?.close());

/** A raw client: sends `first`, then (when given) one more byte every `trickleMs`, until the server closes. */
function slowClient(first: string, trickleMs?: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  socket.write(first);
  const started = Date.now();
  const trickle = trickleMs ? setInterval(() => socket.writable && socket.write('1'), trickleMs) : undefined;
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(trickle);
      resolve({ afterMs: Date.now() - started, received });
    }),
  );
  return { closed, destroy: () => socket.destroy() };
}

describe('the HTTP server lets slow clients go', () => {
  it('closes a connection whose headers never end, and one whose body trickles in; a live stream stays open', async () => {
    const stream = await openLiveStream(`http://127.0.0.1:${port}`);
    expect(stream.status).toBe(200);
    let streamEnded = false;
    void stream.ended.then(() => {
      streamEnded = true;
    });

    const slowHeaders = slowClient('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const slowBody = slowClient(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"email":"',
      // A byte far more often than the timeout: only the whole request's deadline can stop it.
      REQUEST_MS / 8,
    );
    const [headers, body] = await Promise.all([slowHeaders.closed, slowBody.closed]);
    expect(headers.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    // Closed by the deadline, not later by chance: the upper bounds leave room for a busy machine.
    expect(headers.afterMs).toBeLessThan(REQUEST_MS * 10);
    expect(body.received).toMatch(/^HTTP\/1\.1 408 |^$/);
    expect(body.afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(body.afterMs).toBeLessThan(REQUEST_MS * 10);

    // The stream, open since before both, outlived the request timeout: its request was read long ago.
    expect(streamEnded).toBe(false);
    expect(ctx.app.live.openStreams).toBe(1);
    stream.close();
  }, 20_000);

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBeLessThan(500);
  });
});
