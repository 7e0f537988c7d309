/**
 * npx tsx scripts/trace-tbt.ts TRACE.json [...]
 *
 * Total Blocking Time estimated from the CPU time of the page's main-thread tasks in a Lighthouse trace
 * (`lighthouse URL --save-assets` writes `*-0.trace.json`): each task after the first contentful paint
 * counts four times its thread time (Lighthouse's mobile CPU slowdown) minus 50 ms. Wall-clock TBT
 * swings by seconds with the machine's load; thread time hardly moves, so two builds can be compared
 * on a busy machine. Also lists those long tasks (start ms after navigation : CPU ms).
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

const SLOWDOWN = 4;
const BLOCKING_MS = 50;

function estimate(file: string) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const events: TraceEvent[] = raw.traceEvents ?? raw;
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const counts = new Map<string, number>();
  for (const e of events)
    if (renderers.has(thread(e))) counts.set(thread(e), (counts.get(thread(e)) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => thread(e) === main);
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint');
  const nav = onMain.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!fcp || !nav) return `${file}: no first contentful paint in the trace`;
  let tbt = 0;
  const long: string[] = [];
  for (const task of onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts)) {
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    if (cpuMs * SLOWDOWN <= BLOCKING_MS) continue;
    tbt += cpuMs * SLOWDOWN - BLOCKING_MS;
    long.push(`${Math.round((task.ts - nav.ts) / 1000)}:${Math.round(cpuMs)}`);
  }
  return `${file}: TBT from CPU time ${Math.round(tbt)} ms; long tasks ${long.join(' ') || 'none'}`;
}

for (const file of process.argv.slice(2)) console.log(estimate(file));
