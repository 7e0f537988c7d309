import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePageLoad } from '../scripts/lib/page-load';
import { type PublicPage, publicPages } from '../scripts/lib/public-pages';
import { type E2E, startE2E } from './support';

/**
 * Every public page's weight on a phone's first visit: the JavaScript it downloads without a tap, counted
 * until five seconds after the network first goes quiet (npm run bench:web measures the same, beside
 * reference builds). What a page shows only once tapped or scrolled to loads then, not before.
 */
const BUDGET_BYTES = 150 * 1024;

/**
 * The map's own code (Leaflet, its clustering and the island's offline basemap), which the map page cannot
 * show without: held to a budget of its own, and the rest of the map page to the pages' budget. Neither
 * is the issue's target of 150 KB for the whole map page: that would take a lighter map library.
 */
const MAP_LIBRARY = /\/assets\/LeafletMap-[\w-]{8}\.js$/;
const MAP_LIBRARY_BUDGET_BYTES = 66 * 1024;

let e2e: E2E;
let pages: PublicPage[];
beforeAll(async () => {
  e2e = await startE2E();
  pages = await publicPages(e2e.baseUrl);
});
afterAll(() => e2e?.close());

/** Parts that only a tap or a scroll asks for: a first visit that has not done either never loads them. */
const ON_DEMAND = /\/assets\/(toaster|QrCode|ReportProblemForm|BookingRequestForm|Planner)-[\w-]{8}\.js$/;

describe('every public page on a phone', () => {
  it('downloads at most 150 KB of JavaScript until 5 s after the network is quiet, in both languages', async () => {
    const over: string[] = [];
    // Three at a time: what a page downloads does not depend on how quick the machine is.
    for (let i = 0; i < pages.length; i += 3)
      await Promise.all(
        pages.slice(i, i + 3).map(async (p) => {
          const load = await measurePageLoad(e2e.browser, `${e2e.baseUrl}${p.path}`, { locale: p.locale });
          const names = load.scripts.map((s) => new URL(s.url).pathname);
          const early = names.filter((n) => ON_DEMAND.test(n));
          const bytesOf = (test: (name: string) => boolean) =>
            load.scripts.filter((s) => test(new URL(s.url).pathname)).reduce((sum, s) => sum + s.bytes, 0);
          const mapBytes = bytesOf((n) => MAP_LIBRARY.test(n));
          const isMap = p.name.startsWith('map');
          const pageBytes = isMap ? load.scriptBytes - mapBytes : load.scriptBytes;
          const mapOver = isMap ? mapBytes > MAP_LIBRARY_BUDGET_BYTES || mapBytes === 0 : mapBytes > 0;
          if (pageBytes > BUDGET_BYTES || mapOver || early.length)
            over.push(
              `${p.name} ${p.path}: ${pageBytes} bytes, map library ${mapBytes}` +
                `${early.length ? `, early: ${early.join(' ')}` : ''}\n` +
                load.scripts.map((s) => `  ${s.bytes} ${new URL(s.url).pathname}`).join('\n'),
            );
        }),
      );
    expect(
      over.join('\n'),
      `over ${BUDGET_BYTES} bytes (the map's library over ${MAP_LIBRARY_BUDGET_BYTES}, or on another page), or loaded before asked for`,
    ).toBe('');
  }, 240_000);
});
