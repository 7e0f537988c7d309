import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH as CHROMIUM } from '../scripts/lib/chromium';
import type { AppDeps } from '../src/server/app';
import type { AppConfig } from '../src/server/config';
import type { Actor } from '../test/auth-helpers';
import { freePort } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';

export interface E2E {
  baseUrl: string;
  server: TestApp;
  browser: Browser;
  /**
   * A fresh browser context (own cookies) in a browser that reaches no other host (CHROMIUM_ARGS' resolver
   * rule), and without the live stream unless `live` is set: an open `GET /api/live` is a request that
   * never finishes, so a page that holds one never reaches Playwright's `networkidle` (the live journeys
   * ask for it). Service workers
   * are blocked unless `serviceWorkers: 'allow'` (the offline journeys): a worker answers requests
   * that Playwright's routing then never sees.
   */
  newPage(
    options?: BrowserContextOptions & { live?: boolean },
  ): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  /** Stops the server (the browser stays): nothing answers on its port any more. */
  stopServer(): Promise<void>;
  /** Closes this file's contexts and its server; the worker's browser stays for the next file. */
  close(): Promise<void>;
}

/** The built web app and the real API on a fresh database, served on a free local port, plus Chromium. */
export async function startE2E(
  config: Partial<AppConfig> = {},
  deps: Pick<AppDeps, 'webRoot' | 'clock'> = {},
): Promise<E2E> {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npm run build');
  const { server, baseUrl } = await listeningApp(config, deps);
  const browser = await workerBrowser();
  const contexts: BrowserContext[] = [];
  let serverClosed: Promise<void> | null = null;
  const stopServer = () => {
    serverClosed ??= server.close();
    return serverClosed;
  };
  return {
    baseUrl,
    server,
    browser,
    async newPage({ live = false, ...options } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', ...options });
      contexts.push(context);
      // Pages see a browser without service workers (as over plain HTTP), so the app does not try to
      // register one (Playwright's block would log a warning in every page's console).
      if (options.serviceWorkers !== 'allow')
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined }),
        );
      // The live stream stays unopened (as on a slow link) rather than being refused: no request is
      // intercepted, which would route every script and image through Playwright and slow each page.
      if (!live)
        await context.addInitScript(() => {
          const Real = window.EventSource;
          class Unopened extends EventTarget {
            readyState = 0;
            withCredentials = false;
            onopen = null;
            onmessage = null;
            onerror = null;
            constructor(readonly url: string) {
              super();
            }
            close() {
              this.readyState = 2;
            }
          }
          window.EventSource = new Proxy(Real, {
            construct: (target, args: [string | URL, EventSourceInit?]) =>
              new URL(String(args[0]), location.href).pathname === '/api/live'
                ? new Unopened(String(args[0]))
                : Reflect.construct(target, args),
          });
        });
      const page = await context.newPage();
      openPages.add(page);
      page.once('close', () => openPages.delete(page));
      if (options.javaScriptEnabled !== false) waitForAppAfterLoads(page);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(msg.text()))
          errors.push(msg.text());
      });
      return { page, context, errors };
    },
    stopServer,
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await stopServer();
    },
  };
}

/** The pages the running file has open: what a failed journey's report describes (e2e/failure-mark.ts). */
const openPages = new Set<Page>();

/**
 * Where each open page is and what it shows, in one line: a journey that failed on CI's busy machine
 * and passed on its retry leaves only its report, so the report says what the pages looked like.
 */
export async function describeOpenPages(): Promise<string> {
  const described = await Promise.all(
    [...openPages].map((page) =>
      page
        .evaluate(() => {
          // biome-ignore lint/performance/useDomNodeTextContent: what is on screen, not hidden text
          const shown = (document.querySelector('main') ?? document.body)?.innerText ?? '';
          const ready = document.documentElement.dataset.interactive === 'true' ? '' : ' (not interactive)';
          return `${location.pathname}${location.search}${ready}: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`;
        })
        .catch(() => `${page.url()}: (no answer)`),
    ),
  );
  return described.join(' | ');
}

let launched: Promise<Browser> | undefined;
/**
 * One Chromium per test worker, shared by the files it runs one after another (vitest.config.ts keeps
 * a worker's modules between files): each file still has its own contexts (cookies, storage, cache),
 * and a launch is a large share of a short journey's cost. A browser that crashed or failed to start
 * is launched again for the next file rather than failing every file after it. It ends with the
 * worker's process.
 */
