/**
 * The one builder of the API's paths: every URL the web app asks for (public reads, the owners' and
 * the admin's calls, the live stream), and the public reads' patterns the service worker may keep. The
 * offline pack (server: modules/offline) lists its entries under the URLs of the public reads, so a page
 * offline finds its reply only if both build it here: byte for byte, parameters in one order.
 * `src/web/api/api-literals.test.ts` fails on an API path written anywhere else in the web app.
 */
import type { AmenityKey } from './amenity-keys';
import { ISLAND_BOUNDS } from './constants';
import type { LatLng } from './geo';
import { photoCardUrl } from './photos';
import { type CardStay, cardStay } from './planner';
import type { EstablishmentListQuery } from './schemas/catalog';
import type { Bbox, ItineraryQuery } from './schemas/highlights';

const API = '/api';
const ESTABLISHMENTS = `${API}/establishments`;

export const CATEGORIES_URL = `${API}/categories`;
export const AREAS_URL = `${API}/areas`;
export const CONFIG_URL = `${API}/config`;
export const ALERTS_URL = `${API}/alerts`;
/** The landing feed (the server's default limit). */
export const LIVE_FEED_URL = `${ESTABLISHMENTS}/live`;
export const COUNTS_URL = `${ESTABLISHMENTS}/counts`;
/** The offline pack's index (its parts' URLs come in it). */
export const OFFLINE_PACK_URL = `${API}/offline-pack`;
/** The insights' beacon (web/lib/beacon.ts). */
export const INSIGHT_EVENTS_URL = `${API}/insights/events`;
/** The live stream (Server-Sent Events), and the polled read of its events for a page refused one. */
export const LIVE_URL = `${API}/live`;
export const LIVE_EVENTS_URL = `${API}/live/events`;

/** Trips: a plan shared by link (POST), one shared trip, and a signed-in visitor's lists. */
export const SHARED_TRIPS_URL = `${API}/trips/shared`;
export const sharedTripUrl = (code: string) => `${SHARED_TRIPS_URL}/${encodeURIComponent(code)}`;
export const MY_TRIPS_URL = `${API}/me/trips`;

/** Whether a path is the API's (no page lives there). */
export const isApiPath = (path: string) => path === API || path.startsWith(`${API}/`);

/** The feed with `limit` places (none: the server's default, LIVE_FEED_URL). */
export const liveFeedUrl = (limit?: number) => (limit ? `${LIVE_FEED_URL}?limit=${limit}` : LIVE_FEED_URL);

/** Cards per page of a category or search list. */
export const PAGE_SIZE = 24;

