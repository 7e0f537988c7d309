import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../scripts/ops/backup-lib';
import { buildApp } from '../src/server/app';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { databaseUrl, uniqueName, withAdmin } from './db-template';
import { testConfig } from './test-app';

/** Every table's rows, in a stable order: equal for equal data. */
async function contents(database: Database): Promise<Record<string, string[]>> {
  const tables: any = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of (tables.rows ?? tables) as { table_name: string }[]) {
    const res: any = await database.db.execute(
      sql.raw(`select x::text as row from "${table_name}" x order by 1`),
    );
    out[table_name] = ((res.rows ?? res) as { row: string }[]).map((r) => r.row);
  }
  return out;
}

/** Data a visitor, an owner and the admin would miss: an account, a session, an edit and a live update. */
async function addActivity(database: Database) {
  const app = await buildApp({ database, config: testConfig, logger: false });
  await app.ready();
  try {
    await app.services.accounts.ensureAdmin('backup-admin@example.com', 'backup-admin-password');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'backup-admin@example.com', password: 'backup-admin-password' },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const post = await app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: { cookie },
      payload: { establishmentId: 3, type: 'special', message: 'Lobster season opens – €5 off «today»' },
    });
    expect(post.statusCode).toBe(201);
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/establishments/3',
      headers: { cookie },
      payload: { hours: 'Mon–Sun 7am–10pm' },
    });
    expect(patch.statusCode).toBe(200);
    return cookie;
  } finally {
    await app.close();
  }
}

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

describe('backup and restore round trip', () => {
  it('embedded: npm run backup / restore brings back the same data and sessions', async () => {
    const source = tempDir('ambergris-backup-src-');
    const original = await openPglite({ dataDir: source });
    await original.migrate();
    await seedIfEmpty(original.db);
    const cookie = await addActivity(original);
    const before = await contents(original);
    await original.close();

    const file = path.join(tempDir('ambergris-backup-file-'), 'guide.pglite.tar.gz');
    const made = await backup({ dataDir: source, file });
    expect(made.bytes).toBeGreaterThan(1000);

    const target = tempDir('ambergris-backup-dst-');
    await restore({ dataDir: target, file });
    const restored = await openPglite({ dataDir: target });
    try {
      expect(await contents(restored)).toEqual(before);
      // The restored guide serves the same places and still knows the admin's session.
      const app = await buildApp({ database: restored, config: testConfig, logger: false });
      await app.ready();
      const detail = (await app.inject({ url: '/api/establishments/3' })).json();
      expect(detail.hours).toBe('Mon–Sun 7am–10pm');
      expect(detail.statusUpdates[0].message).toBe('Lobster season opens – €5 off «today»');
      expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
      await app.close();
    } finally {
      await restored.close();
    }

    // Restoring over an existing database needs --force and keeps the old one aside.
    await expect(restore({ dataDir: target, file })).rejects.toThrow(/--force/);
    const forced = await restore({ dataDir: target, file, force: true });
    expect(forced.movedAside && existsSync(forced.movedAside)).toBe(true);
    expect(readdirSync(target).filter((f) => f.startsWith('pglite'))).toHaveLength(2);
  }, 180_000);

  it('PostgreSQL: pg_dump then pg_restore into a fresh database gives the same data', async () => {
    const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const from = uniqueName('ambergris_bk_src');
    const to = uniqueName('ambergris_bk_dst');
    await withAdmin(server, async (c) => {
      await c.query(`CREATE DATABASE ${from}`);
      await c.query(`CREATE DATABASE ${to}`);
    });
    try {
      const original = await openPostgres(databaseUrl(server, from));
      await original.migrate();
      await seedIfEmpty(original.db);
      await addActivity(original);
      const before = await contents(original);
      await original.close();

      const file = path.join(tempDir('ambergris-backup-pg-'), 'guide.dump');
      const made = await backup({ databaseUrl: databaseUrl(server, from), dataDir: '/nonexistent', file });
      expect(made.kind).toBe('postgres');
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

      await restore({ databaseUrl: databaseUrl(server, to), dataDir: '/nonexistent', file });
      const restored = await openPostgres(databaseUrl(server, to));
      try {
        expect(await contents(restored)).toEqual(before);
        // New rows continue after the restored ones (sequences came back too).
        const res: any = await restored.db.execute(
          sql`insert into status_updates (establishment_id, message, type) values (3, 'after restore', 'alert') returning id`,
        );
        const maxBefore = Math.max(...before.status_updates.map((r) => Number(r.slice(1).split(',')[0])));
        expect(Number((res.rows ?? res)[0].id)).toBeGreaterThan(maxBefore);
      } finally {
        await restored.close();
      }
      await expect(
        restore({ databaseUrl: databaseUrl(server, to), dataDir: '/nonexistent', file }),
      ).rejects.toThrow(/--force/);
    } finally {
      await withAdmin(server, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${from} WITH (FORCE)`);
        await c.query(`DROP DATABASE IF EXISTS ${to} WITH (FORCE)`);
      });
    }
  }, 180_000);
});
