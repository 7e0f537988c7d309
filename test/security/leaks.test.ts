import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { loggableError } from '../../src/server/lib/error-handler';
import { routesFromOpenApi } from '../fuzz/routes';
import { leaks } from '../fuzz/session';
import { openTestDatabase, type TestApp, testConfig } from '../test-app';

const PLACES_KEY = 'AIzaSy-super-secret-places-key-0123';
const PASSWORD = 'my very secret password 42';
const BEARER = 'Bearer tok_live_0123456789abcdef';

describe('replies never carry secrets, hashes or stack traces', () => {
  let app: TestApp['app'];
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    app = await buildApp({
      database,
      config: { ...testConfig, LOG_LEVEL: 'debug', GOOGLE_PLACES_API_KEY: PLACES_KEY },
      logStream: new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    // Two routes that fail the way real code can: a bug, and a query error carrying its parameters.
    app.get('/api/test/bug', { schema: { hide: true } }, async () => {
      throw new Error('internal detail: session secret is somewhere near /work/main/src/server');
    });
    app.post('/api/test/query-error', { schema: { hide: true } }, async () => {
      const [u] = await database.db.select().from(t.users).limit(1);
      await database.db.insert(t.users).values({ email: u.email, passwordHash: u.passwordHash });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  let adminCookie = '';
  it('sign-up, sign-in and the user reply carry no hash; every GET as admin carries no key or secret', async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: BEARER },
      payload: { email: 'leaky@example.com', password: PASSWORD },
    });
    expect(reg.statusCode).toBe(202);
    await app.services.accounts.ensureAdmin('leak-admin@example.com', PASSWORD);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leak-admin@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    adminCookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const secrets = [PLACES_KEY, PASSWORD, testConfig.sessionSecret];
    for (const res of [reg, login]) expect(leaks(res.body, secrets)).toBeNull();

    const routes = routesFromOpenApi(app.swagger()).filter(
      (r) => r.method === 'GET' && !r.path.includes('{'),
    );
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const res = await app.inject({ url: route.path, headers: { cookie: adminCookie } });
      expect(res.statusCode, route.key).toBeLessThan(500);
      expect(leaks(res.body, secrets), route.key).toBeNull();
    }
  });

  it('an unexpected error is a 500 with a plain message: no stack, no detail, no query', async () => {
    const bug = await app.inject({ url: '/api/test/bug', headers: { cookie: adminCookie } });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ message: expect.any(String) });
    expect(bug.body).not.toMatch(/internal detail|\/work\/|\.ts:\d+/);

    const query = await app.inject({
      method: 'POST',
      url: '/api/test/query-error',
      headers: { cookie: adminCookie, authorization: BEARER },
    });
    expect(query.statusCode).toBe(500);
    expect(query.body).not.toMatch(/insert|users|argon2|params/i);
  });

  it('logs hold no password, hash, cookie, session id or bearer token', async () => {
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    const sid = adminCookie.slice('sid='.length);
    const rawSid = decodeURIComponent(sid).replace(/^s:/, '').split('.')[0];
    expect(rawSid.length).toBeGreaterThan(20);
    for (const secret of [PASSWORD, sid, rawSid, BEARER, 'tok_live', PLACES_KEY, testConfig.sessionSecret])
      expect(log, `log contains ${secret.slice(0, 8)}`).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2id\$/);
    // The failing query is still identifiable for the operator, only its parameters are cut.
    expect(log).toMatch(/params: \[redacted\]/);
  });
});

describe('loggableError', () => {
  it('cuts query parameters from the message, the stack and every cause', () => {
    const inner = new DrizzleQueryError(
      'select $1',
      ['$argon2id$v=19$secret-hash'],
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    const outer = new Error('wrapped', { cause: inner });
    const text = JSON.stringify(loggableError(outer));
    expect(text).not.toContain('secret-hash');
    expect(text).toContain('ECONNREFUSED');
    expect(text).toContain('select $1');
  });
});
