import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin } from './auth-helpers';
import { listeningUrl, openLiveStream } from './live-stream';
import { createTestApp, type TestApp } from './test-app';

const HEADERS_MS = 300;
/** Every route but the uploads: the whole body by then. */
const BODY_MS = 500;
/** The uploads' (photos and logos) budget, far longer in production as here. */
const REQUEST_MS = 2_500;
let ctx: TestApp;
let port: number;
let admin: Actor;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      timeouts: {
        headersMs: HEADERS_MS,
        bodyMs: BODY_MS,
        requestMs: REQUEST_MS,
        idleMs: 0,
        checkEveryMs: 50,
      },
    },
  );
  admin = await signInAdmin(ctx.app);
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

/** The head of a POST whose body (of `length` bytes, a JSON object's start sent) is still to come. */
const postHead = (url: string, length: number, headers: Record<string, string> = {}) =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n{"a":"`;

describe('the HTTP server lets slow clients go', () => {
  it('closes a connection whose headers never end, and one whose body trickles in; a live stream stays open', async () => {
    const stream = await openLiveStream(`http://127.0.0.1:${port}`);
    expect(stream.status).toBe(200);
    let streamEnded = false;
    void stream.ended.then(() => {
      streamEnded = true;
    });

    const slowHeaders = slowClient('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // A byte far more often than the timeout: only the body's deadline can stop it.
    const slowBody = slowClient(postHead('/api/auth/login', 10_000), BODY_MS / 8);
    const [headers, body] = await Promise.all([slowHeaders.closed, slowBody.closed]);
    expect(headers.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    // Closed by the deadline, not later by chance: the upper bounds leave room for a busy machine.
    expect(headers.afterMs).toBeLessThan(REQUEST_MS);
    expect(body.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(body.afterMs).toBeGreaterThanOrEqual(BODY_MS - 50);
    // A JSON route's body is cut at its own deadline, long before the uploads' one.
    expect(body.afterMs).toBeLessThan(REQUEST_MS - 500);

    // The stream, open since before both, outlived the body deadline: its request was read long ago.
    expect(streamEnded).toBe(false);
    expect(ctx.app.live.openStreams).toBe(1);
    stream.close();
  }, 20_000);

  it("gives an upload (a place's logo) the uploads' longer budget", async () => {
    const upload = slowClient(
      `POST /api/establishments/1/logo HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin.headers.cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      BODY_MS / 8,
    );
    const cut = await upload.closed;
    expect(cut.received).toMatch(/^HTTP\/1\.1 408 |^$/);
    expect(cut.afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
  }, 20_000);

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBeLessThan(500);
  });
});

describe('a refusal sent while the body is still arriving', () => {
  it.each([
    ['401 (a signed-in write without a session)', postHead('/api/status-updates', 100_000), 401],
    ['413 (a body above the limit, by its Content-Length)', postHead('/api/auth/login', 10_000_000), 413],
    [
      '415 (a type the route does not read)',
      postHead('/api/auth/login', 100_000).replace('application/json', 'application/xml'),
      415,
    ],
  ])('closes the connection after a %s', async (_name, head, status) => {
    // The client keeps sending: without the close it could hold the connection for the whole body.
    const client = slowClient(head, BODY_MS / 8);
    const { received } = await client.closed;
    const [reply, ...more] = received.split(/(?=HTTP\/1\.1 )/);
    expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(reply).toMatch(/\r\nconnection: close\r\n/i);
    // Closed after the refusal, not answered again at the body's deadline.
    expect(more).toEqual([]);
  });
});
