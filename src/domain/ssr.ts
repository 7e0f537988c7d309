/**
 * The contract between the server and the server-rendering bundle (src/web/entry-server.tsx, loaded by
 * src/server/lib/ssr.ts): what a render returns and where the page's data travels to the browser.
 */

/** The id of the `<script type="application/json">` that carries a rendered page's query cache. */
export const SSR_DATA_ID = 'ssr-data';

/**
 * In the `<head>` of the client-rendered page the server sends to a visitor without a valid session:
 * the app then knows it is signed out without asking `GET /api/auth/user`, whose 401 a browser
 * reports as a console error. (A server-rendered page carries the same in its query cache.)
 */
export const SIGNED_OUT_META = '<meta name="session" content="none">';

/**
 * The `<meta name>` in the head of every HTML page the server sends (rendered or not) that holds the
 * newest live event id the server had read before the page's data was read: the page's live stream
 * starts after it (`GET /api/live?since=`), so an event between the data and the stream is not missed.
 */
export const LIVE_EVENT_META = 'live-event-id';

export const liveEventMeta = (id: number) => `<meta name="${LIVE_EVENT_META}" content="${id}">`;

/**
 * The query parameters that server-rendered pages read: the search page's `q`, the area filter
 * (`area`), a category's list (`sort`, `view`, `band`, `location`, `open`, `closed`, `amenities`) and what's on's
 * category filter (`category`); which page reads which is its `query` in the table of pages
 * (page-routes.ts). The server renders and keeps a page under its path and these alone
 * (renderedSearch), so any other parameter neither changes the page nor makes another copy of it; one
 * of these that the page does not read, or with a value it does not know, is redirected away
 * (page-url.ts). A page that reads another parameter in its first render must add it here.
 */
export const RENDERED_QUERY_PARAMS = [
  'amenities',
  'area',
  'band',
  'category',
  'closed',
  'location',
  'open',
  'q',
  'sort',
  'view',
] as const;
export type RenderedQueryParam = (typeof RENDERED_QUERY_PARAMS)[number];

/**
 * The part of a query string (with or without its `?`) that a server-rendered page reads: the
 * RENDERED_QUERY_PARAMS present with a value, each once (the first, as URLSearchParams.get reads it),
 * in one order; '' when none. The server renders `pathname + renderedSearch(search)` and keeps it
 * under that; the browser's first render uses the same (AccountMenu's sign-in link), so they match.
 */
export function renderedSearch(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of RENDERED_QUERY_PARAMS) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** What a server render collects for the page's <head> (the last page to set it wins). */
export interface PageHead {
  title?: string;
  description?: string;
  /** Set by a page that shows "not found": the server answers it with 404. */
  notFound?: boolean;
  /** The page's one indexable URL, absolute (`<link rel="canonical">`, og:url). */
  canonical?: string;
  /** The link preview's image, absolute (og:image); the site's image when unset. */
  image?: string;
  /**
   * Crawlers are asked not to index it (`<meta name="robots" content="noindex">`): a visitor's own
   * page, such as a shared trip; it then names no canonical or alternate URLs (og:url still says where it is).
   */
  noindex?: boolean;
  /** og:type (`website` when unset). */
  ogType?: string;
  /** The page's schema.org data, already JSON (structured-data.ts's jsonLdText: safe inside <script>). */
  jsonLd?: string;
}

/** A GET of the server's own API, without a cookie (the server's app.inject). */
export type ApiGet = (url: string) => Promise<Response>;

export interface RenderedPage {
  status: number;
  /** The markup for `<div id="root">`. */
  html: string;
  /** The page's full <title> and meta description, when it set them (useDocumentTitle). */
  head: PageHead;
  /** The page's data as JSON, safe inside <script type="application/json"> (no `<`). */
  data: string;
  /** The API URLs the page was rendered from (their cache lifetimes bound the page's). */
  apiUrls: string[];
  /** How many times the page was rendered: 1, unless its render asked for queries its loader did not name. */
  passes?: number;
  /** The queries (key and URL) the render asked for that the page's loader did not name: none, or a fault. */
  unloaded?: string[];
}

/** What the built server-rendering bundle exports. */
export interface SsrBundle {
  /** `origin`: the site's configured absolute origin (PUBLIC_URL), for canonical and share URLs. */
  /** `renderedAt`: the server clock's time of the render, which the page's times (open now) are read at. */
  render(url: string, get: ApiGet, origin: string, renderedAt: number): Promise<RenderedPage | null>;
  /**
   * The head of a public page the server does not render (the map, the owners' forms: the page's own
   * PageMeta) for the page it sends instead, URLs absolute with `origin`; null for any other path.
   */
  clientRenderedHead(pathname: string, origin: string): PageHead | null;
  /**
   * The head of a client-rendered page that depends on data (a shared trip: its title and size), the
   * data read through `get` as a render reads it; null for a page whose head does not.
   */
  fetchedHead?(pathname: string, get: ApiGet, origin: string): Promise<PageHead | null>;
  /** The not-found page's head in a language, for the 404 the server sends without rendering a page. */
  notFoundHead?(locale: 'en' | 'es'): PageHead;
  /**
   * Makes one element with the bundle's own JSX runtime and throws if it cannot: a bundle built with
   * React's development runtime fails here under NODE_ENV=production (`jsxDEV is not a function`).
   */
  selfCheck(): void;
}
