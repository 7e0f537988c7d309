/**
 * A server-rendered page's loader: from the route's matched parameters and the query values the page
 * reads (its `query` in domain/page-routes.ts), the queries its first screen needs, named by their keys
 * and URLs (the same query options the page's hooks use: api/*.ts, keys from api/query-keys.ts, URLs
 * from domain/api-urls.ts). Each page module that the server renders exports one as `loader`; the
 * server fetches them all at once and renders the page once (entry-server.tsx). A query the render asks
 * for that its loader did not name is reported, and costs the page another render.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { Locale } from '../domain/locale';

export interface LoaderArgs {
  /** The route's parameters as matched (`id`, `categoryId`, `slug`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The page's query (only the parameters it reads: domain/ssr.ts's renderedSearch). */
  search: URLSearchParams;
  locale: Locale;
}

/** What a loader names: a query's options (a list read page by page has `initialPageParam`). */
export interface PageQuery {
  queryKey: QueryKey;
  meta?: { url?: string } & Record<string, unknown>;
  queryFn?: any;
  initialPageParam?: unknown;
}

export type PageLoader = (args: LoaderArgs) => readonly PageQuery[];
