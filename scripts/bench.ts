/**
 * npm run bench [-- --scale 10000] [--duration 5] [--rounds 3] [--connections 64] [--encoding "br, gzip"]
 *                 [--only <parts of target names, comma-separated>] [--skip <a target name>] [--steady <s>]
 *
 * After the table: the first category page's time right after a write (an owner's live update, an
 * edit of a place); `--only writes` runs just that (and the bare server). `--steady 70` then drives the
 * category page for 70 s in one go: longer than a minute, so a stall that comes once a minute (such as
 * a periodic re-read of the catalogue) shows in its p99.9 and max.
 *
 * Starts the production server on a throwaway database (PGlite, or a fresh database on the PostgreSQL
 * server of DATABASE_URL), drives it with autocannon and prints one table. In the same run a bare
 * Node http server replies the exact bytes and headers of GET /api/establishments; the list's ratio
 * to it is the headline; the insights beacon rows are in lib/beacons.ts. Run `npm run build` first
 * (the landing row needs dist/web). The server runs as configured by default: it logs each request
 * (LOG_LEVEL=info) into a pipe, as a production server's stdout is (lib/log-drain.ts); `LOG_LEVEL=warn
 * npm run bench` measures it without the access log.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '../src/domain/constants';
import type { Db } from '../src/server/db/client';
import * as t from '../src/server/db/schema';
import { fetchRaw, startBareServer } from './lib/bare-server';
import { beaconFlow, type beaconRequest, beaconSummary, beaconTargets } from './lib/beacons';
import {
  cpuTimeMsOf,
  memoryOf,
  prepareDatabase,
  root,
  startProductionServer,
  throwawayDatabase,
} from './lib/bench-server';
import { generateEstablishments } from './lib/generate-establishments';
import { BENCH_ADMIN, readsAfterWrites } from './lib/reads-after-writes';
import { SEARCH_WORDS, typoSearchTexts } from './lib/search-words';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '0' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '3' },
    encoding: { type: 'string', default: 'br, gzip' },
    only: { type: 'string' },
    steady: { type: 'string', default: '0' },
    skip: { type: 'string' },
  },
});
const scale = Number(args.scale);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const rounds = Math.max(1, Number(args.rounds));
const acceptEncoding = args.encoding === 'identity' ? undefined : args.encoding;

/** The request of a visitor's category page (restaurants in San Pedro): one page, sorted on the server. */
const CATEGORY_PAGE = `/api/establishments?categoryId=${CATEGORY_IDS.restaurants}&areaId=4&sort=name&limit=24`;

interface Target {
  name: string;
  path?: string;
  /** Several paths, picked at random by every request (e.g. many distinct searches). */
  paths?: string[];
  /** Take the paths in turn instead, across all connections: no path is asked twice. */
  inTurn?: boolean;
  base?: 'bare';
  /** Concurrent connections for this target (default: --connections). */
  connections?: number;
  /** A POST made by this (the insights beacon) instead of a GET. */
  post?: ReturnType<typeof beaconRequest>;
  /** Beacons sent at this steady rate (req/s) by a second client for the whole run of the target. */
  withBeacons?: number;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** The slowest reply: a stall of the server (a rebuild, a long GC) shows here first. */
  max: number;
  bytes: number;
  errors: number;
  /** The replying server's CPU time per request, µs (null without /proc). */
  cpuUs: number | null;
}

