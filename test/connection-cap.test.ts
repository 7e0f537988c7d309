import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, openLiveStream } from './live-stream';
import { createTestApp, type TestApp } from './test-app';

const CAP = 3;

/** A raw connection from `localAddress` (a loopback address of its own: another client). */
function connect(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    opened,
    closed,
    received: () => received,
    /** Sends a GET and resolves with the reply's head once it has come. */
    async get(path = '/healthz', headers = '') {
      const before = received.length;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`);
      await expect.poll(() => received.slice(before)).toMatch(/\r\n\r\n/);
      return received.slice(before);
    },
    end: () => socket.destroy(),
  };
}

describe('open connections per client address, served directly (TRUST_PROXY off)', () => {
  let ctx: TestApp;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: false, MAX_CONNECTIONS_PER_ADDRESS: CAP });
    port = Number(new URL(await listeningUrl(ctx.app)).port);
  });
  afterAll(() => ctx?.close());

  it('answers a connection beyond the cap 429 and closes it; another address, or a freed slot, gets in', async () => {
    const held = Array.from({ length: CAP }, () => connect(port));
    await Promise.all(held.map((c) => c.opened));
    // Kept-alive connections that each had a reply: all counted.
    for (const c of held) expect(await c.get()).toMatch(/^HTTP\/1\.1 200 /);

    const beyond = connect(port);
    const refusal = await beyond.get();
    expect(refusal).toMatch(/^HTTP\/1\.1 429 /);
    expect(refusal).toMatch(/\r\nconnection: close\r\n/i);
    expect(refusal).toMatch(/\r\nretry-after: \d+\r\n/i);
    await beyond.closed;

    // One that sends nothing is let go too, without waiting for the headers' timeout.
    const silent = connect(port);
    await silent.closed;
    expect(silent.received()).toBe('');

    const other = connect(port, '127.0.0.2');
    expect(await other.get()).toMatch(/^HTTP\/1\.1 200 /);

    held[0].end();
    await held[0].closed;
    const again = connect(port);
    await expect.poll(async () => (await again.get()).slice(0, 12)).toBe('HTTP/1.1 200');
    for (const c of [...held, other, again]) c.end();
  });
});

describe('requests in progress per forwarded address, behind a trusted proxy', () => {
  let ctx: TestApp;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: ['loopback'], MAX_CONNECTIONS_PER_ADDRESS: CAP });
    base = await listeningUrl(ctx.app);
  });
  afterAll(() => ctx?.close());

  it("does not count the proxy's own connections, but answers 429 to one address beyond its cap", async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    // The proxy's connections, more than the cap, each for another client.
    const others = await Promise.all(
      Array.from({ length: CAP + 2 }, (_, i) => openLiveStream(base, from(`198.51.100.${i + 1}`))),
    );
    expect(others.map((s) => s.status)).toEqual(Array(CAP + 2).fill(200));

    // One client's streams are requests in progress: at the cap, its next request is refused.
    const one = await Promise.all(
      Array.from({ length: CAP }, () => openLiveStream(base, from('203.0.113.9'))),
    );
    expect(one.map((s) => s.status)).toEqual(Array(CAP).fill(200));
    const refused = await fetch(`${base}/healthz`, { headers: from('203.0.113.9') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('connection')).toBe('close');
    expect((await fetch(`${base}/healthz`, { headers: from('203.0.113.10') })).status).toBe(200);

    // A finished request frees its place.
    one[0].close();
    await one[0].ended;
    await expect
      .poll(async () => (await fetch(`${base}/healthz`, { headers: from('203.0.113.9') })).status)
      .toBe(200);
    for (const s of [...others, ...one]) s.close();
  });

  it('counts nothing left behind by requests served through inject', async () => {
    for (let i = 0; i < CAP * 3; i++)
      expect(
        (await ctx.app.inject({ url: '/healthz', headers: { 'x-forwarded-for': '192.0.2.50' } })).statusCode,
      ).toBe(200);
  });
});
