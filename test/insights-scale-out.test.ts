import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { type Database, openPostgres } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin } from './auth-helpers';
import { databaseUrl, uniqueName, withAdmin } from './db-template';
import { testConfig } from './test-app';

/**
 * Owner insights with two app instances on one PostgreSQL database: each counts in its own memory and
 * adds its batch to the same rows, so the stored counts are the sum, whatever order the flushes take.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('insights across two instances on one PostgreSQL', () => {
  const name = uniqueName('ambergris_insights');
  const instances: { app: FastifyInstance; database: Database }[] = [];
  let admin: Actor;

  beforeAll(async () => {
    await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = databaseUrl(serverUrl, name);
    const setup = await openPostgres(url);
    await setup.migrate();
    await seedIfEmpty(setup.db);
    await setup.close();
    for (let i = 0; i < 2; i++) {
      const database = await openPostgres(url);
      const app = await buildApp({ database, config: testConfig, logger: false, insightsFlushMs: 0 });
      await app.ready();
      instances.push({ app, database });
    }
    admin = await signInAdmin(instances[0].app, `insights-admin-${process.pid}@example.com`);
  });

  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.database.close();
    }
    await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  const view = (app: FastifyInstance, visitor: number, establishmentId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/insights/events',
      headers: {
        'x-forwarded-for': `203.0.113.${visitor}`,
        'user-agent': `Mozilla/5.0 Chrome/126 v${visitor}`,
      },
      payload: { establishmentId, kind: 'view' },
    });

  it('adds up the counts of both instances, flushed at the same moment and again after', async () => {
    const [a, b] = instances.map((i) => i.app);
    const id = 5;
    for (let v = 1; v <= 7; v++) expect((await view(a, v, id)).statusCode).toBe(204);
    for (let v = 101; v <= 111; v++) expect((await view(b, v, id)).statusCode).toBe(204);
    // Both write into the same new row at once: one inserts it, the other adds to it.
    await Promise.all([a.services.insights.flush(), b.services.insights.flush()]);
    const totals = async () =>
      (
        await b.inject({
          url: `/api/business/establishments/${id}/insights?days=1`,
          headers: admin.headers,
        })
      ).json().totals;
    expect((await totals()).views).toBe(18);
    await view(a, 8, id);
    await view(b, 112, id);
    await a.services.insights.flush();
    await b.services.insights.flush();
    expect((await totals()).views).toBe(20);
  });
});