async function main() {
  if (!existsSync(path.join(root, 'dist/web/index.html')) || !existsSync(path.join(root, 'dist/ssr'))) {
    console.log('dist/web or dist/ssr is missing: building the web app first');
    await run('npx', ['vite', 'build', '--logLevel', 'warn']);
    await run('npx', ['vite', 'build', '--ssr', '--logLevel', 'warn']);
  }
  const load = loadavg();
  const tdb = await throwawayDatabase();
  let generated = '';
  const t0 = performance.now();
  await prepareDatabase(tdb, async (database) => {
    if (scale > 0) {
      const r = await generateEstablishments(database.db, scale);
      const rooms = await addRoomRates(database.db);
      generated = `, +${r.establishments} generated establishments, ${r.statusUpdates} status updates and ${rooms} room rates`;
    }
  });
  console.log(
    `Database ready (${tdb.kind}${generated}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const server = await startProductionServer(tdb, {
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  const bare = { stop: async () => {} };
  try {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const list = await fetchRaw(`${server.url}/api/establishments`, headers);
    const establishments = JSON.parse(
      (await (await fetch(`${server.url}/api/establishments?limit=1`)).text()) || '[]',
    );
    const id = establishments[0]?.id ?? 1;
    const bareServer = await startBareServer(list);
    bare.stop = bareServer.stop;

    const searchMisses = Array.from({ length: 1000 }, (_, i) => {
      const word = encodeURIComponent(SEARCH_WORDS[i % SEARCH_WORDS.length]);
      return `/api/establishments?q=${word}&limit=24&offset=${24 * Math.floor(i / SEARCH_WORDS.length)}`;
    });
    const typoSearches = typoSearchTexts().map(
      (text) => `/api/establishments?q=${encodeURIComponent(text)}&limit=24`,
    );
    const cat = CATEGORY_IDS.restaurants;
    const stays = CATEGORY_IDS.accommodations;
    const targets: Target[] = [
      { name: 'bare node http (same bytes as list)', base: 'bare', path: '/' },
      { name: 'GET /api/establishments', path: '/api/establishments' },
      { name: `  ?categoryId=${cat}&areaId=4`, path: `/api/establishments?categoryId=${cat}&areaId=4` },
      { name: `GET /api/establishments/${id}`, path: `/api/establishments/${id}` },
      { name: 'GET /api/categories', path: '/api/categories' },
      { name: 'GET / (landing HTML, server-rendered)', path: '/' },
      { name: 'GET /restaurants-bars (category HTML, server-rendered)', path: '/restaurants-bars' },
      { name: `GET /establishment/${id} (detail HTML, server-rendered)`, path: `/establishment/${id}` },
      ...beaconTargets(id),
      // The small replies the landing and map pages make instead of the whole list.
      { name: '  /live (landing live updates)', path: '/api/establishments/live' },
      { name: '  /counts (landing collections)', path: '/api/establishments/counts' },
      {
        name: '  /pins?bbox=<whole island> (map)',
        path: '/api/establishments/pins?bbox=-88.1,17.82,-87.85,18.18',
      },
      {
        name: '  /itinerary (planner)',
        path: '/api/establishments/itinerary?philosophy=mixed&duration=extended&location=beachfront',
      },
    ];
    if (scale > 0) {
      targets.push(
        {
          name: `  ?categoryId=${cat}&areaId=4&limit=24`,
          path: `/api/establishments?categoryId=${cat}&areaId=4&limit=24`,
        },
        {
          name: '  ?categoryId&areaId&limit=24&offset, 72 pages',
          paths: Object.values(CATEGORY_IDS)
            .flatMap((c) =>
              [4, 5, 6].flatMap((a) =>
                [0, 24, 48].map(
                  (o) => `/api/establishments?categoryId=${c}&areaId=${a}&limit=24&offset=${o}`,
                ),
              ),
            )
            .slice(0, 72),
        },
        { name: `  ?categoryId=${cat}&areaId=4&sort=name&limit=24 (category page)`, path: CATEGORY_PAGE },
        {
          name: `  ?categoryId=${cat}&sort=name&limit=24 (category page, all areas)`,
          path: `/api/establishments?categoryId=${cat}&sort=name&limit=24`,
        },
        {
          name: `  ?categoryId=${cat}&areaId=4&sort=distance&lat&lng&limit=24`,
          path: `/api/establishments?categoryId=${cat}&areaId=4&sort=distance&lat=17.9214&lng=-87.9611&limit=24`,
        },
        {
          // Visitors stand in different places: 500 positions (4 decimals, as the page sends them).
          name: `  ?categoryId=${cat}&sort=distance&lat=<500 positions>&limit=24 (distance misses)`,
          paths: Array.from({ length: 500 }, (_, i) => {
            const lat = (17.9 + (i % 25) * 0.004).toFixed(4);
            const lng = (-87.98 + Math.floor(i / 25) * 0.002).toFixed(4);
            return `/api/establishments?categoryId=${cat}&sort=distance&lat=${lat}&lng=${lng}&limit=24`;
          }),
        },
        {
          name: `  ?categoryId=${stays}&band=mid&sort=name&limit=24 (planner band)`,
          path: `/api/establishments?categoryId=${stays}&band=mid&sort=name&limit=24`,
        },
        {
          name: `  ?categoryId=${stays}&band&location&sort=name&limit=24 (9 planner filters)`,
          paths: ['budget', 'mid', 'luxury'].flatMap((band) =>
            ['beachfront', 'town', 'north'].map(
              (location) =>
                `/api/establishments?categoryId=${stays}&band=${band}&location=${location}&sort=name&limit=24`,
            ),
          ),
        },
        { name: '  ?q=reef&limit=24 (search)', path: '/api/establishments?q=reef&limit=24' },
        {
          // 40 words x 25 pages: 1,000 distinct URLs against a 500-entry cache, so nearly every one misses.
          name: '  ?q=<40 words>&limit=24&offset=<25 pages> (search misses)',
          paths: searchMisses,
        },
        {
          // The same misses from 4 visitors at a time: the cost of one uncached search, not a queue of 64.
          name: '  ?q=<40 words>… (search misses, 4 connections)',
          paths: searchMisses,
          connections: 4,
        },
        {
          // Every request a different misspelling (taken in turn, never repeated): the cost of one
          // uncached fuzzy search, 4 visitors at a time.
          name: `  ?q=<${typoSearches.length} misspellings>&limit=24 (fuzzy search, 4 connections)`,
          paths: typoSearches,
          inTurn: true,
          connections: 4,
        },
      );
    }
    const selected = targets.filter(
      (t) =>
        t.base ||
        ((!args.only || args.only.split(',').some((part) => t.name.includes(part))) &&
          (!args.skip || t.name.trim() !== args.skip)),
    );

    // The machine is shared, so every target runs once per round, rounds interleaved, and the table
    // shows each target's median round: a burst of someone else's load hits all targets alike.
    const runs = new Map<string, Row[]>();
    for (let round = 1; round <= rounds; round++) {
      for (const target of selected) {
        const url = target.base === 'bare' ? bareServer.url : server.url;
        let next = 0;
        const pick = (paths: string[]) =>
          target.inTurn ? paths[next++ % paths.length] : paths[Math.floor(Math.random() * paths.length)];
        const opts = {
          url: `${url}${target.path ?? ''}`,
          connections: target.connections ?? connections,
          headers,
          ...(target.post ? { method: 'POST' as const } : {}),
          // Each request picks one of the paths at random: connections walking one list in step would
          // share each miss through the cache's in-flight deduplication and hide the misses.
          requests: target.post
            ? [{ setupRequest: target.post }]
            : target.paths
              ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pick(target.paths!) }) }]
              : undefined,
        };
        if (warmup > 0 && round === 1) await autocannon({ ...opts, duration: warmup });
        const pid = target.base === 'bare' ? bareServer.pid : server.pid;
        const cpuBefore = cpuTimeMsOf(pid);
        const background = target.withBeacons && beaconFlow(url, id, target.withBeacons, duration);
        const r = await autocannon({ ...opts, duration });
        const cpuAfter = cpuTimeMsOf(pid);
        if (background) process.stderr.write(beaconSummary(await background));
        const row = {
          name: target.name,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
          errors: r.errors + r.timeouts + r.non2xx,
          cpuUs:
            cpuBefore === null || cpuAfter === null || !r.requests.total
              ? null
              : ((cpuAfter - cpuBefore) * 1000) / r.requests.total,
        };
        runs.set(target.name, [...(runs.get(target.name) ?? []), row]);
        process.stderr.write(
          `  round ${round}: ${target.name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, max ${r.latency.max} ms\n`,
        );
      }
    }
    const rows = selected.map((target) => {
      const list = [...runs.get(target.name)!].sort((a, b) => a.rps - b.rps);
      return list[Math.floor(list.length / 2)];
    });
    const wantWrites = !args.only || args.only.split(',').includes('writes');
    const writes = wantWrites ? await readsAfterWrites(server.url, id) : null;
    const mem = memoryOf(server.pid);
    printTable(rows, {
      scale,
      kind: tdb.kind,
      mem,
      load,
      listBytes: list.body.length,
      listEncoding: list.headers['content-encoding'] ?? 'identity',
    });
    if (writes) console.log(writes);
    if (Number(args.steady) > 0) console.log(await steadyRun(server.url, headers, Number(args.steady)));
  } finally {
    await bare.stop();
    await server.stop();
    await tdb.drop();
  }
  console.log(`Server log: ${await server.logLines} lines, read from its stdout's pipe`);
}

/** The category page without a break for `seconds`, at the bench's connections. */
async function steadyRun(base: string, headers: Record<string, string>, seconds: number): Promise<string> {
  const r = await autocannon({ url: `${base}${CATEGORY_PAGE}`, connections, headers, duration: seconds });
  return (
    `Category page for ${seconds} s without a break: ${Math.round(r.requests.average)} req/s, ` +
    `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, p99.9 ${r.latency.p99_9} ms, max ${r.latency.max} ms`
  );
}

function printTable(
  rows: Row[],
  info: {
    scale: number;
    kind: string;
    mem: ReturnType<typeof memoryOf>;
    load: number[];
    listBytes: number;
    listEncoding: string;
  },
) {
  const bare = rows.find((r) => r.name.startsWith('bare'));
  const list = rows.find((r) => r.name === 'GET /api/establishments');
  const fmt = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1));
  const lines = [
    `Benchmark: ${connections} connections, ${duration} s per target (after ${warmup} s warm-up), ` +
      `median of ${rounds} interleaved rounds, ` +
      `accept-encoding: ${acceptEncoding ?? 'none'}; server LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}; ` +
      `${info.kind}, seed of 41` +
      (info.scale ? ` + ${info.scale} generated establishments` : '') +
      `; ${cpus().length} cores, load before run ${info.load.map((l) => l.toFixed(2)).join(' ')}`,
    '',
    '| target | req/s | p50 ms | p99 ms | max ms | bytes/reply | errors | server CPU µs/req |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.max} | ${Math.round(r.bytes)} | ${r.errors} | ` +
        `${r.cpuUs === null ? '-' : Math.round(r.cpuUs)} |`,
    ),
    '',
    bare && list
      ? `Headline: GET /api/establishments at ${(list.rps / bare.rps).toFixed(2)}x the bare server ` +
        `(${Math.round(list.rps)} vs ${Math.round(bare.rps)} req/s), p99 ${list.p99} ms; ` +
        `list reply ${info.listBytes} bytes (${info.listEncoding})`
      : '',
    info.mem
      ? `Server memory: peak RSS (VmHWM) ${Math.round(info.mem.peakMb)} MB, RSS at end ${Math.round(info.mem.rssMb)} MB`
      : 'Server memory: unavailable (no /proc)',
  ];
  console.log(lines.join('\n'));
}

