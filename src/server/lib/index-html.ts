import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale, localeOfPath } from '../../domain/locale';
import { PAGE_ROUTES } from '../../domain/page-routes';
import { canonicalPageUrl, type PageUrl } from '../../domain/page-url';
import { type PageHead, SIGNED_OUT_META } from '../../domain/ssr';
import { MANIFEST_PATHS } from '../../domain/web-manifest';
import { SESSION_COOKIE } from '../modules/accounts';
import { type Entry, etagMatches, negotiateEncoding, PAGE_KEY_PREFIX, type ReplyCache } from './reply-cache';
import { type PageRenderer, pageHtml, withPageHead } from './ssr';

interface Page {
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface ServerRendering {
  renderer: PageRenderer;
  /** Rendered pages are kept here by URL next to the API replies, and dropped with them on a catalogue write. */
  cache: ReplyCache;
  log: FastifyBaseLogger;
  /** The absolute origin of the page's canonical and share URLs: the configured one, never the request's. */
  origin: string;
  /** A render that takes longer is not waited for: the shell is sent (the render still fills the cache). */
  timeoutMs?: number;
  /** Renders at once at most; a page missing from the cache beyond that gets the shell (e.g. a flood of new URLs). */
  maxRenders?: number;
}

/** What the catalogue says of a page's place or category: only a page of one visitors can see is rendered. */
export interface PageCatalog {
  isPublished(id: number): Promise<boolean>;
  categoryExists(id: number): Promise<boolean>;
}

/** A redirect to a page's own URL is kept by browsers for a while: the one spelling of a page does not change. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/** Heads of the shell kept at once (a route's preloads and page head, signed out or not, the live event id). */
const MAX_VARIANTS = 64;
/** Shells with a head made from data (each shared trip's), kept apart: many of them must not push the others out. */
const MAX_FETCHED_VARIANTS = 256;

/** The HTTP status of each rendered page body (a 404 page is cached like the others). */
const statusOfBody = new WeakMap<Buffer, number>();

/**
 * The web app's index.html, the page of every client route: held in memory with its brotli and gzip
 * copies and an ETag, re-read when the file changes (a rebuild), and never cached by browsers without
 * revalidation, so a new build's hashed assets are picked up on the next visit. `headFor` adds
 * per-route tags to <head> (lib/route-preloads.ts); each variant has its own copies and ETag. With
 * `ssr`, a public page the server does not render (the map) gets its own title, description and share
 * tags in it, as a rendered page does (PageRenderer.clientRenderedHead), and a shared trip the head
 * made from the trip (PageRenderer.fetchedHead: a link preview reads only this page).
 *
 * With `ssr`, a GET without a session cookie of a page the server renders (lib/ssr.ts) gets
 * index.html with the page's markup, data, title and description, rendered from and kept in the reply
 * cache under its path and the query parameters pages read (its one URL, domain/page-url.ts), for as long as the API replies it
 * was made from and at most the cache's default lifetime. Signed-in visitors, and
 * any page whose render fails, get the plain index.html, rendered by the browser (with SIGNED_OUT_META
 * in its head when the request has no valid session).
 */
export function indexHtmlSender(
  file: string,
  headFor: (pathname: string) => string = () => '',
  ssr?: ServerRendering,
  catalog?: PageCatalog,
) {
  let source: { mtimeMs: number; size: number; html: string } | null = null;
  const variants = new Map<string, Page>();
  const fetchedVariants = new Map<string, Page>();
  let rendering = 0;

  function currentSource() {
    const stat = statSync(file);
    if (!source || source.mtimeMs !== stat.mtimeMs || source.size !== stat.size) {
      const rebuilt = source !== null;
      source = { mtimeMs: stat.mtimeMs, size: stat.size, html: readFileSync(file, 'utf8') };
      variants.clear();
      fetchedVariants.clear();
      // Rendered pages name the old build's hashed assets.
      if (rebuilt) ssr?.cache.clear();
    }
    return source;
  }

  const withHead = (html: string, extraHead: string) =>
    extraHead ? html.replace('</head>', () => `${extraHead}</head>`) : html;

  function current(
    locale: Locale,
    extraHead: string,
    own: { head: PageHead; origin: string; fetched?: boolean } | null = null,
  ): Page {
    const html = inLanguage(currentSource().html, locale);
    const key = `${locale}\n${extraHead}${own ? `\n${own.origin}\n${JSON.stringify(own.head)}` : ''}`;
    const kept = own?.fetched ? fetchedVariants : variants;
    let page = kept.get(key);
    if (page) return page;
    // Each live event id in the head makes new variants (app.ts): those of older ids are of no more use.
    if (kept.size >= (own?.fetched ? MAX_FETCHED_VARIANTS : MAX_VARIANTS)) kept.clear();
    const shell = withHead(html, extraHead);
    const body = Buffer.from(own ? withPageHead(shell, own.head, own.origin) : shell);
    page = {
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
      br: zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      }),
      gzip: zlib.gzipSync(body, { level: 9 }),
    };
    kept.set(key, page);
    return page;
  }

  function sendShell(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    status = 200,
    fetched: PageHead | null = null,
  ) {
    // The auth hook has read the session cookie: a visitor without a valid one is told so in the page.
    const p = current(
      localeOfPath(pathname),
      headFor(pathname) + (request.user ? '' : SIGNED_OUT_META),
      status === 404
        ? notFoundHead(localeOfPath(pathname))
        : fetched && ssr
          ? { head: fetched, origin: ssr.origin, fetched: true }
          : ownHead(pathname),
    );
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('etag', p.etag)
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    if (status === 200 && etagMatches(request.headers['if-none-match'], p.etag))
      return reply.code(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(p.body);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? p.br : p.gzip);
  }

  /** The head of a client-rendered public page (signed in or not: the page is the same), or null. */
  function ownHead(pathname: string) {
    if (!ssr) return null;
    const { origin } = ssr;
    try {
      const head = ssr.renderer.clientRenderedHead(pathname, origin);
      return head && { head, origin };
    } catch (err) {
      ssr.log.error({ err }, 'server rendering bundle cannot give a page head');
      return null;
    }
  }

  /** The head of a client-rendered page made from its data (a shared trip), signed in or not; else null. */
  async function fetchedHead(pathname: string): Promise<PageHead | null> {
    if (!ssr) return null;
    try {
      return await ssr.renderer.fetchedHead(pathname, ssr.origin);
    } catch (err) {
      ssr.log.error({ err }, 'server rendering bundle cannot give a page head from its data');
      return null;
    }
  }

  /** The not-found page's head, as the page the browser renders will set it. */
  function notFoundHead(locale: Locale) {
    if (!ssr) return null;
    try {
      const head = ssr.renderer.notFoundHead(locale);
      return head && { head, origin: ssr.origin };
    } catch (err) {
      ssr.log.error({ err }, 'server rendering bundle cannot give the not-found head');
      return null;
    }
  }

  /** The rendered page at `url` (the page's one URL) from the cache, rendered on a miss; null when it is not rendered. */
  async function renderedPage(url: string, pathname: string): Promise<Entry | null> {
    if (!ssr) return null;
    const { renderer, cache, origin } = ssr;
    const key = pageKey(url);
    if (!cache.get(key) && rendering >= (ssr.maxRenders ?? 4)) return null;
    const entry = cache.getOrCompute(key, async () => {
      const shell = withHead(inLanguage(currentSource().html, localeOfPath(pathname)), headFor(pathname));
      rendering++;
      const page = await renderer.render(url, origin).finally(() => rendering--);
      if (!page) throw new NotRendered();
      const body = Buffer.from(pageHtml(shell, page, origin));
      statusOfBody.set(body, page.status);
      // No longer than the API replies it shows (live updates expire), nor the cache's default.
      const validUntil = Math.min(
        ...page.apiUrls.map((u) => cache.get(u)?.validUntil ?? Number.POSITIVE_INFINITY),
      );
      // The same URL is a different page with a session cookie (the shell): caches must tell them apart.
      return { value: body, validUntil, headers: { vary: 'accept-encoding, cookie' } };
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ssr.timeoutMs ?? 5000);
    });
    try {
      const result = await Promise.race([entry, timeout]);
      if (!result) ssr.log.warn({ url }, 'server rendering is slow; sent the client-rendered page');
      return result;
    } catch (err) {
      if (!(err instanceof NotRendered))
        ssr.log.error({ err, url }, 'server rendering failed; sent the client-rendered page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  function sendRendered(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.code(statusOfBody.get(entry.body) ?? 200).header('cache-control', 'no-cache');
    return ssr!.cache.sendEntry(request, reply, entry, 'text/html; charset=utf-8');
  }

  /** Whether the place or category the page shows is one visitors can see (else the page is not found). */
  async function shows(page: Extract<PageUrl, { kind: 'page' }>): Promise<boolean> {
    if (!catalog) return true;
    if (page.route === 'establishment') return catalog.isPublished(Number(page.params.id));
    if (page.route === 'category') return catalog.categoryExists(Number(page.params.categoryId));
    return true;
  }

  return async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    // One URL per page (domain/page-url.ts): another spelling is sent to it; what is no page, or a place
    // or category nobody can see, gets the browser-rendered page with 404, so neither is rendered and kept.
    const page = canonicalPageUrl(request.url);
    if (page.kind === 'redirect')
      return reply
        .code(301)
        .header('location', page.location)
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .send();
    if (page.kind === 'notFound' || !(await shows(page))) return sendShell(request, reply, pathname, 404);
    // A reader who chose Spanish with the switch is brought back to the Spanish home page.
    if (pathname === '/' && request.cookies?.[LOCALE_COOKIE] === 'es')
      return reply
        .code(302)
        .header('location', `/es${request.url.slice(1)}`)
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send();
    const signedOut = request.cookies?.[SESSION_COOKIE] === undefined;
    const { url } = page;
    if (ssr && signedOut) {
      // A page rendered before is sent as it is, without matching its route again.
      const cached = ssr.cache.get(pageKey(url));
      if (cached) return sendRendered(request, reply, cached);
    }
    // The table of pages says which the server renders, from the one match above.
    if (ssr && signedOut && !PAGE_ROUTES[page.route].clientRendered) {
      const entry = await renderedPage(url, pathname);
      if (entry) return sendRendered(request, reply, entry);
    }
    return sendShell(request, reply, pathname, 200, await fetchedHead(pathname));
  };
}

class NotRendered extends Error {}

/**
 * index.html as a page of `locale`: `<html lang>` says the page's language (screen readers, search
 * engines), and the manifest linked is that language's, so the app installed from it speaks it.
 */
const inLanguage = (html: string, locale: Locale) =>
  locale === 'en'
    ? html
    : html
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace(
          `<link rel="manifest" href="${MANIFEST_PATHS.en}"`,
          `<link rel="manifest" href="${MANIFEST_PATHS[locale]}"`,
        );

/** A rendered page's key in the reply cache: apart from the API replies' keys, and in the pages' budget. */
const pageKey = (url: string) => `${PAGE_KEY_PREFIX}${url}`;
