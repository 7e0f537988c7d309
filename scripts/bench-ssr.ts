/**
 * npm run bench:ssr -- --reference <checkout> [--runs 30] [--only landing,category,...]
 *
 * The server's render time of each kind of server-rendered page, this build beside a reference build,
 * in one run. Builds nothing: the reference is a checkout that is already built (e.g. a git worktree of
 * the commit before a change: `git worktree add /work/ref-ssr <commit>`, its node_modules copied or
 * installed, `NODE_ENV=production npm run build` in it), and this checkout must be built too. Each
 * build's own app (its src/server/app.ts, serving its dist/) runs in this process on its own throwaway
 * seeded database, and each page is asked for through app.inject, run by run and build after build,
 * so both see the same machine. Before each request the app's reply cache is emptied, as a catalogue
 * write empties it: the time is the page's whole render, the API replies it reads included (through
 * app.inject, as a render reads them), not a copy sent from memory. Prints median and p95 per page.
 * Absolute figures move with the machine's load; the comparison in one run is what counts.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/server/config';
import { prepareDatabase, root, type ThrowawayDatabase, throwawayDatabase } from './lib/bench-server';
import { median } from './lib/page-load';
import { formatTable } from './lib/text-table';

const { values: args } = parseArgs({
  options: {
    reference: { type: 'string' },
    runs: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});

/** A production app's configuration, quiet (no access log in the figures) and on its own origin. */
const config: AppConfig = {
  sessionSecret: 'bench-secret-bench-secret-bench-secret-01',
  secureCookies: false,
  GOOGLE_PLACES_API_KEY: undefined,
  GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
  MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  publicOrigin: 'http://localhost:5000',
  TRUST_PROXY: false,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  LIVE_MAX_STREAMS: 10_000,
};

interface Build {
  name: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** The checkout's own app on a fresh seeded database, serving the checkout's build. */
async function startBuild(name: string, checkout: string): Promise<Build> {
  if (!existsSync(path.join(checkout, 'dist/ssr/entry-server.js')))
    throw new Error(`${checkout} is not built: run NODE_ENV=production npm run build in it`);
  const tdb: ThrowawayDatabase = await throwawayDatabase('');
  await prepareDatabase(tdb);
  const database = await tdb.open();
  const { buildApp } = (await import(
    path.join(checkout, 'src/server/app.ts')
  )) as typeof import('../src/server/app');
  const app = await buildApp({
    database,
    config,
    webRoot: path.join(checkout, 'dist/web'),
    logger: false,
    reminderEveryMs: 0,
    insightsFlushMs: 0,
  });
  await app.ready();
  return {
    name,
    app,
    stop: async () => {
      await app.close();
      await database.close();
      await tdb.drop();
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Each kind of page the server renders, in both languages and with the filters a page reads. */
function pagesOf(establishmentId: number) {
  return [
    { name: 'landing', url: '/' },
    { name: 'landing es', url: '/es' },
    { name: 'category', url: '/restaurants-bars' },
    { name: 'category filtered', url: '/restaurants-bars?area=4&open=now' },
    { name: 'stays', url: '/es/accommodations?band=mid' },
    { name: 'category by id', url: '/category/1' },
    { name: 'detail', url: `/establishment/${establishmentId}` },
    { name: 'detail es', url: `/es/establishment/${establishmentId}` },
    { name: 'search', url: '/search?q=tacos' },
    { name: 'events', url: '/events' },
  ].filter((p) => !args.only || args.only.split(',').includes(p.name));
}

async function renderMs(app: FastifyInstance, url: string): Promise<number> {
  // As a catalogue write leaves it: neither the page nor the API replies it reads are kept.
  app.replyCache.clear();
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  const ms = performance.now() - started;
  if (res.statusCode !== 200 || !res.body.includes('id="ssr-data"'))
    throw new Error(`${url} was not rendered (${res.statusCode})`);
  return ms;
}

async function main() {
  if (!args.reference)
    throw new Error('--reference <checkout> is required (a built checkout of the commit before)');
  const runs = Math.max(1, Number(args.runs));
  const load = loadavg();
  const builds = [
    await startBuild(`reference (${path.basename(args.reference)})`, path.resolve(args.reference)),
    await startBuild('this build', root),
  ];
  try {
    const [first] = (await builds[1].app.inject({ url: '/api/establishments?limit=1' })).json();
    const pages = pagesOf(first.id);
    const samples = new Map<string, number[]>();
    // One warm-up render each: the bundle's lazily loaded page chunks and texts are imported once.
    for (const page of pages) for (const build of builds) await renderMs(build.app, page.url);
    for (let run = 0; run < runs; run++)
      for (const page of pages)
        for (const build of builds) {
          const key = `${page.name}|${build.name}`;
          samples.set(key, [...(samples.get(key) ?? []), await renderMs(build.app, page.url)]);
        }
    const [before, after] = builds;
    const rows = pages.map((page) => {
      const b = samples.get(`${page.name}|${before.name}`)!;
      const a = samples.get(`${page.name}|${after.name}`)!;
      return {
        page: `${page.name} ${page.url}`,
        'before median ms': Number(median(b).toFixed(1)),
        'after median ms': Number(median(a).toFixed(1)),
        'before p95 ms': Number(percentile(b, 95).toFixed(1)),
        'after p95 ms': Number(percentile(a, 95).toFixed(1)),
        'median after/before': Number((median(a) / median(b)).toFixed(2)),
      };
    });
    console.log(
      `bench:ssr, ${runs} render(s) per page and build, interleaved, reply cache emptied before each; ` +
        `before = ${before.name}, after = ${after.name}; load before run ${load.map((l) => l.toFixed(2)).join(' ')}\n`,
    );
    console.log(formatTable(rows));
  } finally {
    for (const build of builds) await build.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
