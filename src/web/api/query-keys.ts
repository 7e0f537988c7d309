/**
 * Every query's key: a typed tuple whose first element says whose data it is (the public catalogue's
 * places, an owner's, the admin's), so that refreshing, forgetting and the live stream's patches find
 * the replies they touch by key (`['establishments', 'pins', …]`), never by reading URLs. The URL a
 * query fetches comes from the one builder (domain/api-urls.ts), from the same arguments.
 */
import {
  type EstablishmentFilters,
  type EstablishmentListParams,
  type EventsWindow,
  establishmentListParams,
} from '../../domain/api-urls';
import type { CardStay } from '../../domain/planner';
import type { Bbox, ItineraryQuery } from '../../domain/schemas/highlights';

/** The map's filters as a key holds them: only those set. */
export interface MapKeyFilters {
  categoryId?: number;
  areaId?: number;
  openNow?: true;
}

export function mapKeyFilters(filters: {
  categoryId?: number | null;
  areaId?: number | null;
  openNow?: boolean;
}): MapKeyFilters {
  const kept: MapKeyFilters = {};
  if (filters.categoryId) kept.categoryId = filters.categoryId;
  if (filters.areaId) kept.areaId = filters.areaId;
  if (filters.openNow) kept.openNow = true;
  return kept;
}

/**
 * The catalogue's places and their views: everything a change to a place may change. A write refreshes
 * them all (`establishmentKeys.all`); the live stream patches the kinds that show live updates.
 */
export const establishmentKeys = {
  all: ['establishments'] as const,
  /** A list read at once. */
  list: (filters: EstablishmentFilters) =>
    ['establishments', 'list', establishmentListParams(filters)] as const,
  /** A list read page by page (`limit` is the page size). */
  pages: (filters: EstablishmentFilters) =>
    ['establishments', 'pages', establishmentListParams(filters)] as const,
  detail: (id: number) => ['establishments', 'detail', id] as const,
  /** The public gallery. */
  photos: (id: number) => ['establishments', 'photos', id] as const,
  /** Every update of one place, expired ones included (its managers' list). */
  statusUpdates: (id: number) => ['establishments', 'status-updates', id] as const,
  statusUpdatesAll: ['establishments', 'status-updates'] as const,
  feed: (limit?: number) => ['establishments', 'feed', limit ? { limit } : {}] as const,
  counts: () => ['establishments', 'counts'] as const,
  itinerary: (options: ItineraryQuery) => ['establishments', 'itinerary', options] as const,
  pins: (box: Bbox, filters: MapKeyFilters) => ['establishments', 'pins', { box, ...filters }] as const,
  extent: (filters: MapKeyFilters) => ['establishments', 'extent', filters] as const,
};

/** The island's settings and lists that no place's change touches. */
export const siteKeys = {
  categories: () => ['categories'] as const,
  areas: () => ['areas'] as const,
  config: () => ['config'] as const,
  alerts: () => ['alerts'] as const,
  /** Every accommodation's rates, for every stay. */
  allRates: ['rates'] as const,
  /** An accommodation's rates for a stay (cards, the detail page and the booking form share them). */
  rates: (id: number, stay: CardStay) => ['rates', id, stay] as const,
};

/** What's on: the occurrences of a window and of a place, refetched when the live stream says a place's events changed. */
export const eventKeys = {
  all: ['events'] as const,
  window: (window: EventsWindow) => ['events', 'window', window] as const,
  tonight: () => ['events', 'tonight'] as const,
  place: (id: number) => ['events', 'place', id] as const,
};

/** The signed-in account. */
export const authKeys = {
  user: () => ['auth', 'user'] as const,
};

/** One owner's data: forgotten when the account changes, refreshed after every owner's or admin's change. */
export const businessKeys = {
  all: ['business'] as const,
  establishments: () => ['business', 'establishments'] as const,
  requests: () => ['business', 'requests'] as const,
  photos: (id: number) => ['business', 'photos', id] as const,
  insights: (id: number, days: number) => ['business', 'insights', id, days] as const,
  bookingRequests: () => ['business', 'booking-requests'] as const,
  reports: () => ['business', 'reports'] as const,
  /** A place's events as its owners edit them, ended ones included. */
  events: (id: number) => ['business', 'events', id] as const,
};

export type ReviewKind = 'claims' | 'registrations';

/** The admin's data: forgotten and refreshed as the owners'. */
export const adminKeys = {
  all: ['admin'] as const,
  pendingReviews: (kind: ReviewKind) => ['admin', 'reviews', kind] as const,
  establishments: () => ['admin', 'establishments'] as const,
  stats: () => ['admin', 'stats'] as const,
  importConfig: () => ['admin', 'import-config'] as const,
  importHistory: () => ['admin', 'import-history'] as const,
  insights: (days: number) => ['admin', 'insights', days] as const,
  alerts: () => ['admin', 'alerts'] as const,
  reports: (status: 'open' | 'resolved') => ['admin', 'reports', status] as const,
  stale: () => ['admin', 'stale'] as const,
};

/** The keys of the replies that show places' live updates, which the live stream patches. */
export type LiveReplyKey =
  | ReturnType<typeof establishmentKeys.list>
  | ReturnType<typeof establishmentKeys.pages>
  | ReturnType<typeof establishmentKeys.detail>
  | ReturnType<typeof establishmentKeys.statusUpdates>
  | ReturnType<typeof establishmentKeys.feed>
  | ReturnType<typeof establishmentKeys.pins>
  | ReturnType<typeof adminKeys.establishments>
  | ReturnType<typeof businessKeys.establishments>;

export type { EstablishmentListParams };

/** Trips shared by link: a snapshot each, the same for every visitor. */
/** A stale-listing reminder's link, by its token. */
export const listingLinkKeys = {
  of: (token: string) => ['listing-link', token] as const,
};

export const tripKeys = {
  shared: (code: string) => ['trips', 'shared', code] as const,
};
