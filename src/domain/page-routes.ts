/**
 * The one table of the guide's pages: each route's pattern, the page module that shows it, whether it
 * has a Spanish twin under `/es`, whether the server renders it, and the typed builder of links to it.
 * The web's router and links (routes.tsx, paths.ts), the languages' table (locale.ts), the canonical
 * paths (structured-data.ts) and the server's mails are all made from it, so a URL changes here alone.
 */
import type { RenderedQueryParam } from './ssr';

/** The sets of catalogue sections a page shows at once; locale.ts's SECTIONS_OF_PAGE names each one's. */
export type PageTexts =
  | 'landing'
  | 'category'
  | 'detail'
  | 'map'
  | 'search'
  | 'trip'
  | 'events'
  | 'notFound'
  | 'portal'
  | 'dashboard';

/** The page modules of src/web/pages that a route shows (routes.tsx maps each to its import). */
export type PageModuleName =
  | 'LandingPage'
  | 'OwnerHomePage'
  | 'MapPage'
  | 'CategoryIdPage'
  | 'EstablishmentPage'
  | 'SearchPage'
  | 'EventsPage'
  | 'CategorySlugPage'
  | 'ClaimPage'
  | 'BusinessPortalPage'
  | 'DashboardPage'
  | 'AdminPage'
  | 'SignInPage'
  | 'ForgotPasswordPage'
  | 'ResetPasswordPage'
  | 'AccountPage'
  | 'VerifyEmailPage'
  | 'TripPage'
  | 'SharedTripPage'
  | 'ConfirmListingPage'
  | 'NotFoundPage';

type LinkBuilder = (...args: never[]) => string;

export interface PageRoute<Link extends LinkBuilder | null = LinkBuilder | null> {
  /** The English pattern, as React Router matches it; the twin's is under `/es`. */
  pattern: string;
  page: PageModuleName;
  /** A page with its Spanish twin under `/es`; else English only (the admin). */
  twin: boolean;
  /**
   * Its interface is not translated yet: its Spanish twin (which keeps the reader's links, the switch
   * and the mails in Spanish) shows the English texts marked `lang="en"` (routes.tsx).
   */
  englishTexts?: true;
  /** The server sends the client-rendered shell instead of rendering it (maps, forms, signed-in pages). */
  clientRendered?: boolean;
  /** The catalogue sections it shows at once, loaded with its module (locale.ts). */
  sections?: PageTexts;
  /**
   * The query parameters its server render reads (ssr.ts's RENDERED_QUERY_PARAMS); the server redirects
   * any other of those away from its URL, and one with a value the page does not know (page-url.ts).
   */
  query?: readonly RenderedQueryParam[];
  /** The English path of a link to it; null for a route no link names (the 404). */
  link: Link;
}

const route = <Link extends LinkBuilder | null>(r: PageRoute<Link>) => r;

/** A mail's token rides in the fragment: browsers never send it to a server (logs, Referer headers). */
const withToken = (path: string, token?: string) =>
  token ? `${path}#token=${encodeURIComponent(token)}` : path;

