import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPglite } from '../../src/server/db/client';

const run = promisify(execFile);

/** pg_dump / pg_restore of the newest installed PostgreSQL (Debian keeps them per version). */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(base, versions[0], 'bin', name);
  }
  return name;
}

export interface BackupResult {
  kind: 'postgres' | 'pglite';
  file: string;
  bytes: number;
}

/**
 * PostgreSQL: pg_dump in the custom format (compressed, restorable with pg_restore, online: the
 * server keeps running). Embedded: the PGlite data folder as a gzipped tarball via Database.dump();
 * PGlite has one owner at a time, so the server must be stopped (the DATA_DIR lock says so).
 */
export async function backup(opts: {
  databaseUrl?: string;
  dataDir: string;
  file: string;
}): Promise<BackupResult> {
  mkdirSync(path.dirname(path.resolve(opts.file)), { recursive: true });
  if (opts.databaseUrl) {
    await run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      opts.file,
      '--dbname',
      opts.databaseUrl,
    ]);
    return { kind: 'postgres', file: opts.file, bytes: statSync(opts.file).size };
  }
  if (!existsSync(path.join(opts.dataDir, 'pglite')))
    throw new Error(`No embedded database in ${path.resolve(opts.dataDir)} (no pglite folder)`);
  const database = await openPglite({ dataDir: opts.dataDir });
  try {
    const blob = await database.dump!();
    writeFileSync(opts.file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { kind: 'pglite', file: opts.file, bytes: statSync(opts.file).size };
}

/**
 * Restores a backup made by backup(). PostgreSQL: pg_restore into DATABASE_URL in one transaction;
 * a database that already has tables needs force (its objects are dropped first). Embedded: loads the
 * tarball into DATA_DIR/pglite; an existing one needs force and is kept as pglite.before-restore-<time>.
 * Both end migrated to this version of the app.
 */
export async function restore(opts: {
  databaseUrl?: string;
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<{ kind: 'postgres' | 'pglite'; movedAside?: string }> {
  if (!existsSync(opts.file)) throw new Error(`No backup file ${opts.file}`);
  if (opts.databaseUrl) {
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    await client.connect();
    let tables: number;
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      tables = rows[0].n;
    } finally {
      await client.end();
    }
    if (tables > 0 && !opts.force)
      throw new Error('The target database is not empty; pass --force to replace its contents');
    await run(pgTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      '--dbname',
      opts.databaseUrl,
      opts.file,
    ]);
    const { openPostgres } = await import('../../src/server/db/client');
    const database = await openPostgres(opts.databaseUrl);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return { kind: 'postgres' };
  }
  const target = path.join(opts.dataDir, 'pglite');
  let movedAside: string | undefined;
  mkdirSync(opts.dataDir, { recursive: true });
  if (existsSync(target) && readdirSync(target).length > 0) {
    if (!opts.force)
      throw new Error(`${path.resolve(target)} already holds a database; pass --force to replace it`);
    // Taking the lock first makes sure no server is running on this folder.
    const probe = await openPglite({ dataDir: opts.dataDir });
    await probe.close();
    movedAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, movedAside);
  }
  const database = await openPglite({
    dataDir: opts.dataDir,
    loadDataDir: new Blob([readFileSync(opts.file)]),
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { kind: 'pglite', movedAside };
}
