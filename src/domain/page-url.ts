/**
 * The one URL of each page: the server answers a page's other spellings (`/Establishment/01`,
 * `/establishment/%31`, `/restaurants-bars/`, `/ES/map`) with a redirect to it, and a query parameter a
 * page reads with a value it does not know (`?area=<random>`) with a redirect without it, so no
 * spelling and no random value makes the server render and keep another copy of a page. A path that is
 * no page (`/some/where`, `//evil.example`, `/es/admin`) is not found. docs/api.md#pages.
 */
import { amenitiesParamValue } from './amenity-keys';
import { AREAS, CATEGORIES, CATEGORY_IDS, categoryBySlug, NIGHTLY_BANDS } from './constants';
import { isSortKey } from './listing';
import { LOCALES, localizedPath } from './locale';
import { PAGE_ROUTES, type PageRouteName } from './page-routes';
import { isLocationPreference } from './planner';
import { RENDERED_QUERY_PARAMS, type RenderedQueryParam, renderedSearch } from './ssr';

export type PageUrl =
  /** The URL is the page's own: `url` is what it is rendered and kept under (path and the query it reads). */
  | { kind: 'page'; route: PageRouteName; params: Record<string, string>; url: string }
  /** Another spelling of a page, or a query it does not read as given: `location` is the page's own. */
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

/**
 * Every page's path pattern in each of its languages (`/establishment/:id`, `/es/establishment/:id`),
 * from the one table of pages: the server's routes for them. The 404's `/*` is no route: any other
 * path is not found.
 */
export const PAGE_PATHS: readonly { route: PageRouteName; path: string }[] = (
  Object.entries(PAGE_ROUTES) as [PageRouteName, (typeof PAGE_ROUTES)[PageRouteName]][]
)
  .filter(([name]) => name !== 'notFound')
  .flatMap(([route, r]) =>
    LOCALES.filter((locale) => locale === 'en' || r.twin).map((locale) => ({
      route,
      path: localizedPath(r.pattern, locale),
    })),
  );

/** Longer than any search worth running (the list's `q` takes at most this many characters). */
const MAX_SEARCH = 200;

interface Pattern {
  route: PageRouteName;
  segments: string[];
  statics: number;
}

/** The table's patterns (the 404's `/*` aside), those with more fixed segments first: `/map` before `/:slug`. */
const PATTERNS: Pattern[] = Object.entries(PAGE_ROUTES)
  .filter(([name]) => name !== 'notFound')
  .map(([name, r]) => {
    const segments = r.pattern.split('/').filter(Boolean);
    return {
      route: name as PageRouteName,
      segments,
      statics: segments.filter((s) => !s.startsWith(':')).length,
    };
  })
  .sort((a, b) => b.statics - a.statics);

/** A route parameter's one spelling, or null when no page has it. */
function canonicalParam(name: string, value: string): string | null {
  switch (name) {
    case 'id':
    case 'categoryId':
      // `01`, `+1`, `1.0` and `1e0` all read as 1 somewhere; only `1` is the page's.
      return /^\d{1,9}$/.test(value) && Number(value) > 0 ? String(Number(value)) : null;
    case 'slug': {
      const slug = value.toLowerCase();
      return categoryBySlug(slug) ? slug : null;
    }
    default:
      return encodeURIComponent(value);
  }
}

/** The page of the route's parameters is the stays' category (the only one that reads a band or location). */
const isStays = (route: PageRouteName, params: Record<string, string>) =>
  (route === 'category' && params.categoryId === String(CATEGORY_IDS.accommodations)) ||
  (route === 'categorySlug' && categoryBySlug(params.slug)?.id === CATEGORY_IDS.accommodations);

/** A query value's one spelling as the page reads it, or null when the page reads no such value. */
function canonicalQueryValue(name: RenderedQueryParam, value: string, stays: boolean): string | null {
  switch (name) {
    case 'area':
      return AREAS.some((a) => String(a.id) === value) ? value : null;
    case 'category':
      return CATEGORIES.some((c) => String(c.id) === value) ? value : null;
    case 'sort':
      return isSortKey(value) ? value : null;
    case 'view':
      return value === 'grid' || value === 'map' ? value : null;
    case 'band':
      return stays && value in NIGHTLY_BANDS ? value : null;
    case 'location':
      return stays && isLocationPreference(value) ? value : null;
    case 'open':
      return value === 'now' ? value : null;
    case 'closed':
      return value === 'hide' ? value : null;
    case 'amenities':
      return amenitiesParamValue(value);
    case 'q': {
      const q = value.trim();
      return q && q.length <= MAX_SEARCH ? q : null;
    }
  }
}

