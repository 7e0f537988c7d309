/**
 * npm run bench:web [-- --against <commit>[,<commit>...]] [--runs 5] [--only landing,detail (es)] [--no-lighthouse]
 *
 * The public pages as a phone loads them, this build beside reference builds, in one run: each
 * reference commit (default: the build of 2026-11-25; several, comma-separated, e.g. that one and the
 * build before a change) is checked out in a git worktree under the system's temporary folder,
 * installed and built there once (kept for the next run), and each build's own production server runs
 * on its own throwaway database. Every public page in both languages (scripts/lib/public-pages.ts), each
 * build in turn, run by run, so all builds see the same machine; a page an older build lacks is n/a:
 * - under a 4x CPU slowdown in a fresh phone context: the JavaScript transferred by the time the network
 *   first goes quiet, and by 5 s after (median, and the largest of the runs);
 * - on landing, category and detail also the sum of long tasks beyond 50 ms seen by the page, and
 *   Lighthouse mobile Performance, First Contentful Paint and Total Blocking Time (medians). These are
 *   timed, so they run one at a time; the other pages' weights run three at a time.
 * Absolute figures move with the machine's load; the comparison in one run is what counts.
 * Run `npm run build` first (this build is not rebuilt).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { type RunningServer, root, startProductionServer, throwawayDatabase } from './lib/bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { lighthouseVersion, runLighthouse } from './lib/lighthouse-run';
import { measurePageLoad, median } from './lib/page-load';
import { CORE_PAGES, type PublicPage, pageExists, publicPages } from './lib/public-pages';
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
  lighthouseFcp: number[];
  lighthouseTbt: number[];
  blockingMs: number[];
  idleKb: number[];
  afterIdleKb: number[];
}

const emptySample = (): Sample => ({
  lighthouse: [],
  lighthouseFcp: [],
  lighthouseTbt: [],
  blockingMs: [],
  idleKb: [],
  afterIdleKb: [],
});

/** Each build's path of each page name (its own place ids and shared trip), the pages it lacks left out. */
async function pagesOf(build: Build): Promise<Map<string, PublicPage>> {
  const pages = new Map<string, PublicPage>();
  for (const page of await publicPages(build.server.url))
    if (await pageExists(build.server.url, page.path)) pages.set(page.name, page);
  return pages;
}

async function measure(browser: Browser, build: Build, page: PublicPage, s: Sample, timed: boolean) {
  const url = `${build.server.url}${page.path}`;
  const measured = await measurePageLoad(browser, url, { cpuSlowdown: CPU_SLOWDOWN, locale: page.locale });
  s.idleKb.push(measured.scriptBytesBeforeIdle / 1024);
  s.afterIdleKb.push(measured.scriptBytes / 1024);
  if (!timed) return;
  s.blockingMs.push(measured.blockingMs);
  if (args['no-lighthouse']) return;
  const report = await runLighthouse(url, ['performance']);
  // A run Lighthouse could not record (e.g. NO_NAVSTART) has no score: it is left out, not a 0.
  if (report.runtimeError || report.categories.performance?.score == null) {
    console.error(`${build.name} ${page.path}: ${report.runtimeError?.message ?? 'no score'}`);
    return;
  }
  s.lighthouse.push(Math.round((report.categories.performance?.score ?? 0) * 100));
  s.lighthouseFcp.push(report.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
  s.lighthouseTbt.push(report.audits['total-blocking-time']?.numericValue ?? Number.NaN);
}

const medianOr = (values: number[], digits = 0) =>
  values.length ? Number(median(values).toFixed(digits)) : 'n/a';

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
    const paths = new Map<Build, Map<string, PublicPage>>();
    for (const build of builds) paths.set(build, await pagesOf(build));
    const only = args.only?.split(',');
    const names = [...paths.get(builds.at(-1)!)!.keys()].filter((n) => !only || only.includes(n));
    const samples = new Map<string, Sample>();
    const sample = (page: string, build: Build) => {
      const key = `${page}|${build.name}`;
      if (!samples.has(key)) samples.set(key, emptySample());
      return samples.get(key)!;
    };
    const timed = names.filter((n) => CORE_PAGES.includes(n));
    const untimed = names.filter((n) => !CORE_PAGES.includes(n));
    for (let run = 0; run < runs; run++) {
      for (const name of timed)
        for (const build of builds) {
          const p = paths.get(build)!.get(name);
          if (p) await measure(browser, build, p, sample(name, build), true);
        }
      const jobs = untimed.flatMap((name) =>
        builds.flatMap((build) => {
          const p = paths.get(build)!.get(name);
          return p ? [() => measure(browser, build, p, sample(name, build), false)] : [];
        }),
      );
      for (let i = 0; i < jobs.length; i += 3) await Promise.all(jobs.slice(i, i + 3).map((job) => job()));
    }
    const rows = names.flatMap((name) =>
      builds.map((build) => {
        const s = sample(name, build);
        return {
          page: name,
          build: build.name,
          'JS at idle KB': medianOr(s.idleKb, 1),
          'JS 5 s after idle KB': medianOr(s.afterIdleKb, 1),
          'max of runs KB': s.afterIdleKb.length ? Number(Math.max(...s.afterIdleKb).toFixed(1)) : 'n/a',
          'blocking ms (4x CPU)': medianOr(s.blockingMs),
          'Lighthouse Performance': medianOr(s.lighthouse),
          'FCP ms': medianOr(s.lighthouseFcp),
          'TBT ms': medianOr(s.lighthouseTbt),
          'Lighthouse runs': s.lighthouse.length,
        };
      }),
    );
    console.log(
      `bench:web, median of ${runs} run(s) per page and build, interleaved; Lighthouse ${lighthouseVersion()} ` +
        `mobile; JS = bytes on the wire under a ${CPU_SLOWDOWN}x CPU slowdown, 375 px phone, cold cache, no ` +
        `service worker; blocking = sum of long tasks beyond 50 ms; load before run ${load.map((l) => l.toFixed(2)).join(' ')}\n`,
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
