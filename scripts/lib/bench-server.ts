import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { startLogDrain } from './log-drain';

/** Helpers shared by the benchmark and Lighthouse scripts: a production server on a throwaway database. */

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ThrowawayDatabase {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh PGlite folder, or a fresh database on the PostgreSQL server of DATABASE_URL. */
export async function throwawayDatabase(baseUrl = process.env.DATABASE_URL): Promise<ThrowawayDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ambergris-bench-'));
  if (!baseUrl) {
    return {
      kind: 'pglite',
      dataDir,
      open: () => openPglite({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ambergris_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl,
    open: () => openPostgres(databaseUrl),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Migrates and seeds the throwaway database, then lets `fill` add more before the server starts. */
export async function prepareDatabase(tdb: ThrowawayDatabase, fill?: (database: Database) => Promise<void>) {
  const database = await tdb.open();
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    await fill?.(database);
  } finally {
    await database.close();
  }
}

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** The lines the server wrote to stdout, known once it has stopped. */
  logLines: Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx src/server/main.ts` in production mode and waits for /readyz.
 * SERVER_NODE_ARGS adds node flags NODE_OPTIONS refuses, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 * The server runs with the default configuration (LOG_LEVEL from the environment, else info: one
 * access-log line per request) and its stdout goes to a pipe, as in production (lib/log-drain.ts).
 * `checkout` runs another checkout's server and build (a reference commit's worktree) instead of this one.
 */
export async function startProductionServer(
  tdb: ThrowawayDatabase,
  extraEnv: Record<string, string> = {},
  checkout = root,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const drain = startLogDrain();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tdb.dataDir,
      DATABASE_URL: tdb.databaseUrl ?? '',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PUBLIC_URL: url,
      // The beacons stand for many visitors behind a proxy on this host (scripts/lib/beacons.ts).
      TRUST_PROXY: 'loopback',
      SEED: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', drain.input, 'inherit'],
  });
  // The server holds the pipe now: once it exits, the drain reads the end of its output.
  drain.input.destroy();
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited with code ${code} before it was ready`))),
  );
  exited.catch(() => {});
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await Promise.race([
      fetch(`${url}/readyz`)
        .then((r) => r.ok)
        .catch(() => false),
      exited,
    ]);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    child,
    logLines: drain.lines,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
      }),
  };
}

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc; null without it.
 * Per request it tells a change's cost apart from the load generator's share of two busy cores, which
 * moves req/s and p99 between runs far more than most changes do.
 */
export function cpuTimeMsOf(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}
/** USER_HZ, 100 on Linux for every architecture Node runs on. */
const CLOCK_TICKS_PER_S = 100;

/** Peak and current resident memory of a process, in MB, from /proc. */
export function memoryOf(pid: number): { peakMb: number; rssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}
