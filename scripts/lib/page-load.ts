import type { Browser, BrowserContextOptions } from 'playwright-core';

/**
 * One cold first visit to a page as a phone makes it: what JavaScript it downloads without a tap, and how
 * long the main thread is blocked meanwhile. Shared by `npm run bench:web` and the browser test that holds
 * every public page to its budget (e2e/weight.e2e.ts).
 */

/** The phone every figure is taken on (portrait, touch, mobile viewport rules). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  // The worker's precache would download every chunk; what a page costs is what the page itself asks for.
  serviceWorkers: 'block',
};

/** The network counts as quiet after this long with no request in flight (as Playwright's networkidle). */
const QUIET_MS = 500;
/**
 * What loads "once the page has settled" still costs a visitor the bytes: scripts are counted until this
 * long after the network first goes quiet (and until the requests begun meanwhile have finished).
 */
export const AFTER_IDLE_MS = 5_000;
/** A page that never goes quiet is measured at this point. */
const LIMIT_MS = 30_000;
/** A task longer than this blocks a tap (the long-task API's and Total Blocking Time's threshold). */
const BLOCKING_MS = 50;

export interface ScriptTransfer {
  url: string;
  /** Bytes on the wire: compressed body and headers. */
  bytes: number;
}

export interface PageLoad {
  /** Every script the page downloaded until AFTER_IDLE_MS after the network went quiet, in order. */
  scripts: ScriptTransfer[];
  scriptBytes: number;
  /** The bytes of those downloaded before the network first went quiet. */
  scriptBytesBeforeIdle: number;
  /** Each long task's duration in ms (under the CPU slowdown asked for). */
  longTasks: number[];
  /** The sum of each long task's time beyond 50 ms: what a tap could have had to wait. */
  blockingMs: number;
}

export interface LoadOptions {
  /** Chromium's CPU throttling rate: 4 is Lighthouse's mobile slowdown. */
  cpuSlowdown?: number;
  /** The phone's language (navigator.languages), PHONE's otherwise. */
  locale?: string;
  context?: BrowserContextOptions;
}

/**
 * Loads `url` in a fresh context (empty cache, no service worker), waits for the app to take over the
 * page (it marks <html data-interactive>: the boot loader starts it only once the first screen's images
 * are painted, which can leave the network quiet for a while before), then until the network has been
 * quiet for half a second, then AFTER_IDLE_MS more and until the network is quiet again. A live stream
 * (EventSource) never finishes, so it does not count as in flight.
 */
export async function measurePageLoad(browser: Browser, url: string, options: LoadOptions = {}) {
  const context = await browser.newContext({
    ...(options.context ?? PHONE),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  try {
    const page = await context.newPage();
    // Registered before any of the page's scripts run; long tasks are not buffered for late observers.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (options.cpuSlowdown && options.cpuSlowdown > 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const scriptUrls = new Map<string, string>();
    const scripts: ScriptTransfer[] = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scriptUrls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const scriptUrl = scriptUrls.get(e.requestId);
      if (scriptUrl) scripts.push({ url: scriptUrl, bytes: e.encodedDataLength });
    });

    // Quiet: no request in flight for QUIET_MS, timed from the last request that started or ended.
    let inFlight = 0;
    let quietTimer: NodeJS.Timeout | undefined;
    let onQuiet = () => {};
    const nextQuiet = () =>
      new Promise<void>((resolve) => {
        onQuiet = resolve;
        restartQuietTimer();
      });
    const restartQuietTimer = () => {
      clearTimeout(quietTimer);
      if (inFlight <= 0) quietTimer = setTimeout(() => onQuiet(), QUIET_MS);
    };
    const counted = (r: { resourceType(): string }) => r.resourceType() !== 'eventsource';
    page.on('request', (r) => {
      if (!counted(r)) return;
      inFlight++;
      restartQuietTimer();
    });
    const settle = (r: { resourceType(): string }) => {
      if (!counted(r)) return;
      inFlight--;
      restartQuietTimer();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);

    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, {
        timeout: LIMIT_MS,
      })
      .catch(() => {});
    // Counted from the app's take-over: the boot loader's wait for the images is no idle network.
    const limit = () => new Promise<void>((resolve) => setTimeout(resolve, LIMIT_MS).unref());
    await Promise.race([nextQuiet(), limit()]);
    const scriptBytesBeforeIdle = scripts.reduce((sum, s) => sum + s.bytes, 0);
    await page.waitForTimeout(AFTER_IDLE_MS);
    await Promise.race([nextQuiet(), limit()]);
    clearTimeout(quietTimer);

    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      scripts,
      scriptBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      scriptBytesBeforeIdle,
      longTasks,
      blockingMs: longTasks.reduce((sum, d) => sum + Math.max(0, d - BLOCKING_MS), 0),
    } satisfies PageLoad;
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
