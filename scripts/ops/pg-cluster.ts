import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries installed by Debian's packages. */
export function pgBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error('No PostgreSQL server found under /usr/lib/postgresql');
  return path.join(base, versions[0], 'bin');
}

export interface Cluster {
  url: (database?: string) => string;
  port: number;
  dir: string;
  start(): Promise<void>;
  /** Fast shutdown: open connections are terminated, as in a restart by an operator. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free port, owned by the `postgres` user
 * (root cannot run the server). It never touches the machine's own cluster.
 */
export async function startThrowawayCluster(): Promise<Cluster> {
  const bin = pgBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ambergris-pg-'));
  const data = path.join(dir, 'data');
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres)
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    );
  const exec = (cmd: string, args: string[]) =>
    asPostgres
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args])
      : run(path.join(bin, cmd), args);
  const port = await freePort();
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=32MB`;
  const cluster: Cluster = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await exec('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-o',
        opts,
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    async destroy() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
  };
  await cluster.start();
  return cluster;
}
