/**
 * Server rendering of the public pages for visitors without a session (built by `vite build --ssr`
 * into dist/ssr, loaded by src/server/lib/ssr.ts). The route is matched once; its page's loader
 * (page-loader.ts) names the queries its first screen needs, which are fetched at once, each through
 * the server app (see setApiTransport); then the page is rendered once. The markup comes with the
 * cache it was rendered from, which the browser hydrates before it hydrates the markup (app.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, partialMatchKey, type Query, type QueryClient } from '@tanstack/react-query';
import { isValidElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { LOCALES, type Locale, localeOfPath, PAGE_SECTIONS, pathWithoutLocale } from '../domain/locale';
import { documentTitle, type PageMeta, pageMetaHead } from '../domain/page-head';
import { PAGE_ROUTES } from '../domain/page-routes';
import type { ApiGet, PageHead, RenderedPage } from '../domain/ssr';
import { currentUserQuery } from './api/auth';
import { ApiError, setApiTransport } from './api/fetcher';
import { createQueryClient, keepError } from './api/query-client';
import { siteKeys } from './api/query-keys';
import ClientOnly from './client-only';
import { loadSections, type Translate, translate } from './i18n';
import type { PageQuery } from './page-loader';
import { businessPortalHead } from './pages/BusinessPortalPage';
import { claimHead } from './pages/ClaimPage';
import { mapHead } from './pages/MapPage';
import { signInHead } from './pages/SignInPage';
import { sharedTripHead } from './pages/shared-trip-head';
import { AppProviders } from './providers';
import { layoutLoader, PAGE_MODULES, type PageHandle, routes } from './routes';
import { CLIENT_ONLY_DIGEST, type SsrPayload } from './ssr';

/**
 * The public pages among the routes the server does not render, by route path, with the head each
 * page sets for itself: the server writes the same into the page it sends (a link preview or a crawler
 * reads that, not what the browser sets later). /map-clean is the same map, canonical at /map.
 */
const CLIENT_RENDERED_HEADS: Record<string, (locale: Locale) => PageMeta> = {
  [PAGE_ROUTES.map.pattern]: mapHead,
  [PAGE_ROUTES.mapClean.pattern]: mapHead,
  [PAGE_ROUTES.claim.pattern]: claimHead,
  [PAGE_ROUTES.business.pattern]: businessPortalHead,
  [PAGE_ROUTES.signIn.pattern]: signInHead,
};

// Every text of both languages, once: a page renders in one pass, and a client-rendered page's head is
// made synchronously, in the page's language.
await Promise.all(LOCALES.map((locale) => loadSections(locale, PAGE_SECTIONS)));

/** The head of the client-rendered public page at `pathname` (matched as the router does), or null. */
export function clientRenderedHead(pathname: string, origin: string): PageHead | null {
  const path = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  const meta = path === undefined ? undefined : CLIENT_RENDERED_HEADS[pathWithoutLocale(path)];
  return meta ? pageMetaHead(meta(localeOfPath(pathname)), origin) : null;
}

/** The head of a client-rendered page made from its data (a shared trip), or null for any other path. */
export async function fetchedHead(pathname: string, get: ApiGet, origin: string): Promise<PageHead | null> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const path = match?.route.path;
  if (path === undefined || pathWithoutLocale(path) !== PAGE_ROUTES.sharedTrip.pattern) return null;
  const locale = localeOfPath(pathname);
  const t: Translate = (key, values) => translate(locale, key, values);
  return sharedTripHead(match?.params.code ?? '', pathname, t, get, origin);
}

/**
 * The not-found page's head in `locale`, for the page the server sends with a 404 instead of rendering
 * one (a path that is no page, a place nobody can see: lib/index-html.ts).
 */
export function notFoundHead(locale: Locale): PageHead {
  return {
    title: documentTitle(translate(locale, 'notFound.title')),
    description: translate(locale, 'notFound.description'),
    notFound: true,
  };
}

/**
 * Should a render ask for a query its loader did not name (a fault, reported with the page), the page
 * is rendered again with it, as many times as this at most, rather than sent without its data.
 */
const MAX_PASSES = 4;

/**
 * Queries the server leaves to the browser: card rates are keyed by check-in dates of the visitor's
 * calendar day, which the server cannot know (a different key in the browser would mean markup that
 * does not match). They render as loading on both sides, then the browser fetches them.
 */
const browserOnly = (query: Query) => partialMatchKey(query.queryKey, siteKeys.allRates);

const handler = createStaticHandler(routes);

// The pages' apiFetch calls reach the API of the request's app through this transport.
const apiGetOfRender = new AsyncLocalStorage<{ get: ApiGet; urls: Set<string> }>();
setApiTransport((url, init) => {
  const render = apiGetOfRender.getStore();
  if (!render) throw new Error(`API call outside a server render: ${url}`);
  if (init.method && init.method !== 'GET') throw new Error(`Server rendering only reads: ${url}`);
  render.urls.add(url);
  return render.get(url);
});