async function workerBrowser(): Promise<Browser> {
  const running = await launched?.catch(() => undefined);
  if (running?.isConnected()) return running;
  launched = chromium.launch({
    executablePath: CHROMIUM,
    // Every host but ours fails to resolve: map tiles and fonts from elsewhere cannot load here anyway.
    args: [...ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  return launched;
}

/**
 * The app on a free local port, configured with that address as its public origin (the origin of every
 * absolute URL it writes, and the only one whose pages may write). The port is chosen before the app is
 * built; should another process take it meanwhile, another is tried.
 */
async function listeningApp(config: Partial<AppConfig>, deps: Pick<AppDeps, 'webRoot' | 'clock'>) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await createTestApp({ publicOrigin: baseUrl, ...config }, deps);
    try {
      await server.app.listen({ port, host: '127.0.0.1' });
      return { server, baseUrl };
    } catch (err) {
      await server.close();
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw err;
    }
  }
}

/**
 * A server-rendered page is visible before its script has run, and a click that lands before
 * hydration does nothing (a visitor would tap again; a test would fail). So `goto` and `reload`
 * also wait until the app marks the document interactive (src/web/app.tsx, started by the boot loader main.tsx).
 */
function waitForAppAfterLoads(page: Page) {
  const ready = () =>
    page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, {
      timeout: 30_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, opts) => {
    const response = await goto(url, opts);
    await ready();
    return response;
  };
  page.reload = async (opts) => {
    const response = await reload(opts);
    await ready();
    return response;
  };
}

/** Every API path (with its query) the page asks for from now on. */
export function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** The list requests (`GET /api/establishments`, paged or not) among them. */
export const listRequestsAmong = (seen: string[]) =>
  seen.filter((u) => /^\/api\/establishments(\?|$)/.test(u));

/** The list requests without a limit among them: the whole catalogue, which no page should ask for. */
export const unpagedLists = (seen: string[]) =>
  listRequestsAmong(seen).filter((u) => !new URL(u, 'http://x').searchParams.has('limit'));

/** The WCAG 2.2 levels A and AA, as axe-core tags them: what the guide promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe-core finds against WCAG 2.2 A/AA on the current page, one line per rule broken (whatever its
 * impact: a minor break of a level-A rule still shuts someone out). Finite CSS transitions finish
 * first: a colour caught half-way (a button just enabled) is not the colour a visitor reads.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself. The default opens a blank page per check to gather the
  // results of cross-origin frames, which the guide's pages do not have (other hosts are blocked): same
  // findings at about half the cost, and the checks are a large share of the journeys' time.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** axe-core on the current page: nothing against WCAG 2.2 A/AA. */
export async function expectAccessible(page: Page, label: string) {
  expect(await wcagViolations(page), label).toEqual([]);
}

/** A phone of this width (portrait, touch, mobile viewport rules). */
/**
 * The phone widths a layout check runs at: the narrowest (what binds) always, and 375 px too when the
 * pictures are kept for a person to look at (E2E_SCREENSHOTS), so CI spends its minutes once.
 */
export const checkedWidths = (): number[] => (process.env.E2E_SCREENSHOTS ? [320, 375] : [320]);

export const phone = (width: number): BrowserContextOptions => ({
  viewport: { width, height: 740 },
  isMobile: true,
  hasTouch: true,
});

/** The admin posts an island-wide alert for the next hour, as the admin's tab would; its id. */
export async function postAlert(
  server: TestApp,
  admin: Actor,
  message: string,
  severity: 'info' | 'warning' | 'critical' = 'info',
): Promise<number> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/alerts',
    headers: admin.headers,
    payload: { message, severity, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/**
 * Polls `check` on a page whose clock (Playwright's, installed before the page loaded) moves `stepMs` on
 * at each try: what the page does after a timer (a spread-out refetch, the next poll) comes within a
 * few tries instead of seconds of waiting.
 */
export const pollOnPageClock = <T>(
  page: Page,
  check: () => T | Promise<T>,
  { stepMs = 1000, timeout = 20_000 }: { stepMs?: number; timeout?: number } = {},
) =>
  expect.poll(
    async () => {
      await page.clock.fastForward(stepMs);
      return check();
    },
    { timeout, interval: 100 },
  );

/** Puts a session (the `cookie` header an API sign-in gave, `sid=…`) into a browser context. */
export async function addSession(context: BrowserContext, baseUrl: string, cookieHeader: string) {
  const [name, value] = cookieHeader.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl }]);
}

/**
 * A picture of the page (or one element) for a person to look at, written only when E2E_SCREENSHOTS
 * names a folder: encoding full-page pictures costs a busy CI machine much time and asserts nothing.
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ('goto' in target
    ? target.screenshot({ path: file, ...options })
    : target.screenshot({ path: file }));
}