const READ_ANYWHERE = new Set<string>(RENDERED_QUERY_PARAMS);

/**
 * The query as the page reads it: each parameter it reads once, with a value it knows; the
 * parameters some page reads and this one does not, dropped; any other (`utm_source`), and an empty
 * value, kept as given, as the page ignores it. `changed` says whether anything was dropped or respelled.
 */
function canonicalQuery(
  search: string,
  reads: readonly RenderedQueryParam[],
  stays: boolean,
): { search: string; changed: boolean } {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const seen = new Set<string>();
  let changed = false;
  for (const [name, value] of given) {
    // An empty value reads as none on every page (renderedSearch leaves it out too): nothing new.
    if (!READ_ANYWHERE.has(name) || value === '') {
      kept.append(name, value);
      continue;
    }
    const param = name as RenderedQueryParam;
    const canonical =
      reads.includes(param) && !seen.has(name) ? canonicalQueryValue(param, value, stays) : null;
    seen.add(name);
    if (canonical === null || canonical !== value) changed = true;
    if (canonical !== null) kept.append(name, canonical);
  }
  if (!changed) return { search: search ? `?${search}` : '', changed };
  const query = kept.toString();
  return { search: query ? `?${query}` : '', changed };
}

/** The path's segments as a browser means them (percent-decoded), or null when they cannot name a page. */
function decodedSegments(path: string): string[] | null {
  if (!path.startsWith('/') || path.includes('\\')) return null;
  const raw = path.slice(1).split('/');
  // `/x/` is `/x`; an empty segment anywhere else (`//evil.example`, `/a//b`) is no page's.
  if (raw.length > 1 && raw.at(-1) === '') raw.pop();
  if (raw.length === 1 && raw[0] === '') return [];
  const segments: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no page's segment holds a control character
    if (!decoded || /[/\\\u0000-\u001f\u007f]/.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

/** The page the segments name (fixed ones in any case) and its parameters in their one spelling, or null. */
function match(segments: string[], spanish: boolean) {
  for (const p of PATTERNS) {
    if (p.segments.length !== segments.length || (spanish && !PAGE_ROUTES[p.route].twin)) continue;
    const params: Record<string, string> = {};
    const path: string[] = [];
    let ok = true;
    for (let i = 0; ok && i < segments.length; i++) {
      const want = p.segments[i];
      if (!want.startsWith(':')) {
        ok = want === segments[i].toLowerCase();
        path.push(want);
        continue;
      }
      const value = canonicalParam(want.slice(1), segments[i]);
      if (value === null) ok = false;
      else {
        params[want.slice(1)] = value;
        path.push(value);
      }
    }
    if (ok) return { route: p.route, params, path: `/${path.join('/')}` };
  }
  return null;
}

/** What the server answers for `requestUrl` (a request's path and query) as a page: see PageUrl. */
export function canonicalPageUrl(requestUrl: string): PageUrl {
  const at = requestUrl.indexOf('?');
  const path = at < 0 ? requestUrl : requestUrl.slice(0, at);
  const search = at < 0 ? '' : requestUrl.slice(at + 1);
  const segments = decodedSegments(path);
  if (!segments) return { kind: 'notFound' };
  const spanish = segments[0]?.toLowerCase() === 'es';
  const page = match(spanish ? segments.slice(1) : segments, spanish);
  if (!page) return { kind: 'notFound' };
  const ownPath = localizedPath(page.path, spanish ? 'es' : 'en');
  const r = PAGE_ROUTES[page.route];
  // A page rendered in the browser reads its query there: only its path has one spelling here.
  const query = r.clientRendered
    ? { search: search ? `?${search}` : '', changed: false }
    : canonicalQuery(search, r.query ?? [], isStays(page.route, page.params));
  if (ownPath !== path || query.changed) return { kind: 'redirect', location: ownPath + query.search };
  return { kind: 'page', route: page.route, params: page.params, url: ownPath + renderedSearch(search) };
}
