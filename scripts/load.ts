/**
 * npm run load: two app instances on one PostgreSQL, 200 concurrent clients mixing reads and writes
 * (no sticky sessions: consecutive requests of a client alternate between instances) for 60 s.
 * Prints requests, errors, p50/p99 per instance, lost writes (acknowledged but not stored) and stale
 * reads (instances disagreeing once the load stopped).
 *
 *   LOAD_SECONDS=60 LOAD_CLIENTS=200 LOAD_WRITE_SHARE=0.2 npm run load
 *   LOAD_DATABASE_URL=postgres://.../empty_db npm run load   (instead of a throwaway cluster)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable } from './lib/text-table';
import { percentile, type Reply, request, signIn, storedMessages } from './ops/http';
import { type Cluster, startThrowawayCluster } from './ops/pg-cluster';
import { type ServerProcess, startServer } from './ops/server-process';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const WRITE_SHARE = Number(process.env.LOAD_WRITE_SHARE ?? 0.2);
const ADMIN_EMAIL = 'load-admin@example.com';
const ADMIN_PASSWORD = 'load-admin-password';

const servers: ServerProcess[] = [];
let cluster: Cluster | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ambergris-load-'));

interface Stat {
  requests: number;
  reads: number;
  writes: number;
  errors: number;
  latencies: number[];
  errorKinds: Map<string, number>;
}
const newStat = (): Stat => ({
  requests: 0,
  reads: 0,
  writes: 0,
  errors: 0,
  latencies: [],
  errorKinds: new Map(),
});

async function main() {
  let url = process.env.LOAD_DATABASE_URL;
  if (!url) {
    console.log('Starting a throwaway PostgreSQL cluster');
    cluster = await startThrowawayCluster();
    await cluster.createDatabase('ambergris');
    url = cluster.url('ambergris');
  }
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_SECRET: 'load-session-secret-load-session-secret-0',
    LOG_LEVEL: 'warn',
    SEED: 'true',
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  for (let i = 0; i < 2; i++) {
    const s = await startServer(env);
    servers.push(s);
    await s.waitReady();
  }
  const [a, b] = servers;
  console.log(`Instances on ${a.url} and ${b.url}`);
  // A session made on A, used on both.
  const cookie = await signIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const list = await request(`${b.url}/api/establishments`);
  const ids = (list.body as { id: number; categoryId: number }[]).map((e) => e.id);
  const categoryIds = [...new Set((list.body as { categoryId: number }[]).map((e) => e.categoryId))];

  const stats = new Map<string, Stat>(servers.map((s) => [s.url, newStat()]));
  const acked = new Set<string>();
  let stop = false;
  let seq = 0;
  const reads = [
    () => '/api/establishments',
    () => `/api/establishments?categoryId=${categoryIds[seq % categoryIds.length]}`,
    () => `/api/establishments?areaId=${4 + (seq % 3)}`,
    () => `/api/establishments/${ids[seq % ids.length]}`,
    () => '/api/categories',
    () => '/api/areas',
    () => `/api/establishments?q=${['beach', 'reef', 'taco', 'dive'][seq % 4]}`,
  ];

  const client = async (c: number) => {
    let turn = c;
    while (!stop) {
      const server = servers[turn++ % 2];
      const stat = stats.get(server.url)!;
      const n = seq++;
      let r: Reply;
      const write = Math.random() < WRITE_SHARE;
      if (write) {
        const message = `load-${c}-${n}`;
        r = await request(`${server.url}/api/status-updates`, {
          method: 'POST',
          cookie,
          json: { establishmentId: ids[n % ids.length], type: 'announcement', message },
        });
        if (r.status === 201) acked.add(message);
        stat.writes++;
      } else {
        const signedIn = n % 10 === 0;
        r = await request(`${server.url}${signedIn ? '/api/auth/user' : reads[n % reads.length]()}`, {
          cookie: signedIn ? cookie : undefined,
        });
        stat.reads++;
      }
      stat.requests++;
      stat.latencies.push(r.ms);
      // A 409 is a place's limit of active updates (decision 50): an answer, not a failure.
      if ((r.status < 200 || r.status >= 300) && !(write && r.status === 409)) {
        stat.errors++;
        const kind = r.error ?? String(r.status);
        stat.errorKinds.set(kind, (stat.errorKinds.get(kind) ?? 0) + 1);
      }
    }
  };

  console.log(`${CLIENTS} clients for ${SECONDS} s, ${Math.round(WRITE_SHARE * 100)}% writes`);
  const started = performance.now();
  const running = Array.from({ length: CLIENTS }, (_, i) => client(i));
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  stop = true;
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;

  // Every acknowledged write is stored (read back through the other instance than most were made on).
  const stored = await storedMessages(b.url, cookie, ids);
  const lost = [...acked].filter((m) => !stored.has(m));
  // Once quiet, both instances answer the same (caches agree).
  let stale = 0;
  for (const path of ['/api/establishments', ...ids.slice(0, 10).map((id) => `/api/establishments/${id}`)]) {
    const [ra, rb] = await Promise.all([request(`${a.url}${path}`), request(`${b.url}${path}`)]);
    if (JSON.stringify(ra.body) !== JSON.stringify(rb.body)) stale++;
  }

  const rows = [...stats.entries()].map(([u, s], i) => {
    const sorted = [...s.latencies].sort((x, y) => x - y);
    return {
      instance: `${i === 0 ? 'A' : 'B'} ${u}`,
      requests: s.requests,
      'reads/writes': `${s.reads}/${s.writes}`,
      'req/s': Math.round(s.requests / elapsed),
      errors: s.errors,
      p50_ms: Math.round(percentile(sorted, 50)),
      p99_ms: Math.round(percentile(sorted, 99)),
      max_ms: Math.round(sorted.at(-1) ?? 0),
    };
  });
  const all = [...stats.values()];
  const sortedAll = all.flatMap((s) => s.latencies).sort((x, y) => x - y);
  const total = all.reduce((n, s) => n + s.requests, 0);
  rows.push({
    instance: 'total',
    requests: total,
    'reads/writes': `${all.reduce((n, s) => n + s.reads, 0)}/${all.reduce((n, s) => n + s.writes, 0)}`,
    'req/s': Math.round(total / elapsed),
    errors: all.reduce((n, s) => n + s.errors, 0),
    p50_ms: Math.round(percentile(sortedAll, 50)),
    p99_ms: Math.round(percentile(sortedAll, 99)),
    max_ms: Math.round(sortedAll.at(-1) ?? 0),
  });
  console.log(`\nLoad: ${CLIENTS} clients, ${Math.round(elapsed)} s, two instances on one PostgreSQL\n`);
  console.log(formatTable(rows));
  const kinds = new Map<string, number>();
  for (const s of all) for (const [k, n] of s.errorKinds) kinds.set(k, (kinds.get(k) ?? 0) + n);
  if (kinds.size) console.log(`\nerrors by kind: ${[...kinds].map(([k, n]) => `${n} x ${k}`).join(', ')}`);
  console.log(
    `\nwrites acknowledged: ${acked.size}, lost writes: ${lost.length}, stale reads after the load: ${stale}`,
  );
  const errors = rows.at(-1)!.errors as number;
  return errors === 0 && lost.length === 0 && stale === 0;
}

async function cleanup() {
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await cluster?.destroy().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().then(() => process.exit(130)));

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
