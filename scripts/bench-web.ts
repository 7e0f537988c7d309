/**
 * npm run bench:web [-- --against <commit>[,<commit>...]] [--runs 5] [--only landing,category,detail] [--no-lighthouse]
 *
 * The public pages as a phone loads them, this build beside reference builds, in one run: each
 * reference commit (default: the build of 2026-11-25; several, comma-separated, e.g. that one and the
 * build before a change) is checked out in a git worktree under the system's temporary folder,
 * installed and built there once (kept for the next run), and each build's own production server runs
 * on its own throwaway database. For each page and build, interleaved run by
 * run so both see the same machine:
 * - Lighthouse mobile Performance and its Total Blocking Time (median of the runs);
 * - under a 4x CPU slowdown in a fresh phone context: the JavaScript transferred before the network goes
 *   quiet, and the sum of long tasks beyond 50 ms seen by the page (median of the runs).
 * Absolute figures move with the machine's load; the comparison in one run is what counts.
 * Run `npm run build` first (this build is not rebuilt).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { type RunningServer, root, startProductionServer, throwawayDatabase } from './lib/bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { lighthouseVersion, runLighthouse } from './lib/lighthouse-run';
import { measurePageLoad, median } from './lib/page-load';
import { formatTable } from './lib/text-table';

/** The build of 2026-11-25 that the first-screen work (decision 41) measured the regression against. */
const DEFAULT_REFERENCE = '00a7501';
const CPU_SLOWDOWN = 4;

const { values: args } = parseArgs({
  options: {
    against: { type: 'string', default: DEFAULT_REFERENCE },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});

const sh = (cmd: string, argv: string[], cwd: string) =>
  execFileSync(cmd, argv, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/** The reference commit checked out, installed and built in its own worktree (reused when already there). */
function referenceCheckout(commit: string): string {
  const sha = execFileSync('git', ['rev-parse', '--short', `${commit}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const dir = path.join(tmpdir(), `ambergris-reference-${sha}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    execFileSync('git', ['worktree', 'prune'], { cwd: root });
    sh('git', ['worktree', 'add', '--detach', dir, sha], root);
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    const lock = path.join(dir, 'scripts/lock-foreign-platforms.mjs');
    if (existsSync(lock)) sh(process.execPath, [lock], dir);
    sh('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  if (!existsSync(path.join(dir, 'dist/web/index.html'))) sh('npm', ['run', 'build'], dir);
  return dir;
}

interface Build {
  name: string;
  server: RunningServer;
  stop(): Promise<void>;
}

async function startBuild(name: string, checkout: string): Promise<Build> {
  const tdb = await throwawayDatabase('');
  const server = await startProductionServer(tdb, {}, checkout);
  return {
    name,
    server,
    stop: async () => {
      await server.stop();
      await tdb.drop();
    },
  };
}

interface Sample {
  lighthouse: number[];
  lighthouseTbt: number[];
  blockingMs: number[];
  scriptKb: number[];
  longTasks: number[];
}

async function main() {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    console.error('dist/web is missing: run npm run build first');
    process.exit(1);
  }
  const runs = Math.max(1, Number(args.runs));
  const references = args.against.split(',').filter(Boolean);
  const referenceDirs = references.map(referenceCheckout);
  const load = loadavg();
  const builds: Build[] = [];
  for (const [i, commit] of references.entries())
    builds.push(await startBuild(`reference ${commit}`, referenceDirs[i]));
  builds.push(await startBuild('this build', root));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const [first] = await (await fetch(`${builds.at(-1)!.server.url}/api/establishments?limit=1`)).json();
    const pages = [
      { name: 'landing', path: '/' },
      { name: 'category', path: '/restaurants-bars' },
      { name: 'detail', path: `/establishment/${first.id}` },
    ].filter((p) => !args.only || args.only.split(',').includes(p.name));
    const samples = new Map<string, Sample>();
    const sample = (page: string, build: string) => {
      const key = `${page}|${build}`;
      if (!samples.has(key))
        samples.set(key, { lighthouse: [], lighthouseTbt: [], blockingMs: [], scriptKb: [], longTasks: [] });
      return samples.get(key)!;
    };
    for (let run = 0; run < runs; run++)
      for (const page of pages)
        for (const build of builds) {
          const s = sample(page.name, build.name);
          const measured = await measurePageLoad(browser, `${build.server.url}${page.path}`, {
            cpuSlowdown: CPU_SLOWDOWN,
          });
          s.blockingMs.push(measured.blockingMs);
          s.scriptKb.push(measured.scriptBytes / 1024);
          s.longTasks.push(measured.longTasks.length);
          if (args['no-lighthouse']) continue;
          const report = await runLighthouse(`${build.server.url}${page.path}`, ['performance']);
          // A run Lighthouse could not record (e.g. NO_NAVSTART) has no score: it is left out, not a 0.
          if (report.runtimeError || report.categories.performance?.score == null) {
            console.error(`${build.name} ${page.path}: ${report.runtimeError?.message ?? 'no score'}`);
            continue;
          }
          s.lighthouse.push(Math.round((report.categories.performance?.score ?? 0) * 100));
          s.lighthouseTbt.push(report.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        }
    const rows = pages.flatMap((page) =>
      builds.map((build) => {
        const s = sample(page.name, build.name);
        return {
          page: `${page.name} ${page.path}`,
          build: build.name,
          'Lighthouse Performance': s.lighthouse.length ? median(s.lighthouse) : 'n/a',
          'Lighthouse TBT ms': s.lighthouseTbt.length ? Math.round(median(s.lighthouseTbt)) : 'n/a',
          'Lighthouse runs': s.lighthouse.length,
          'blocking ms (4x CPU)': Math.round(median(s.blockingMs)),
          'long tasks': median(s.longTasks),
          'JS before idle KB': Number(median(s.scriptKb).toFixed(1)),
        };
      }),
    );
    console.log(
      `bench:web, median of ${runs} run(s) per page and build, interleaved; Lighthouse ${lighthouseVersion()} ` +
        `mobile; blocking = sum of long tasks beyond 50 ms under a ${CPU_SLOWDOWN}x CPU slowdown, 375 px phone, ` +
        `cold cache, until the network is quiet; load before run ${load.map((l) => l.toFixed(2)).join(' ')}\n`,
    );
    console.log(formatTable(rows));
  } finally {
    await browser.close();
    for (const build of builds) await build.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