/** The list's filters and order, as the pages hold them. */
export interface EstablishmentFilters {
  categoryId?: number | null;
  areaId?: number | null;
  q?: string;
  sort?: EstablishmentListQuery['sort'];
  /** The position a distance sort measures from (sent rounded to about 10 m). */
  near?: LatLng | null;
  band?: EstablishmentListQuery['band'] | null;
  location?: EstablishmentListQuery['location'] | null;
  /** Only the places open now (Belize time). */
  openNow?: boolean;
  /** Leave out the places visitors reported closed. */
  hideReportedClosed?: boolean;
  /**
   * Only the places that have all of these (answered yes), in the list's order (amenitiesOfParam
   * gives them so): one list, one URL.
   */
  amenities?: readonly AmenityKey[];
  limit?: number;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Degrees to 4 places (about 11 m): close enough to order by, and nearby visitors share a cached reply. */
const coord = (n: number) => String(Math.round(n * 10_000) / 10_000);

/**
 * The list's filters as the request sends them: only those set, the position rounded, a distance sort
 * only with a position. One list is one value of this (one query key) and one URL (one cache entry).
 */
export interface EstablishmentListParams {
  categoryId?: number;
  areaId?: number;
  q?: string;
  band?: NonNullable<EstablishmentFilters['band']>;
  location?: NonNullable<EstablishmentFilters['location']>;
  openNow?: true;
  hideReportedClosed?: true;
  /** Comma-separated, in the list's order (one list, one URL). */
  amenities?: string;
  sort?: NonNullable<EstablishmentFilters['sort']>;
  lat?: string;
  lng?: string;
  limit?: number;
}

export function establishmentListParams(filters: EstablishmentFilters = {}): EstablishmentListParams {
  const params: EstablishmentListParams = {};
  if (filters.categoryId) params.categoryId = filters.categoryId;
  if (filters.areaId) params.areaId = filters.areaId;
  if (filters.q) params.q = filters.q;
  if (filters.band) params.band = filters.band;
  if (filters.location) params.location = filters.location;
  if (filters.openNow) params.openNow = true;
  if (filters.hideReportedClosed) params.hideReportedClosed = true;
  if (filters.amenities?.length) params.amenities = filters.amenities.join(',');
  if (filters.sort && (filters.sort !== 'distance' || filters.near)) {
    params.sort = filters.sort;
    if (filters.sort === 'distance' && filters.near) {
      params.lat = coord(filters.near.latitude);
      params.lng = coord(filters.near.longitude);
    }
  }
  if (filters.limit) params.limit = filters.limit;
  return params;
}

/** The parameters' order in the URL, so one list is one URL. */
const LIST_PARAM_ORDER = [
  'categoryId',
  'areaId',
  'q',
  'band',
  'location',
  'openNow',
  'hideReportedClosed',
  'amenities',
  'sort',
  'lat',
  'lng',
  'limit',
] as const satisfies readonly (keyof EstablishmentListParams)[];

/** The list URL; parameters always in one order. */
export function establishmentsUrl(filters: EstablishmentFilters = {}) {
  const given = establishmentListParams(filters);
  const params = new URLSearchParams();
  for (const name of LIST_PARAM_ORDER) if (given[name] !== undefined) params.set(name, String(given[name]));
  return withQuery(ESTABLISHMENTS, params);
}

/** A later page of a paged list: its first page's URL (which has a limit) and &offset=. */
export const pageUrl = (firstPageUrl: string, offset: number) =>
  offset > 0 ? `${firstPageUrl}&offset=${offset}` : firstPageUrl;

/** The first page a category page asks for when opened with no filter (by id or by slug). */
export const categoryPageUrl = (categoryId: number) =>
  establishmentsUrl({ categoryId, sort: 'name', limit: PAGE_SIZE });

export const establishmentUrl = (id: number) => `${ESTABLISHMENTS}/${id}`;
/** A listed place's photos with their descriptions (the gallery); managers post photos there too. */
export const placePhotosUrl = (id: number) => `${ESTABLISHMENTS}/${id}/photos`;

/** What's on: the occurrences of a window, a place's next ones, and the owners' calls. */
export const EVENTS_URL = `${API}/events`;
export interface EventsWindow {
  from?: string;
  to?: string;
  categoryId?: number | null;
  areaId?: number | null;
  /** A cursor from a reply's `next`: the occurrences after it. */
  after?: string;
}
/** The window's occurrences; parameters in one order, only those set (one cache entry per window). */
export function eventsUrl(window: EventsWindow = {}): string {
  const params = new URLSearchParams();
  if (window.from) params.set('from', window.from);
  if (window.to) params.set('to', window.to);
  if (window.categoryId) params.set('categoryId', String(window.categoryId));
  if (window.areaId) params.set('areaId', String(window.areaId));
  if (window.after) params.set('after', window.after);
  return withQuery(EVENTS_URL, params);
}
/** Tonight on the island: a few of today's occurrences not yet ended (the landing's small reply). */
export const EVENTS_TONIGHT_URL = `${EVENTS_URL}/tonight`;
export const eventUrl = (id: number) => `${EVENTS_URL}/${id}`;
/** A place's upcoming occurrences (public); POST to it adds an event (owner or admin). */
export const placeEventsUrl = (id: number) => `${ESTABLISHMENTS}/${id}/events`;
/** Every event of a place as its owners edit them. */
export const postedEventsUrl = (id: number) => `${ESTABLISHMENTS}/${id}/posted-events`;
/** The calendars (iCalendar) of every event, of one place's and of one event (its series): pages' paths, not the API's. */
export const EVENTS_CALENDAR_URL = '/events.ics';
export const placeEventsCalendarUrl = (id: number) => `/establishment/${id}/events.ics`;
export const eventCalendarUrl = (eventId: number) => `/events/${eventId}/event.ics`;

/** An accommodation's nightly rates for a stay. */
export const stayRatesUrl = (establishmentId: number, stay: CardStay) =>
  `${API}/accommodations/${establishmentId}/rates?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=${stay.adults}`;

/** The rates a card and a detail page ask for (docs/product.md#web-app-and-api: the stay of cardStay()). */
export const cardRatesUrl = (establishmentId: number, stay: CardStay = cardStay()) =>
  stayRatesUrl(establishmentId, stay);

type MapFilters = { categoryId?: number | null; areaId?: number | null };

function withFilters(params: URLSearchParams, filters: MapFilters): URLSearchParams {
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.areaId) params.set('areaId', String(filters.areaId));
  return params;
}

