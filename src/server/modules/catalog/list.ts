import { CATEGORY_IDS } from '../../../domain/constants';
import { distanceKm } from '../../../domain/geo';
import { cardStay, cardStayChangesAt, filterAccommodations } from '../../../domain/planner';
import type { Establishment, EstablishmentListQuery } from '../../../domain/schemas/catalog';
import type { SearchMatch } from '../../../domain/search-index';
import { openAt } from './open-now';
import { earliest, liveAt } from './place';
import type { Catalogue, Place } from './store';

export interface ListPage {
  establishments: Establishment[];
  /**
   * When the reply stops being true: a live update in it expires, the card stay moves on, or a place
   * in it (with openNow=true: any place it chose from) opens or closes.
   */
  validUntil: number | null;
  /** Every match, on all pages. */
  total: number;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The ids of the catalogue's places by name A-Z and by name as stored (code units), sorted again only
 * after a place is added, removed or renamed (an edit replaces a place's object, not its id).
 */
const orders = new WeakMap<Catalogue, { version: number; stored: number[]; byName: number[] }>();

function ordersOf(catalogue: Catalogue) {
  let o = orders.get(catalogue);
  if (!o || o.version !== catalogue.namesVersion) {
    const all = Array.from(catalogue.places.values(), (p) => p.fields);
    all.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    const byName = all.map((p) => p.id);
    all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    o = { version: catalogue.namesVersion, stored: all.map((p) => p.id), byName };
    orders.set(catalogue, o);
  }
  return o;
}

/**
 * Filters, orders and pages the active places for GET /api/establishments. With `q` and no sort the
 * most relevant come first; every sort breaks ties by name then id, so pages never overlap.
 */
export async function listPlaces(
  catalogue: Catalogue,
  query: EstablishmentListQuery,
  now: Date,
): Promise<ListPage> {
  const at = now.getTime();
  const { places: found, matches, validUntil: searchChanges } = matching(catalogue, query, at);
  let places = found;
  let validUntil: number | null = searchChanges;
  if (query.band !== undefined || query.location !== undefined) {
    if (query.band !== undefined) validUntil = cardStayChangesAt(now);
    const lowest = query.band === undefined ? null : await lowestRates(catalogue, now);
    const stays = places.filter((p) => p.fields.categoryId === CATEGORY_IDS.accommodations);
    const kept = new Set(
      filterAccommodations(
        stays.map((p) => p.fields),
        (id) => lowest?.get(id),
        query,
      ),
    );
    places = places.filter((p) => kept.has(p.fields));
  }
  if (query.openNow) {
    for (const p of places) validUntil = earliest(validUntil, openAt(p.fields, at).validUntil);
    // Known closed places go; those of unknown hours stay, after the open ones (decision 56).
    places = places.filter((p) => openAt(p.fields, at).openNow !== false);
  }
  const ordered = query.openNow ? openFirst(sorted(places, query), at) : sorted(places, query);
  const offset = query.offset ?? 0;
  const page = ordered.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  const establishments = page.map((p) => {
    const live = liveAt(p.updates, at);
    const open = openAt(p.fields, at);
    validUntil = earliest(earliest(validUntil, live.validUntil), open.validUntil);
    const match = matches.get(p.fields.id);
    return {
      ...p.fields,
      openNow: open.openNow,
      nextChange: open.nextChange,
      statusUpdates: live.updates,
      ...(match ? { searchMatch: { kind: match.kind, id: match.id, text: match.text } } : {}),
    };
  });
  return { establishments, validUntil, total: ordered.length };
}

interface Matching {
  places: Place[];
  /** Why a place was found when not by its own text (a search's live update or event). */
  matches: Map<number, SearchMatch>;
  /** When a live update or event the search matched starts or stops being found. */
  validUntil: number | null;
}

/** The places the search and the category and area filters keep, in name order or by relevance. */
function matching(catalogue: Catalogue, query: EstablishmentListQuery, now: number): Matching {
  const { categoryId, areaId, amenities = [] } = query;
  const keep = (p: Place | undefined): p is Place =>
    p !== undefined &&
    (categoryId === undefined || p.fields.categoryId === categoryId) &&
    (areaId === undefined || p.fields.areaId === areaId) &&
    amenities.every((key) => p.fields.attributes[key] === true) &&
    !(query.hideReportedClosed && p.fields.reportedClosed);
  if (query.q) {
    const { hits, validUntil } = catalogue.search.find(query.q, now);
    const matches = new Map<number, SearchMatch>();
    for (const hit of hits) if (hit.match) matches.set(hit.id, hit.match);
    const found = hits.map((hit) => catalogue.places.get(hit.id)).filter(keep);
    if (query.sort === undefined) return { places: found, matches, validUntil };
    const ids = new Set(found.map((p) => p.fields.id));
    const places = ordersOf(catalogue)
      .byName.filter((id) => ids.has(id))
      .map((id) => catalogue.places.get(id)!);
    return { places, matches, validUntil };
  }
  const { stored, byName } = ordersOf(catalogue);
  const places = (query.sort === undefined ? stored : byName)
    .map((id) => catalogue.places.get(id))
    .filter(keep);
  return { places, matches: new Map(), validUntil: null };
}

/** The places open at `at` first, then those of unknown hours, each part in the order it had. */
function openFirst(places: Place[], at: number): Place[] {
  const open = places.filter((p) => openAt(p.fields, at).openNow === true);
  if (open.length === places.length) return places;
  return open.concat(places.filter((p) => openAt(p.fields, at).openNow !== true));
}

/** Unknown values (NaN) after every number; the sort is stable, so ties keep name order. */
function nanLast(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(Number.isNaN(a)) - Number(Number.isNaN(b));
  return a - b;
}

function sorted(places: Place[], query: EstablishmentListQuery): Place[] {
  const by = (key: (p: Place) => number) => {
    const keys = new Map(places.map((p) => [p, key(p)]));
    return places.sort((a, b) => nanLast(keys.get(a)!, keys.get(b)!));
  };
  switch (query.sort) {
    case undefined:
    case 'name':
      return places;
    case 'area': {
      const names = [...new Set(places.flatMap((p) => (p.fields.area ? [p.fields.area.name] : [])))].sort(
        collator.compare,
      );
      return by((p) => (p.fields.area ? names.indexOf(p.fields.area.name) : Number.NaN));
    }
    case 'rating':
      return by((p) => -(p.fields.googleRating ?? Number.NaN));
    case 'distance': {
      const from = { latitude: query.lat ?? 0, longitude: query.lng ?? 0 };
      return by(({ fields: { latitude, longitude } }) =>
        latitude === null || longitude === null ? Number.NaN : distanceKm(from, { latitude, longitude }),
      );
    }
  }
}

/** The lowest nightly rate of each priced stay for the trip planner's card stay, read once a day. */
function lowestRates(catalogue: Catalogue, now: Date): Promise<Map<number, number>> {
  const stay = cardStay(now);
  if (catalogue.stayRates?.checkIn !== stay.checkIn) {
    const lowest = catalogue.readStayRates(stay);
    lowest.catch(() => {
      if (catalogue.stayRates?.lowest === lowest) catalogue.stayRates = null;
    });
    catalogue.stayRates = { checkIn: stay.checkIn, lowest };
  }
  return catalogue.stayRates.lowest;
}