/** A path with the query parameters that are set, in the order given. */
function withParams(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * What a category's list reads: the area, the order, grid or map, the stays' band and location, open now,
 * reported closed hidden, and the amenities every place must have.
 */
const CATEGORY_QUERY: readonly RenderedQueryParam[] = [
  'area',
  'sort',
  'view',
  'band',
  'location',
  'open',
  'closed',
  'amenities',
];

/** Every page; React Router ranks the patterns itself (`/map` wins over `/:slug`), so the order is free. */
export const PAGE_ROUTES = {
  home: route({
    pattern: '/',
    page: 'LandingPage',
    twin: true,
    sections: 'landing',
    query: ['area'],
    link: () => '/',
  }),
  map: route({
    pattern: '/map',
    page: 'MapPage',
    twin: true,
    clientRendered: true,
    sections: 'map',
    link: () => '/map',
  }),
  /** The map without the page's frame (for embedding); canonical at /map. */
  mapClean: route({
    pattern: '/map-clean',
    page: 'MapPage',
    twin: true,
    clientRendered: true,
    sections: 'map',
    link: () => '/map-clean',
  }),
  category: route({
    pattern: '/category/:categoryId',
    page: 'CategoryIdPage',
    twin: true,
    sections: 'category',
    query: CATEGORY_QUERY,
    link: (categoryId: number) => `/category/${categoryId}`,
  }),
  establishment: route({
    pattern: '/establishment/:id',
    page: 'EstablishmentPage',
    twin: true,
    sections: 'detail',
    link: (id: number) => `/establishment/${id}`,
  }),
  search: route({
    pattern: '/search',
    page: 'SearchPage',
    twin: true,
    sections: 'search',
    query: ['q'],
    link: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  }),
  /** What's on: tonight and the week's events, filtered by category and area (?category=&area=). */
  events: route({
    pattern: '/events',
    page: 'EventsPage',
    twin: true,
    sections: 'events',
    query: ['category', 'area'],
    link: (filters: { categoryId?: number | null; areaId?: number | null } = {}) =>
      withParams('/events', {
        category: filters.categoryId ?? undefined,
        area: filters.areaId ?? undefined,
      }),
  }),
  /** The eight fixed category slugs (/restaurants-bars); an unknown slug renders the 404 page. */
  categorySlug: route({
    pattern: '/:slug',
    page: 'CategorySlugPage',
    twin: true,
    sections: 'category',
    query: CATEGORY_QUERY,
    link: (slug: string) => `/${slug}`,
  }),
  /** The visitor's trip: saved places, days, lists (kept on the device, so rendered there). */
  trip: route({
    pattern: '/trip',
    page: 'TripPage',
    twin: true,
    clientRendered: true,
    sections: 'trip',
    link: () => '/trip',
  }),
  /** A trip shared by link (read-only), by its code. */
  sharedTrip: route({
    pattern: '/trip/s/:code',
    page: 'SharedTripPage',
    twin: true,
    clientRendered: true,
    sections: 'trip',
    link: (code: string) => `/trip/s/${encodeURIComponent(code)}`,
  }),
  claim: route({
    pattern: '/claim',
    page: 'ClaimPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: () => '/claim',
  }),
  /** The owners' portal, at one of its tabs (`register`, `claim`, `update`). */
  business: route({
    pattern: '/business',
    page: 'BusinessPortalPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: (tab?: string) => withParams('/business', { tab }),
  }),
  /**
   * The owner's dashboard, at one of their places and one of its tabs (claim and registration decisions'
   * mails link to it; a booking request's mail to the place's bookings).
   */
  dashboard: route({
    pattern: '/business/dashboard',
    page: 'DashboardPage',
    twin: true,
    englishTexts: true,
    clientRendered: true,
    sections: 'dashboard',
    link: (at: { business?: number; tab?: string } = {}) =>
      withParams('/business/dashboard', { business: at.business, tab: at.tab }),
  }),
  /** A signed-in owner's businesses and their claims and registrations ("My business" in the account menu). */
  ownerHome: route({
    pattern: '/business/home',
    page: 'OwnerHomePage',
    twin: true,
    englishTexts: true,
    clientRendered: true,
    link: () => '/business/home',
  }),
  /** The admin's dashboard, at one of its tabs; `place` narrows the Establishments tab to one place. */
  admin: route({
    pattern: '/admin',
    page: 'AdminPage',
    twin: false,
    clientRendered: true,
    link: (at: { tab?: string; place?: number } = {}) =>
      withParams('/admin', { tab: at.tab, place: at.place }),
  }),
  signIn: route({
    pattern: '/signin',
    page: 'SignInPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: (returnTo?: string) => (returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin'),
  }),
  forgotPassword: route({
    pattern: '/forgot-password',
    page: 'ForgotPasswordPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: () => '/forgot-password',
  }),
  /** The password reset mail's link carries its token. */
  resetPassword: route({
    pattern: '/reset-password',
    page: 'ResetPasswordPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: (token?: string) => withToken('/reset-password', token),
  }),
  /** The account page: password, export of one's data, deletion. */
  account: route({
    pattern: '/account',
    page: 'AccountPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: () => '/account',
  }),
  /** The verification mail's link carries its token. */
  verifyEmail: route({
    pattern: '/verify-email',
    page: 'VerifyEmailPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: (token?: string) => withToken('/verify-email', token),
  }),
  /** A stale-listing reminder's one-tap link carries its token: the owner says the listing is still right. */
  confirmListing: route({
    pattern: '/confirm-listing',
    page: 'ConfirmListingPage',
    twin: true,
    clientRendered: true,
    sections: 'portal',
    link: (token?: string) => withToken('/confirm-listing', token),
  }),
  /** Any other path, in either language (status 404). */
  notFound: route({ pattern: '/*', page: 'NotFoundPage', twin: true, link: null }),
};

export type PageRouteName = keyof typeof PAGE_ROUTES;

type Links = {
  [N in PageRouteName as (typeof PAGE_ROUTES)[N]['link'] extends LinkBuilder ? N : never]: Exclude<
    (typeof PAGE_ROUTES)[N]['link'],
    null
  >;
};

/** The English path of a link to each page that links name (the web's `paths`, the server's mails). */
export const pageLinks = Object.fromEntries(
  Object.entries(PAGE_ROUTES).flatMap(([name, r]) => (r.link ? [[name, r.link]] : [])),
) as Links;

/** The English-only pages' paths: a path is one of them when it is one of these or below one. */
export const ENGLISH_ONLY_PATTERNS: readonly string[] = Object.values(PAGE_ROUTES)
  .filter((r) => !r.twin)
  .map((r) => r.pattern);

/** The token of a mail's link, read from a location's fragment ('#token=...'); '' when there is none. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
