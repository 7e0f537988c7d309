import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/test-app';
import { buildApp } from '../app';
import type { Database } from '../db/client';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  remoteAddress?: string;
  err?: { message: string };
}

describe('the access log at the default level (info)', () => {
  let app: FastifyInstance;
  let database: Database;
  const written: string[] = [];
  const lines = () => written.map((l) => JSON.parse(l) as LogLine);
  /** The lines of requests (every request's lines carry its id). */
  const requestLines = () => lines().filter((l) => l.reqId !== undefined);

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    app = await buildApp({
      database,
      config: { ...testConfig, LOG_LEVEL: 'info' },
      logStream: { write: (line) => written.push(line) },
      // A body's deadline short enough to pass in a test.
      timeouts: { bodyMs: 300 },
    });
    app.get('/api/test/bug', { schema: { hide: true } }, async () => {
      throw new Error('a bug in a route');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    written.length = 0;
  });

  it('writes one line per request: id, method, URL, status, response time and client address', async () => {
    const res = await app.inject({ url: '/api/establishments?limit=2' });
    expect(res.statusCode).toBe(200);
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/establishments?limit=2',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
    });
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('gives each request its own line and id', async () => {
    await app.inject({ url: '/api/categories' });
    await app.inject({ method: 'HEAD', url: '/api/categories' });
    const logged = requestLines();
    expect(logged.map((l) => `${l.method} ${l.url} ${l.statusCode}`)).toEqual([
      'GET /api/categories 200',
      'HEAD /api/categories 200',
    ]);
    expect(new Set(logged.map((l) => l.reqId)).size).toBe(2);
  });

  it('logs a refused request with its 4xx status, at info', async () => {
    const notFound = await app.inject({ url: '/api/establishments/999999' });
    const invalid = await app.inject({ url: '/api/establishments?sort=sideways' });
    expect([notFound.statusCode, invalid.statusCode]).toEqual([404, 400]);
    expect(requestLines().map((l) => [l.level, l.url, l.statusCode])).toEqual([
      [30, '/api/establishments/999999', 404],
      [30, '/api/establishments?sort=sideways', 400],
    ]);
  });

  it('logs a 500 as before: the error with its message, then the request line with its status', async () => {
    const res = await app.inject({ url: '/api/test/bug' });
    expect(res.statusCode).toBe(500);
    const logged = requestLines();
    expect(logged).toHaveLength(2);
    const [error, completed] = logged;
    expect(error).toMatchObject({ level: 50, msg: 'unhandled error', err: { message: 'a bug in a route' } });
    expect(completed).toMatchObject({ level: 30, method: 'GET', url: '/api/test/bug', statusCode: 500 });
    expect(completed.reqId).toBe(error.reqId);
  });

  it("never writes a link's token: the one-tap confirmation's path, a token query value, one anywhere", async () => {
    const token = 'Q2hlY2tPdXRUaGlzVG9rZW5fb2ZfNDNfY2hhcmFjdGVycw';
    await app.inject({ url: `/api/listing-confirmations/${token}` });
    await app.inject({ url: `/api/anything/${token}/more?area=north&token=short1` });
    await app.inject({ url: `/api/confirm/abc?next=${token}&reset_token=x` });
    await app.inject({ url: '/api/establishments?area=san-pedro-town-and-the-north-of-the-island' });
    expect(written.join('\n')).not.toMatch(/Q2hlY2tP|short1|reset_token=x|confirm\/abc/);
    expect(requestLines().map((l) => l.url)).toEqual([
      '/api/listing-confirmations/[redacted]',
      '/api/anything/[redacted]/more?area=north&token=[redacted]',
      '/api/confirm/[redacted]?next=[redacted]&reset_token=[redacted]',
      // A long slug or area name is no token: it stays readable.
      '/api/establishments?area=san-pedro-town-and-the-north-of-the-island',
    ]);
  });

  it('does not take a body cut off at its deadline for the database being unavailable', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    socket.on('error', () => {});
    // Reading what comes (the 408), so the server's close is seen.
    socket.resume();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email',
    );
    await new Promise((resolve) => socket.once('close', resolve));
    // The failed read of the body is handled a moment after the socket closes.
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join('')).not.toMatch(/database unavailable|unhandled error/);
  });

  it('writes no line for a route logged at warn (the probes)', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
  });
});
