/**
 * npm run bench:live [-- --levels 500,2000,5000,10000] [--posts 50] [--seconds 5] [--connections 64]
 *                     [--skip-cross]
 *
 * The live stream under load. Starts the production server on a throwaway database (PGlite,
 * or PostgreSQL with DATABASE_URL) and a client process (scripts/lib/live-clients.ts) that holds N idle
 * GET /api/live streams, N rising through --levels. At each level: the server's resident memory per
 * idle stream, then one live update posted and the time until it reached each of the N streams (p50,
 * p99, the last). At 2,000 streams: GET /api/establishments driven by autocannon (--connections,
 * br/gzip), against the same without streams. Then two instances on one PostgreSQL (DATABASE_URL, else
 * the local server): --posts updates posted one at a time on A, each timed until a stream on B has it.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  cpuTimeMsOf,
  memoryOf,
  prepareDatabase,
  type RunningServer,
  root,
  startProductionServer,
  throwawayDatabase,
} from './lib/bench-server';
import { BENCH_ADMIN } from './lib/reads-after-writes';
import { formatTable } from './lib/text-table';

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string', default: '500,2000,5000,10000' },
    posts: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '64' },
    'skip-cross': { type: 'boolean', default: false },
  },
});
const levels = args.levels.split(',').map(Number);
const LIST_WITH_STREAMS = 2000;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const adminEnv = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  // Every bench stream comes from this machine's one address: the per-address share must not apply.
  LIVE_MAX_STREAMS_PER_ADDRESS: '1000000',
  // Nor the cap on one address's open connections (requests in progress, behind the loopback proxy).
  MAX_CONNECTIONS_PER_ADDRESS: '0',
};
const nowMs = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : String(Math.round(v)));

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`bench admin sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function postUpdate(base: string, cookie: string, message: string): Promise<number> {
  const res = await fetch(`${base}/api/status-updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ establishmentId: 1, message, type: 'special' }),
  });
  if (res.status !== 201) throw new Error(`posting an update: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

/** Removes an update: a place holds at most five active ones (decision 50), and the bench posts more. */
async function removeUpdate(base: string, cookie: string, id: number): Promise<void> {
  const res = await fetch(`${base}/api/status-updates/${id}`, { method: 'DELETE', headers: { cookie } });
  if (res.status !== 204) throw new Error(`removing an update: ${res.status} ${await res.text()}`);
}

/** The list's req/s and p99, and the server's CPU time per reply (what the machine's load moves least). */
async function listP99(server: RunningServer, seconds: number) {
  const base = server.url;
  const opts = {
    url: `${base}/api/establishments`,
    connections: Number(args.connections),
    headers: { 'accept-encoding': 'br, gzip' },
  };
  await autocannon({ ...opts, duration: 1 });
  const cpu = cpuTimeMsOf(server.pid) ?? 0;
  const r = await autocannon({ ...opts, duration: seconds });
  if (r.errors + r.timeouts + r.non2xx) throw new Error('the list answered errors');
  const cpuUs = Math.round((((cpuTimeMsOf(server.pid) ?? 0) - cpu) * 1000) / r.requests.total);
  return `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, server CPU ${cpuUs} µs a reply`;
}

/** The client process and a way to ask it something and await its answer. */
function startClients() {
  const child = fork(path.join(root, 'scripts/lib/live-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(msg: object) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T));
      child.send(msg);
    });
  return { child, ask };
}

interface LevelRow {
  streams: number;
  'RSS / idle stream': string;
  /** When the POST was answered: the fan-out's latency includes the post itself. */
  'post answered ms': string;
  'fan-out p50 ms': string;
  'fan-out p99 ms': string;
  'last stream ms': string;
  /** CPU time from the post until every stream had the event: the fan-out's cost, whatever the load. */
  'server CPU ms': number | string;
  'clients CPU ms': number | string;
  missed: number;
}