/** bbox as the API takes it: minLng,minLat,maxLng,maxLat. */
export const bboxParam = (b: Bbox) => [b.west, b.south, b.east, b.north].join(',');

/** The pins' URL; `openNow` leaves out the places closed now (the extent ignores it: the map keeps its fit). */
export const mapPinsUrl = (box: Bbox, filters: MapFilters & { openNow?: boolean } = {}) => {
  const params = withFilters(new URLSearchParams({ bbox: bboxParam(box) }), filters);
  if (filters.openNow) params.set('openNow', 'true');
  return withQuery(`${ESTABLISHMENTS}/pins`, params);
};

/** The pins of the whole island, unfiltered (what the offline pack holds for the map). */
export const islandPinsUrl = () => mapPinsUrl(ISLAND_BOUNDS);

export const mapExtentUrl = (filters: MapFilters = {}) =>
  withQuery(`${ESTABLISHMENTS}/extent`, withFilters(new URLSearchParams(), filters));

export const itineraryUrl = (options: ItineraryQuery) =>
  `${ESTABLISHMENTS}/itinerary?${new URLSearchParams(options)}`;

/** The sign-in redirect of the owners' portal, back to `returnTo` afterwards. */
export const loginUrl = (returnTo?: string) =>
  returnTo ? `${API}/login?returnTo=${encodeURIComponent(returnTo)}` : `${API}/login`;

/** The account: session, registration, mails' tokens, password, its data. */
export const authUrls = {
  user: `${API}/auth/user`,
  login: `${API}/auth/login`,
  register: `${API}/auth/register`,
  logout: `${API}/auth/logout`,
  verifyEmail: `${API}/auth/verify-email`,
  resendVerification: `${API}/auth/verify-email/resend`,
  passwordReset: `${API}/auth/password-reset`,
  passwordResetConfirm: `${API}/auth/password-reset/confirm`,
  changePassword: `${API}/auth/change-password`,
  /** DELETE: the account and everything of it. */
  account: `${API}/auth/account`,
  /** The account's data as a JSON file (a plain link downloads it). */
  accountExport: `${API}/auth/account/export`,
} as const;

/** What an owner or the admin changes of a place, and the live updates they post. */
export const placeWriteUrls = {
  /** PATCH: the place's fields. */
  place: establishmentUrl,
  logo: (id: number) => `${ESTABLISHMENTS}/${id}/logo`,
  photos: placePhotosUrl,
  photoOrder: (id: number) => `${placePhotosUrl(id)}/order`,
  photo: (id: number, photoId: number) => `${placePhotosUrl(id)}/${photoId}`,
  /** Every update of one place, expired ones included (its managers' list). */
  statusUpdatesOf: (id: number) => `${ESTABLISHMENTS}/${id}/status-updates`,
  statusUpdates: `${API}/status-updates`,
  statusUpdate: (id: number) => `${API}/status-updates/${id}`,
  /** The admin moves a pin. */
  position: `${ESTABLISHMENTS}/update-position`,
  /** A guest's booking request (no account needed). */
  bookingRequests: (id: number) => `${ESTABLISHMENTS}/${id}/booking-requests`,
  /** A visitor's report of what is wrong (no account needed). */
  reports: (id: number) => `${ESTABLISHMENTS}/${id}/reports`,
  /** "Everything is still right": the listing is checked now. */
  confirm: (id: number) => `${ESTABLISHMENTS}/${id}/confirm`,
} as const;

/** A stale-listing reminder's one-tap link: GET what it is for, POST the token to use it. */
export const listingConfirmationUrls = {
  confirm: `${API}/listing-confirmations`,
  /** POST { token }: what a reminder's link is for; the token rides in the body, never in a path or a log. */
  lookup: `${API}/listing-confirmations/lookup`,
} as const;

const BUSINESS = `${API}/business`;

