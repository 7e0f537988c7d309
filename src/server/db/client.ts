import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: the same Drizzle API over PGlite or a node-postgres pool. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Runs fn for every NOTIFY on channel (cross-instance cache invalidation). */
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * PGlite only: the whole data folder as a tarball, gzipped unless `compression` is 'none' (the test
   * template, opened by every test file, where unzipping was a quarter of the cost).
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
}

export class DatabaseError extends Error {}

/** Any constant: the advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK_KEY = 727_164_001;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite does not lock its folder and two writers corrupt it, so one process owns DATA_DIR at a time. */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {}
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid))
        throw new DatabaseError(`DATA_DIR ${dir} is in use by another process (pid ${pid}); stop it first`);
      unlinkSync(file);
    }
  }
  throw new DatabaseError(`Could not lock DATA_DIR ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface PgliteOptions {
  /** Folder to persist in; omitted means in memory. */
  dataDir?: string;
  /** A dump from PGlite.dumpDataDir() to start from (tests). */
  loadDataDir?: Blob | File;
  lock?: boolean;
  /** Hears each statement the app sends (tests count the queries a request makes). */
  logQuery?: QueryListener;
}

/** A statement as Drizzle sends it, transactions' included. */
export type QueryListener = (sql: string) => void;

const loggerOf = (logQuery?: QueryListener) => (logQuery ? { logQuery } : undefined);

/**
 * PGlite runs each protocol message synchronously on this thread and starts the next from a resolved
 * promise, so a burst of queries (many owners saving at once) ran as one unbroken chain of microtasks:
 * no timer, socket or /healthz was served until it ended. A hop to the macrotask queue before each
 * message lets other requests in between; each message alone stays short.
 */
function yieldBetweenMessages(client: PGlite): void {
  const send = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return send(...args);
  };
}

export async function openPglite(opts: PgliteOptions = {}): Promise<Database> {
  const unlock = opts.dataDir && opts.lock !== false ? lockDataDir(opts.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(opts.dataDir ? path.join(opts.dataDir, 'pglite') : undefined, {
      loadDataDir: opts.loadDataDir,
    });
  } catch (err) {
    unlock();
    throw new DatabaseError(`Could not open the embedded database: ${(err as Error).message}`);
  }
  yieldBetweenMessages(client);
  const db = drizzlePglite({ client, schema, logger: loggerOf(opts.logQuery) }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db as any, { migrationsFolder }),
    close: async () => {
      await client.close();
      unlock();
    },
    listen: async (channel, fn) => {
      await client.listen(channel, fn);
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    dump: (compression = 'gzip') => client.dumpDataDir(compression),
  };
}

export async function openPostgres(url: string, opts: { logQuery?: QueryListener } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseError(`Could not connect to DATABASE_URL: ${(err as Error).message}`);
  }
  const db = drizzlePg({ client: pool, schema, logger: loggerOf(opts.logQuery) }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  return {
    kind: 'postgres',
    db,
    // Instances starting together take turns (a session advisory lock), so none fails half-way.
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db as any, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    close: async () => {
      closed = true;
      for (const t of timers) clearTimeout(t);
      await Promise.all([...listeners].map((l) => l.end().catch(() => {})));
      await pool.end();
    },
    listen: async (channel, fn) => {
      const connect = async () => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
        client.on('error', () => {});
        client.on('notification', (n) => {
          if (n.channel === channel) fn(n.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        } catch (err) {
          await client.end().catch(() => {});
          throw err;
        }
        listeners.add(client);
        // A restart of PostgreSQL drops this connection: listen again, and since notifications sent
        // meanwhile are lost, tell the subscriber (empty payload) that it may have missed some.
        client.once('end', () => {
          listeners.delete(client);
          if (closed) return;
          fn('');
          reconnect(0);
        });
        return client;
      };
      const reconnect = (attempt: number) => {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            if (closed) return;
            connect().then(
              () => fn(''),
              () => reconnect(attempt + 1),
            );
          },
          Math.min(100 * 2 ** attempt, 1000),
        );
        timer.unref();
        timers.add(timer);
      };
      await connect();
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite({ dataDir: opts.dataDir });
}