async function fanOut(server: RunningServer): Promise<{ rows: LevelRow[]; list: string[] }> {
  const cookie = await signIn(server.url);
  // The first post compiles its code paths; removed, to leave the place room for one post a level.
  await removeUpdate(server.url, cookie, await postUpdate(server.url, cookie, 'Warm-up'));
  const alone = await listP99(server, Number(args.seconds));
  await pause(2000);
  const baseRss = memoryOf(server.pid)!.rssMb;
  const clients = startClients();
  const rows: LevelRow[] = [];
  const list: string[] = [`without streams: ${alone}`];
  try {
    for (const level of levels) {
      const opened = await clients.ask<{ opened: number; failed: number; refused: number }>({
        open: server.url,
        count: level,
      });
      if (opened.opened < level)
        console.log(
          `  ${level}: only ${opened.opened} held (${opened.failed} failed, ${opened.refused} refused)`,
        );
      await pause(3000);
      const rss = memoryOf(server.pid)!.rssMb;
      const cpuBefore = [cpuTimeMsOf(server.pid), cpuTimeMsOf(clients.child.pid!)];
      await clients.ask({ arm: true });
      const t0 = nowMs();
      await postUpdate(server.url, cookie, `Fan-out to ${level}`);
      const answered = nowMs() - t0;
      const got = await clients.ask<{ arrivals: number[]; missing: number }>({ collect: 30_000 });
      const [serverCpu, clientsCpu] = [cpuTimeMsOf(server.pid), cpuTimeMsOf(clients.child.pid!)].map(
        (after, i) => (after === null || cpuBefore[i] === null ? '-' : Math.round(after - cpuBefore[i]!)),
      );
      const latencies = got.arrivals.map((a) => a - t0).sort((a, b) => a - b);
      rows.push({
        streams: opened.opened,
        'RSS / idle stream': `${(((rss - baseRss) * 1024) / opened.opened).toFixed(1)} KB`,
        'post answered ms': ms(answered),
        'fan-out p50 ms': ms(percentile(latencies, 50)),
        'fan-out p99 ms': ms(percentile(latencies, 99)),
        'last stream ms': ms(latencies.at(-1) ?? Number.NaN),
        'server CPU ms': serverCpu,
        'clients CPU ms': clientsCpu,
        missed: got.missing,
      });
      console.log(`  ${JSON.stringify(rows.at(-1))}`);
      if (level === LIST_WITH_STREAMS) {
        list.push(`with ${opened.opened} streams open: ${await listP99(server, Number(args.seconds))}`);
      }
    }
  } finally {
    clients.child.send({ close: true });
  }
  return { rows, list };
}

/** One stream read in this process: resolves the arrival time of the event whose data has `text`. */
function openStream(base: string) {
  const waiting = new Map<string, (at: number) => void>();
  return new Promise<{ next(text: string): Promise<number>; close(): void }>((resolve, reject) => {
    const req = http.get(`${base}/api/live`, { agent: false }, (res) => {
      res.setEncoding('utf8');
      res.once('data', () =>
        resolve({
          next: (text) => new Promise((found) => waiting.set(text, found)),
          close: () => req.destroy(),
        }),
      );
      res.on('data', (chunk: string) => {
        const at = nowMs();
        for (const [text, found] of waiting)
          if (chunk.includes(text)) {
            waiting.delete(text);
            found(at);
          }
      });
    });
    req.once('error', reject);
  });
}

async function acrossInstances(): Promise<string> {
  const tdb = await throwawayDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
  await prepareDatabase(tdb);
  const a = await startProductionServer(tdb, adminEnv);
  const b = await startProductionServer(tdb, adminEnv);
  try {
    const cookie = await signIn(a.url);
    const stream = await openStream(b.url);
    const times: number[] = [];
    for (let i = 0; i < Number(args.posts); i++) {
      const text = `Across instances ${i} ${Date.now()}`;
      const arrival = stream.next(text);
      const t0 = nowMs();
      const id = await postUpdate(a.url, cookie, text);
      times.push((await Promise.race([arrival, pause(10_000).then(() => Number.NaN)])) - t0);
      await removeUpdate(a.url, cookie, id);
    }
    stream.close();
    const sorted = times.filter((t) => !Number.isNaN(t)).sort((x, y) => x - y);
    return (
      `Post on A to event on B (PostgreSQL, ${times.length} posts one at a time): ` +
      `p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, ` +
      `max ${ms(sorted.at(-1) ?? Number.NaN)} ms, lost ${times.length - sorted.length}`
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await tdb.drop();
  }
}

async function main() {
  const load = loadavg().map((l) => l.toFixed(1));
  const tdb = await throwawayDatabase();
  await prepareDatabase(tdb);
  const server = await startProductionServer(tdb, adminEnv);
  let result: Awaited<ReturnType<typeof fanOut>>;
  try {
    result = await fanOut(server);
  } finally {
    await server.stop();
    await tdb.drop();
  }
  const cross = args['skip-cross'] ? '' : await acrossInstances();
  console.log(`\nOne instance (${tdb.kind}), load average at start ${load.join(' ')}:`);
  console.log(formatTable(result.rows as unknown as Record<string, string | number>[]));
  console.log(`GET /api/establishments, ${args.connections} connections, ${args.seconds} s:`);
  for (const line of result.list) console.log(`- ${line}`);
  if (cross) console.log(cross);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