/** The owners' portal: their places, requests, photos, figures and guests' booking requests. */
export const businessUrls = {
  establishments: `${BUSINESS}/establishments`,
  requests: `${BUSINESS}/requests`,
  claim: `${BUSINESS}/claim`,
  registrations: `${API}/business-registrations`,
  photos: (id: number) => `${BUSINESS}/establishments/${id}/photos`,
  insights: (id: number, days: number) => `${BUSINESS}/establishments/${id}/insights?days=${days}`,
  bookingRequests: `${BUSINESS}/booking-requests`,
  /** Visitors' reports of the owner's places. */
  reports: `${BUSINESS}/reports`,
  bookingDecision: (id: number, action: 'confirm' | 'decline') =>
    `${BUSINESS}/booking-requests/${id}/${action}`,
} as const;

const ADMIN = `${API}/admin`;

/** The admin's dashboard: review queues, places, figures, the Google import and the alerts. */
export const adminUrls = {
  pendingReviews: (kind: 'claims' | 'registrations') => `${ADMIN}/${kind}?status=pending`,
  review: (kind: 'claims' | 'registrations', id: number, decision: 'approve' | 'reject') =>
    `${ADMIN}/${kind}/${id}/${decision}`,
  establishments: `${ADMIN}/establishments`,
  stats: `${ADMIN}/stats`,
  importConfig: `${ADMIN}/import-config`,
  importHistory: `${ADMIN}/import-history`,
  importGooglePlaces: `${ADMIN}/import-google-places`,
  insights: (days: number) => `${ADMIN}/insights?days=${days}`,
  alerts: `${ADMIN}/alerts`,
  alert: (id: number) => `${ADMIN}/alerts/${id}`,
  reports: (status: 'open' | 'resolved') => `${ADMIN}/reports?status=${status}`,
  resolveReport: (id: number) => `${ADMIN}/reports/${id}/resolve`,
  stale: `${ADMIN}/stale`,
} as const;

/** The pattern of the paths a builder makes, whatever the id. */
function anyId(build: (id: number) => string): string {
  const SAMPLE = 123456789;
  return build(SAMPLE).split('?')[0].replace(String(SAMPLE), String.raw`\d+`);
}
const exactly = (paths: string[]) => paths.map((p) => new RegExp(`^${p}$`));

/** The path of a place's detail, whatever the place. */
export const ESTABLISHMENT_PATH = new RegExp(`^${anyId(establishmentUrl)}$`);

/**
 * The public reads' paths, which the service worker may keep (an allowlist: an owner's or the admin's
 * GET, the live stream and anything new are never kept).
 */
export const PUBLIC_API_READS: readonly RegExp[] = exactly([
  CATEGORIES_URL,
  AREAS_URL,
  CONFIG_URL,
  ALERTS_URL,
  ESTABLISHMENTS,
  LIVE_FEED_URL,
  COUNTS_URL,
  `${ESTABLISHMENTS}/itinerary`,
  `${ESTABLISHMENTS}/pins`,
  `${ESTABLISHMENTS}/extent`,
  anyId(establishmentUrl),
  anyId(placePhotosUrl),
  // What's on: the window the offline pack keeps (and any other), and a place's next dates.
  EVENTS_URL,
  EVENTS_TONIGHT_URL,
  anyId(placeEventsUrl),
  anyId((id) => stayRatesUrl(id, { checkIn: '', checkOut: '', adults: 1 })),
  // A shared trip: a snapshot the same for every visitor, kept so a link opened once opens offline.
  sharedTripUrl('CODE').replace('CODE', '[A-Za-z0-9]+'),
]);

interface PlaceImages {
  logoUrl: string | null;
  featuredImageUrl: string | null;
  heroImageUrl: string | null;
  imageGallery: string[];
}

/** The place's own photo a card shows (else the card shows the category's art). */
export function ownPhoto(e: Omit<PlaceImages, 'logoUrl'>) {
  return e.featuredImageUrl || e.heroImageUrl || e.imageGallery[0] || null;
}

/** What a card and a detail page show first: the logo and the own photo at card size (a stored photo's card URL). */
export function cardImageUrls(e: PlaceImages): string[] {
  const photo = ownPhoto(e);
  const card = photo && (photoCardUrl(photo) ?? photo);
  return [e.logoUrl, card].filter((u): u is string => Boolean(u));
}
