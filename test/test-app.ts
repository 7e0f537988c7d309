import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/server/app';
import type { AppConfig } from '../src/server/config';
import { type Database, openPglite, openPostgres, type QueryListener } from '../src/server/db/client';
import { databaseUrl, uniqueName, withAdmin } from './db-template';

export const testConfig: AppConfig = {
  sessionSecret: 'test-secret-test-secret-test-secret-0123',
  secureCookies: false,
  GOOGLE_PLACES_API_KEY: undefined,
  GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
  MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // The development default (config.ts): the origin of every absolute URL the app writes.
  publicOrigin: 'http://localhost:5000',
  // Tests tell clients apart by X-Forwarded-For from app.inject's 127.0.0.1, as behind a proxy on this host.
  TRUST_PROXY: ['loopback'],
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  LIVE_MAX_STREAMS: 10_000,
};

const urls = new WeakMap<Database, string>();

/**
 * A second handle on a test database, as a second app instance has: its own pool on PostgreSQL; on
 * PGlite (one process owns it) the same handle, whose close() is left to the first.
 */
export async function openSameDatabase(database: Database): Promise<Database> {
  const url = urls.get(database);
  if (!url) return { ...database, close: async () => {} };
  return openPostgres(url);
}

/**
 * A fresh copy of the migrated, seeded template database (PGlite, or PostgreSQL with TEST_DATABASE_URL);
 * `logQuery` hears every statement sent to it.
 */
export async function openTestDatabase(opts: { logQuery?: QueryListener } = {}): Promise<Database> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const database = await openPglite({ loadDataDir: new Blob([readFileSync(tpl.dumpFile)]), ...opts });
    return database;
  }
  const name = tpl.template.replace('_tpl_', '_t_') + uniqueName('').slice(1);
  await withAdmin(tpl.url, async (c) => {
    // Two copies of one template at the same moment can collide; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
        return;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
      }
    }
  });
  const database = await openPostgres(databaseUrl(tpl.url, name), opts);
  urls.set(database, databaseUrl(tpl.url, name));
  const close = database.close;
  database.close = async () => {
    await close();
    await withAdmin(tpl.url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Pick<AppDeps, 'clock' | 'webRoot' | 'mail' | 'insightsFlushMs' | 'timeouts' | 'reminderEveryMs'> & {
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = deps.database ?? (await openTestDatabase());
  await database.migrate();
  // Reminders run when a test asks (services.checks.sendReminders), never behind another test's back.
  const app = await buildApp({
    database,
    config: { ...testConfig, ...overrides },
    logger: false,
    reminderEveryMs: 0,
    ...deps,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
