import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePageLoad } from '../scripts/lib/page-load';
import { type E2E, startE2E } from './support';

/**
 * The landing's weight on a phone's first visit: the JavaScript it downloads before the network goes
 * quiet (npm run bench:web measures the same, beside a reference build). Everything below the first
 * screen, the live stream, the toaster and the service worker load later or not at all.
 */
const BUDGET_BYTES = 150 * 1024;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the landing on a phone', () => {
  it('downloads at most 150 KB of JavaScript before the network is quiet', async () => {
    const load = await measurePageLoad(e2e.browser, `${e2e.baseUrl}/`);
    const listing = load.scripts.map((s) => `${s.bytes} ${new URL(s.url).pathname}`).join('\n');
    expect(load.scriptBytes, listing).toBeLessThanOrEqual(BUDGET_BYTES);
    // Parts the first screen does not show are not among them.
    const names = load.scripts.map((s) => new URL(s.url).pathname);
    const later = /\/assets\/(Planner|LiveUpdatesSection|toaster|register-worker|live)-[\w-]{8}\.js$/;
    expect(
      names.filter((n) => later.test(n)),
      listing,
    ).toEqual([]);
  });
});
