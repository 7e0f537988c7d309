/**
 * npm run lighthouse [-- --runs 1] [--url http://host:port] [--only landing,detail] [--place id] [--save dir]
 *
 * Lighthouse (mobile, simulated slow 4G and CPU slowdown, its defaults) with Debian's chromium on /,
 * a category page and a detail page of the production server, each followed by its Spanish twin (/es/...), started on a throwaway database (or
 * the server at --url). Prints the four category scores and LCP per page, and the audits that cost
 * points. Run `npm run build` first. --only picks pages by name; --save writes each full JSON report
 * (for the filmstrip, LCP element and long tasks behind a score). --place picks the detail page's place
 * (default: the first of the list).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase, root, startProductionServer, throwawayDatabase } from './lib/bench-server';
import {
  CATEGORIES,
  CHROME_PATH,
  type LighthouseReport,
  lighthouseVersion,
  runLighthouse,
} from './lib/lighthouse-run';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    url: { type: 'string' },
    only: { type: 'string' },
    save: { type: 'string' },
    place: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));

async function main() {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    console.error('dist/web is missing: run npm run build first');
    process.exit(1);
  }
  const load = loadavg();
  let base = args.url;
  let stop = async () => {};
  if (!base) {
    const tdb = await throwawayDatabase();
    await prepareDatabase(tdb);
    const server = await startProductionServer(tdb);
    base = server.url;
    stop = async () => {
      await server.stop();
      await tdb.drop();
    };
  }
  try {
    const [first] = await (await fetch(`${base}/api/establishments?limit=1`)).json();
    const only = args.only?.split(',');
    const detail = `/establishment/${args.place ?? first.id}`;
    // Each page's Spanish twin right after it, so the two are measured in the same run and conditions.
    const pages = [
      { name: 'landing', path: '/' },
      { name: 'landing-es', path: '/es' },
      { name: 'category', path: '/restaurants-bars' },
      { name: 'category-es', path: '/es/restaurants-bars' },
      { name: 'detail', path: detail },
      { name: 'detail-es', path: `/es${detail}` },
    ].filter((p) => !only || only.includes(p.name));
    const rows: string[] = [];
    const losses: string[] = [];
    for (const page of pages) {
      const reports: LighthouseReport[] = [];
      for (let i = 0; i < runs; i++) reports.push(await runLighthouse(`${base}${page.path}`));
      reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const r = reports[Math.floor(reports.length / 2)];
      if (args.save) {
        mkdirSync(args.save, { recursive: true });
        writeFileSync(path.join(args.save, `${page.name}.json`), JSON.stringify(r));
      }
      if (r.runtimeError) console.error(`${page.path}: ${r.runtimeError.message}`);
      const score = (c: string) => {
        const s = r.categories[c]?.score;
        return s == null ? 'n/a' : String(Math.round(s * 100));
      };
      const lcp = r.audits['largest-contentful-paint']?.numericValue;
      const fcp = r.audits['first-contentful-paint']?.numericValue;
      const tbt = r.audits['total-blocking-time']?.numericValue;
      const cls = r.audits['cumulative-layout-shift']?.numericValue;
      rows.push(
        `| ${page.name} ${page.path} | ${CATEGORIES.map(score).join(' | ')} | ${secs(lcp)} | ${secs(fcp)} | ${tbt == null ? 'n/a' : Math.round(tbt)} | ${cls == null ? 'n/a' : cls.toFixed(3)} |`,
      );
      for (const c of CATEGORIES) {
        const cat = r.categories[c];
        if (!cat || cat.score === 1) continue;
        for (const ref of cat.auditRefs) {
          const a = r.audits[ref.id];
          if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative') continue;
          if (c === 'performance' && ref.weight === 0) continue;
          losses.push(`- ${page.name} · ${c}: ${a.title} (${a.id}, score ${a.score})`);
        }
      }
    }
    console.log(
      [
        `Lighthouse ${lighthouseVersion()} mobile (default simulated throttling), chromium ${CHROME_PATH}, ` +
          `median of ${runs} run(s) by performance; load before run ${load.map((l) => l.toFixed(2)).join(' ')}`,
        '',
        '| page | Performance | Accessibility | Best Practices | SEO | LCP s | FCP s | TBT ms | CLS |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
        losses.length ? `Audits that cost points:\n${losses.join('\n')}` : 'No audit cost points.',
      ].join('\n'),
    );
  } finally {
    await stop();
  }
}

const secs = (ms: number | undefined) => (ms == null ? 'n/a' : (ms / 1000).toFixed(2));
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
