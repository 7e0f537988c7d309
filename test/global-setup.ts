import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { databaseUrl, uniqueName, withAdmin } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/** Migrates and seeds one template database per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const template = uniqueName('ambergris_tpl');
    await withAdmin(testUrl, (c) => c.query(`CREATE DATABASE ${template}`));
    const database = await openPostgres(databaseUrl(testUrl, template));
    await database.migrate();
    await seedIfEmpty(database.db);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url: testUrl, template });
    return async () => {
      await withAdmin(testUrl, async (c) => {
        const { rows } = await c.query(
          `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
          [`${template.replace('_tpl_', '_t_')}%`, template],
        );
        for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      });
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ambergris-test-'));
  const database = await openPglite();
  await database.migrate();
  await seedIfEmpty(database.db);
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await (await database.dump!('none')).arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
