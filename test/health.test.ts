import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pingDatabase } from '../src/server/modules/health';
import { createTestApp, type TestApp } from './test-app';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz says the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz says the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('a database that never answers is reported after the deadline, not waited on forever', async () => {
    const never = () => new Promise<never>(() => {});
    await expect(pingDatabase(never, 20)).resolves.toMatch(/no answer within 20 ms/);
    await expect(pingDatabase(() => Promise.reject(new Error('boom')), 20)).resolves.toBe('boom');
    await expect(pingDatabase(() => Promise.resolve(1), 20)).resolves.toBeNull();
  });
});

describe('readiness without a database', () => {
  it('GET /readyz answers 503 with a message once the database is gone, /healthz still 200', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      t.database.close = async () => {};
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toEqual(expect.any(String));
      const live = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
