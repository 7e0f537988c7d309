import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStreamSet, MAX_UNSENT_BYTES } from './streams';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

/** A real HTTP server whose every request becomes a stream of `streams`, and a client of it. */
async function serve() {
  const streams = createStreamSet();
  const server = http.createServer((_req, res) =>
    streams.add(res, [Buffer.from('retry: 1000\n\n')], ['127.0.0.1']),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  cleanup.push(() => {
    streams.stop();
    server.closeAllConnections();
    server.close();
  });
  const connect = () =>
    new Promise<http.IncomingMessage>((resolve) => {
      const req = http.get(url, { agent: false }, resolve);
      req.on('error', () => {});
      cleanup.push(() => req.destroy());
    });
  return { streams, connect };
}

describe('the open streams', () => {
  it('drop a client that stops reading, and keep writing to one that reads', async () => {
    const { streams, connect } = await serve();
    const reader = await connect();
    let received = 0;
    reader.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    const stalled = await connect();
    stalled.pause();
    expect(streams.size).toBe(2);

    // Comments of 16 KB, one per turn of the event loop (the reader keeps up; the stalled one cannot).
    const frame = Buffer.from(`:${'x'.repeat(16 * 1024)}\n\n`);
    let sent = 0;
    while (streams.size === 2 && sent < 64 * 1024 * 1024) {
      streams.broadcast(frame);
      sent += frame.length;
      await new Promise((r) => setImmediate(r));
    }
    expect(streams.size).toBe(1);
    expect(sent).toBeGreaterThan(MAX_UNSENT_BYTES);
    streams.broadcast(Buffer.from(':still here\n\n'));
    const deadline = Date.now() + 5000;
    while (received < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(received).toBeGreaterThanOrEqual(sent);
  });

  it('forget a stream whose client went away', async () => {
    const { streams, connect } = await serve();
    const client = await connect();
    expect(streams.size).toBe(1);
    client.destroy();
    const deadline = Date.now() + 5000;
    while (streams.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(streams.size).toBe(0);
  });
});
