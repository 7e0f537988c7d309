/**
 * A verified owner cannot stall the server: 50 concurrent edits carrying hostile opening hours (the
 * longest values of the accepted form, many overlapping ranges, each new so no cache helps) leave
 * /healthz answering on a real listening server (under 100 ms: `npm run bench:flood`); past the
 * per-account limit of writes a minute the owner gets a 429 that says why.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENING_HOURS_MAX_LENGTH } from '../../src/domain/hours';
import { createOwnerApp, type OwnerApp } from '../owner-app';

let setup: OwnerApp;
let base: string;
beforeAll(async () => {
  // A larger allowance than the default 60, so the warm-up round fits in the same minute.
  setup = await createOwnerApp('Rojo Beach Bar & Lounge', {
    rateLimits: { ownerWrites: { max: 120, timeWindowMs: 60_000 } },
  });
  base = await setup.ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => setup.ctx.close());

/** The n-th hostile value: ranges that overlap and wrap past midnight, as many as fit. */
function hostileHours(n: number): string {
  const two = (x: number) => String(x % 60).padStart(2, '0');
  let value = 'Mo-Su ';
  for (let i = 0; ; i++) {
    const range = `${two((n + i * 7) % 24)}:${two(n + i)}-${two((n + i * 11 + 13) % 24)}:${two(i * 3)}`;
    const next = i === 0 ? value + range : `${value},${range}`;
    if (next.length > OPENING_HOURS_MAX_LENGTH) return value;
    value = next;
  }
}

const patch = (body: unknown) =>
  fetch(`${base}/api/establishments/${setup.establishmentId}`, {
    method: 'PATCH',
    headers: { ...setup.owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('an owner flooding hostile opening hours', () => {
  it('50 at once leave /healthz answering between them', async () => {
    // A warm-up round of ordinary edits: the first requests compile code and fill caches.
    await Promise.all(Array.from({ length: 50 }, (_, n) => patch({ phone: `501-600-${2000 + n}` })));
    const health: number[] = [];
    let flooding = true;
    const probe = (async () => {
      while (flooding) {
        const start = performance.now();
        const res = await fetch(`${base}/healthz`);
        expect(res.status).toBe(200);
        health.push(performance.now() - start);
      }
    })();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) => patch({ openingHours: hostileHours(n) })),
    );
    delay.disable();
    flooding = false;
    await probe;
    const statuses = replies.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 400),
      statuses.join(','),
    ).toBe(true);
    health.sort((a, b) => a - b);
    const p90 = health[Math.floor(health.length * 0.9)];
    const stall = delay.max / 1e6;
    console.info(
      `/healthz during the flood: 90th percentile ${p90.toFixed(1)} ms over ${health.length} probes; longest stall ${stall.toFixed(0)} ms`,
    );
    expect(health.length, 'probes answered during the flood').toBeGreaterThan(5);
    // A parser that blocks, or queries that never yield, stall the process for seconds. The 100 ms goal
    // for /healthz is a benchmark (`npm run bench:flood`, on a quiet machine): in a shared test run the
    // OS alone can pause this process for longer than that.
    expect(stall, 'longest event-loop stall (ms)').toBeLessThan(1000);
    if (process.env.FLOOD_BENCH) expect(p90, '/healthz, 90th percentile (ms)').toBeLessThan(100);
  });

  it('past its allowance of writes a minute the account gets a 429 saying why', async () => {
    const replies: Response[] = [];
    for (let i = 0; i < 21; i++) replies.push(await patch({ phone: `501-600-${1000 + i}` }));
    const last = replies[replies.length - 1];
    expect(last.status).toBe(429);
    expect((await last.json()).message).toMatch(/Too many changes from this account/);
  });
});
