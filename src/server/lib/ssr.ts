import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../domain/locale';
import { headTagsHtml } from '../../domain/page-head';
import { type PageHead, type RenderedPage, SSR_DATA_ID, type SsrBundle } from '../../domain/ssr';
import { BUILD_INFO, readBuildInfo } from './build-record';
import { type Clock, systemClock } from './clock';

export interface PageRenderer {
  /**
   * The page at `url`, its data read from `app` through app.inject (no cookie, so from the reply cache);
   * `origin` makes its canonical and share URLs absolute.
   */
  render(url: string, origin: string): Promise<RenderedPage | null>;
  /** The head of a public page the server does not render, for the page it sends; null for other paths. */
  clientRenderedHead(pathname: string, origin: string): PageHead | null;
  /** The head of a client-rendered page made from its data (a shared trip), read as `render` reads; else null. */
  fetchedHead(pathname: string, origin: string): Promise<PageHead | null>;
  /** The not-found page's head in `locale`, for a 404 sent without a render; null without the bundle. */
  notFoundHead(locale: Locale): PageHead | null;
}

/** Whether server rendering works: read by /healthz (modules/health/routes.ts). */
export interface RenderingHealth {
  /** Why pages are not rendered on the server now, or null while they are. */
  problem: string | null;
  /** Loads the bundle again if its file changed (a rebuild), so `problem` is up to date. */
  recheck?: () => Promise<void>;
}

export interface RendererOptions {
  /**
   * Production: a bundle that is missing, was built for development (dist/build-info.json) or cannot
   * load throws, so start-up stops with one line instead of serving empty pages.
   */
  required?: boolean;
  health?: RenderingHealth;
  /** The app's clock: a page is rendered at its time, as the API replies it reads were made. */
  clock?: Clock;
}

/** Why the build holding the bundle (dist/ssr/…) was not made for production (its build record), or null. */
function productionBuildProblem(file: string): string | null {
  const root = path.resolve(path.dirname(file), '..', '..');
  const infoFile = path.join(root, BUILD_INFO);
  if (!existsSync(infoFile))
    return `${infoFile} is missing: build the web app with NODE_ENV=production npm run build`;
  const info = readBuildInfo(root);
  for (const part of ['web', 'ssr'] as const)
    if (info[part]?.mode !== 'production')
      return `the ${part} build in ${path.dirname(infoFile)} was made for ${info[part]?.mode ?? 'an unknown mode'}, not production: run NODE_ENV=production npm run build (npm start does)`;
  return null;
}

/**
 * Loads the server-rendering bundle, and again when a rebuild changes it (`npm run dev`); null when it
 * has not been built, and no page is rendered while it cannot be loaded (the shell is sent then, and
 * `health.problem` says why). With `required` (production) a bundle that cannot be served throws instead.
 */
export async function loadPageRenderer(
  file: string,
  app: FastifyInstance,
  { required = false, health = { problem: null }, clock = systemClock }: RendererOptions = {},
): Promise<PageRenderer | null> {
  if (required) {
    const problem = existsSync(file)
      ? productionBuildProblem(file)
      : `${file} is missing: run NODE_ENV=production npm run build`;
    if (problem) throw new Error(`Server rendering cannot start: ${problem}`);
  }
  let loaded: { mtimeMs: number; mod: SsrBundle | null } | null = null;
  async function current(): Promise<SsrBundle | null> {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return loaded?.mod ?? null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      let mod: SsrBundle | null = null;
      try {
        mod = (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as SsrBundle;
        mod.selfCheck();
        health.problem = null;
      } catch (err) {
        mod = null;
        health.problem = `the server-rendering bundle ${file} cannot be loaded: ${(err as Error).message}`;
        if (required && !loaded) throw new Error(`Server rendering cannot start: ${health.problem}`);
        app.log.error({ err }, 'server rendering bundle failed to load; pages are rendered in the browser');
      }
      loaded = { mtimeMs, mod };
    }
    return loaded.mod;
  }
  health.recheck = async () => {
    await current();
  };
  if (!existsSync(file) || !(await current())) return null;

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && name !== 'set-cookie') headers.set(name, String(value));
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
  return {
    clientRenderedHead: (pathname, origin) => loaded?.mod?.clientRenderedHead(pathname, origin) ?? null,
    notFoundHead: (locale) => loaded?.mod?.notFoundHead?.(locale) ?? null,
    // Like clientRenderedHead, the bundle already loaded: every shell sent asks, most for no head.
    fetchedHead: async (pathname, origin) =>
      (await loaded?.mod?.fetchedHead?.(pathname, get, origin)) ?? null,
    async render(url, origin) {
      const mod = await current();
      if (!mod) return null;
      try {
        const page = await mod.render(url, get, origin, clock.now().getTime());
        health.problem = null;
        // Its loader should have named every query its first screen reads: each one it did not cost
        // the page another render after fetching it.
        if (page?.unloaded?.length)
          app.log.warn(
            { url, passes: page.passes, unloaded: page.unloaded },
            'a page asked for queries its loader did not name; it was rendered again with them',
          );
        else app.log.debug({ url, passes: page?.passes }, 'page rendered');
        return page;
      } catch (err) {
        health.problem = `a page failed to render: ${(err as Error).message}`;
        throw err;
      }
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with the rendered page: the markup in <div id="root">, the data it was rendered from as
 * JSON after it, and the page's own head (withPageHead). The boot loader (the page's only
 * script; it imports the app later) is fetched at low priority: the page is readable without it, so
 * its stylesheet and images (the LCP) go first.
 * (Replacement functions, not strings: a `$` in the page must stay as it is.)
 */
export function pageHtml(shell: string, page: RenderedPage, origin: string): string {
  let html = shell.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
  html = html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div><script type="application/json" id="${SSR_DATA_ID}">${page.data}</script>`,
  );
  return withPageHead(html, page.head, origin);
}

/**
 * index.html with a page's own <title>, meta description and share tags (canonical link, Open Graph,
 * Twitter card, JSON-LD: domain/page-head.ts): a rendered page's, or a client-rendered public page's
 * (web/entry-server.tsx's clientRenderedHead).
 */
export function withPageHead(html: string, head: PageHead, origin: string): string {
  const { title, description } = head;
  let out = html;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  if (!head.notFound) out = out.replace('</head>', () => `${headTagsHtml(head, origin)}</head>`);
  return out;
}