function Page({
  client,
  context,
  head,
  origin,
  renderedAt,
}: {
  client: QueryClient;
  context: StaticHandlerContext;
  head: PageHead;
  origin: string;
  renderedAt: number;
}) {
  // The browser's providers too (providers.tsx); the toaster has nothing to show before it takes over.
  return (
    <AppProviders client={client} renderedAt={renderedAt} origin={origin} head={head}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
      <Suspense fallback={null}>
        <ClientOnly />
      </Suspense>
    </AppProviders>
  );
}

const isClientOnly = (error: unknown) => (error as { clientOnly?: boolean } | null)?.clientOnly === true;

/** Waits for lazily loaded components (not for data: queries never suspend here). */
async function renderPass(element: React.ReactElement): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline: large ones would otherwise be sent as hidden segments that inline
    // scripts move into place, and the CSP runs no inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      if (isClientOnly(error)) return CLIENT_ONLY_DIGEST;
      failure ??= error;
      return undefined;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // An error inside a Suspense boundary would leave that part to the browser with a console error:
  // rather send the client-rendered page.
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

function enabled(query: Query): boolean {
  // The options of the observer (useQuery) that last used the query, `enabled` among them.
  const e = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof e === 'function' ? e(query) : e !== false;
}

/** Queries the last render asked for that have neither data nor an error yet. */
function pendingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q) && !browserOnly(q),
    );
}

/** JSON for inside <script type="application/json">: `<` escaped, so `</script>` cannot end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page at `url` (path and query), or null when it is not rendered on the server (maps, forms and
 * signed-in pages, a redirect): those get the client-rendered shell.
 */
export function selfCheck(): void {
  if (!isValidElement(<span />)) throw new Error('the JSX runtime made no element');
}

/** The query's key and URL as a report names it. */
const named = (q: Query) => {
  const url = (q.meta as { url?: string } | undefined)?.url;
  return url ? `${JSON.stringify(q.queryKey)} ${url}` : JSON.stringify(q.queryKey);
};

/** Fetches the loader's queries, all at once; an API error (a 404 place) is kept for the page to render. */
async function fetchAll(client: QueryClient, queries: readonly PageQuery[]): Promise<void> {
  await Promise.all(
    queries.map((options) =>
      (options.initialPageParam === undefined
        ? client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0])
        : client.prefetchInfiniteQuery(options as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
      ).catch(() => undefined),
    ),
  );
}

/** Fetches what a render asked for and did not have (each with the options its hook gave it). */
async function fetchPending(pending: Query[]): Promise<void> {
  await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
}

/**
 * Throws a fetch's fault that is not an API answer (an API answer, e.g. a 404, is part of the page), and
 * keeps each API error so the page renders it, not a retry's loading state; the browser does the same.
 */
function settle(client: QueryClient): void {
  for (const q of client.getQueryCache().getAll()) {
    if (q.state.status !== 'error') continue;
    if (!(q.state.error instanceof ApiError)) throw q.state.error;
    keepError(client, q.queryKey);
  }
}

/** The page of the matched routes (their last page route's handle), or null when the server does not render it. */
async function matchedPage(context: StaticHandlerContext) {
  const match = context.matches.at(-1);
  const handle = match?.route.handle as PageHandle | undefined;
  if (!match || !handle?.ssr) return null;
  const module = await PAGE_MODULES[PAGE_ROUTES[handle.name].page]();
  return { name: handle.name, params: match.params, loader: module.loader };
}

export async function render(
  url: string,
  get: ApiGet,
  origin: string,
  renderedAt: number,
): Promise<RenderedPage | null> {
  // Concatenated, not resolved: a path such as //host/x stays a path. The route's one match: the
  // router's state, and from its last match the page, its parameters and its loader.
  const request = new Request(`http://localhost${url}`);
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const page = await matchedPage(context);
  if (!page) return null;

  const client = createQueryClient();
  // The visitor has no session: the browser must not ask (a 401 is a console error).
  client.setQueryData(currentUserQuery().queryKey, null);
  const apiUrls = new Set<string>();
  const fetching = <T,>(work: () => Promise<T>) => apiGetOfRender.run({ get, urls: apiUrls }, work);
  try {
    const { pathname, searchParams: search } = new URL(request.url);
    const args = { params: page.params, search, locale: localeOfPath(pathname) };
    const queries = [...layoutLoader(args), ...(page.loader?.(args) ?? [])];
    await fetching(() => fetchAll(client, queries));
    settle(client);
    let head: PageHead = {};
    let html = '';
    let passes = 0;
    const unloaded: string[] = [];
    for (;;) {
      passes++;
      head = {};
      html = await renderPass(
        <Page client={client} context={context} head={head} origin={origin} renderedAt={renderedAt} />,
      );
      const pending = pendingQueries(client);
      unloaded.push(...pending.map(named));
      if (pending.length === 0 || passes === MAX_PASSES) break;
      await fetching(() => fetchPending(pending));
      settle(client);
    }
    const payload: SsrPayload = {
      renderedAt,
      // Errors too (a 404 place renders its not-found page; the browser must render the same).
      queries: dehydrate(client, {
        shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error',
        shouldRedactErrors: () => false,
      }),
    };
    return {
      status: head.notFound ? 404 : context.statusCode,
      html,
      head,
      data: scriptJson(payload),
      apiUrls: [...apiUrls],
      passes,
      unloaded,
    };
  } finally {
    client.clear();
  }
}