/**
 * Room types for the generated accommodations (the seed prices only its own): two per place, prices
 * spread over every planner band, and a calendar for the next nights on a fifth of the rooms (some
 * sold out, some with an override), so the band filter prices thousands of stays.
 */
async function addRoomRates(db: Db): Promise<number> {
  await db.execute(sql`
    insert into accommodation_rates (establishment_id, room_type, base_rate, peak_rate, max_occupancy)
    select e.id, r.room_type, round((60 + (e.id * 37) % 400) * r.factor),
      round((60 + (e.id * 37) % 400) * r.factor * 1.25), r.occupancy
    from establishments e
    cross join (values ('Standard Room', 1.0, 2), ('Family Suite', 1.6, 4)) as r (room_type, factor, occupancy)
    where e.category_id = ${CATEGORY_IDS.accommodations}
      and not exists (select 1 from accommodation_rates a where a.establishment_id = e.id)`);
  await db.execute(sql`
    insert into accommodation_availability (rate_id, date, available_rooms, rate)
    select a.id, current_date + d, case when a.id % 15 = 0 then 0 else 3 end,
      case when a.id % 10 = 0 then a.base_rate * 0.9 end
    from accommodation_rates a cross join generate_series(1, 10) as d
    where a.id % 5 = 0
    on conflict do nothing`);
  await db.execute(sql`analyze accommodation_rates`);
  await db.execute(sql`analyze accommodation_availability`);
  const [row] = await db.select({ n: count() }).from(t.accommodationRates);
  return row.n;
}

function run(cmd: string, argv: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
