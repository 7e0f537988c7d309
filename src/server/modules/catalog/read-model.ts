import { CATEGORY_IDS } from '../../../domain/constants';
import { distanceKm } from '../../../domain/geo';
import { cardStay, cardStayChangesAt, filterAccommodations } from '../../../domain/planner';
import type { Category, Establishment, EstablishmentListQuery } from '../../../domain/schemas/catalog';
import { FOLD_FROM, FOLD_TO } from '../../db/schema';

/**
 * The active catalogue held in memory, so that a public list (search, filters, sorts, pages) costs a
 * scan of arrays instead of queries: at 10,000 places an uncached search or distance sort takes about a
 * millisecond here, where the database took 5–25 ms each and PGlite runs one query at a time. It is
 * rebuilt from the database after every write visitors can see (catalog/service.ts).
 *
 * What filters and sorts compare is kept in typed arrays indexed by position in name order: reading
 * a field of 10,000 reply objects (which have too many keys to be fast) cost milliseconds per list.
 */

/** An active establishment as a list shows it. */
export interface CatalogEntry {
  /** The reply object without its live updates (they depend on the time of the request). */
  establishment: Omit<Establishment, 'statusUpdates'>;
  /** Live updates, newest first, with when each stops being live (ms; null: never). */
  updates: { update: Establishment['statusUpdates'][number]; expiresAt: number | null }[];
}

export interface ListPage {
  establishments: Establishment[];
  validUntil: number | null;
  total: number;
}

/** A page as the JSON text of its establishments (the same text as JSON.stringify of list()'s). */
export interface ListJsonPage {
  json: string;
  validUntil: number | null;
  total: number;
}

/** A place written since the snapshot was made, as it now is; null when it is no longer active. */
export type ChangedPlace = { establishment: CatalogEntry['establishment']; searchText: string } | null;

/** What filters and sorts compare, in typed arrays indexed by position in name order. */
interface Columns {
  categoryIds: Int32Array;
  areaIds: Int32Array;
  /** Rank of the area's name (A-Z), NaN without an area. */
  areaRanks: Float64Array;
  /** NaN where unknown. */
  ratings: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
}

function columnsOf(est: readonly CatalogEntry['establishment'][]): Columns {
  const areaNames = [...new Set(est.flatMap((e) => (e.area ? [e.area.name] : [])))].sort(collator.compare);
  return {
    categoryIds: Int32Array.from(est, (e) => e.categoryId ?? NONE),
    areaIds: Int32Array.from(est, (e) => e.areaId ?? NONE),
    areaRanks: Float64Array.from(est, (e) => (e.area ? areaNames.indexOf(e.area.name) : Number.NaN)),
    ratings: Float64Array.from(est, (e) => e.googleRating ?? Number.NaN),
    latitudes: Float64Array.from(est, (e) => e.latitude ?? Number.NaN),
    longitudes: Float64Array.from(est, (e) => e.longitude ?? Number.NaN),
  };
}

export interface CatalogSnapshotInput {
  entries: { entry: CatalogEntry; searchText: string }[];
  categories: Category[];
  /** The lowest nightly rate of each priced stay for a card stay (domain/planner's cardStay). */
  lowestRates: (stay: ReturnType<typeof cardStay>) => Promise<Map<number, number>>;
}

/** Accent- and case-folded text for search, as the database folds establishments.search_text. */
export function foldText(s: string): string {
  let out = '';
  for (const ch of s) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out.toLowerCase();
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** Stands for "none" in the id columns (ids are positive); the number columns hold NaN instead. */
const NONE = -1;

/** An immutable view of the active catalogue, with the columns and orders a list needs. */
export class CatalogSnapshot {
  /** In name order: A-Z ignoring case and accents, then id. Every column below follows it. */
  private readonly entries: CatalogEntry[];
  private readonly indexById = new Map<number, number>();
  private readonly columns: Columns;
  /** Positions in the order of the stored names (code units, then id): a list without sort. */
  private readonly storedOrder: Int32Array;
  /** Positions 0..n-1: name order. */
  private readonly nameOrder: Int32Array;
  /** Every entry's folded search text (name, description, address), in name order. */
  private readonly texts: string[];
  /** Built at the first search: for each trigram of the texts, every place it occurs (`posting`). */
  private trigrams: Map<number, Float64Array> | null = null;
  /**
   * The matches of recent search texts: the next page of a search ("Show more"), another sort or
   * filter of it, or another visitor's same word reuses them instead of scanning again.
   */
  private readonly searches = new Map<string, Uint8Array>();
  /** The categories with their folded names, which a search also matches. */
  private readonly categories: { id: number; folded: string }[];
  private readonly categoryList: Category[];
  private readonly lowestRatesOf: CatalogSnapshotInput['lowestRates'];
  private rates: { checkIn: string; lowest: Promise<Map<number, number>> } | null = null;
  /**
   * Each entry's reply object without its live updates as JSON, without the closing brace, made at the
   * first page that shows it (shared by withUpdates: the places are the same).
   */
  private readonly jsonHeads: (string | undefined)[] = [];

  constructor(input: CatalogSnapshotInput) {
    const sorted = input.entries
      .slice()
      .sort(
        (a, b) =>
          collator.compare(a.entry.establishment.name, b.entry.establishment.name) ||
          a.entry.establishment.id - b.entry.establishment.id,
      );
    const n = sorted.length;
    this.entries = sorted.map((s) => s.entry);
    const est = this.entries.map((e) => e.establishment);
    for (const [i, e] of est.entries()) this.indexById.set(e.id, i);
    this.columns = columnsOf(est);
    this.nameOrder = Int32Array.from({ length: n }, (_, i) => i);
    this.storedOrder = this.nameOrder
      .slice()
      .sort((a, b) =>
        est[a].name < est[b].name ? -1 : est[a].name > est[b].name ? 1 : est[a].id - est[b].id,
      );
    this.texts = sorted.map((s) => s.searchText);
    this.categoryList = input.categories;
    this.categories = input.categories.map((c) => ({ id: c.id, folded: foldText(c.name) }));
    this.lowestRatesOf = input.lowestRates;
  }

  /**
   * The catalogue with other live updates (after owners posted or removed some) and the `places`
   * written since, keyed by id. When none of those was added, removed or renamed, every place keeps its
   * position: the orders are shared, the columns copied with the written places' values, and the search
   * index patched for their texts. Otherwise the snapshot is built anew from memory (no query).
   */
  withChanges(
    updatesOf: (id: number) => CatalogEntry['updates'],
    places: ReadonlyMap<number, ChangedPlace> = new Map(),
  ): CatalogSnapshot {
    const written: { i: number; place: NonNullable<ChangedPlace> }[] = [];
    for (const [id, place] of places) {
      const i = this.indexById.get(id);
      if (
        i === undefined ||
        place === null ||
        place.establishment.name !== this.entries[i].establishment.name
      )
        return this.rebuiltWith(updatesOf, places);
      written.push({ i, place });
    }
    const next: CatalogSnapshot = Object.create(CatalogSnapshot.prototype);
    const entries = this.entries.map((e) => ({
      establishment: places.get(e.establishment.id)?.establishment ?? e.establishment,
      updates: updatesOf(e.establishment.id),
    }));
    Object.assign(next, this, { entries });
    if (written.length === 0) return next;
    const texts = this.texts.slice();
    const jsonHeads = this.jsonHeads.slice();
    let trigrams = this.trigrams;
    for (const { i, place } of written) {
      jsonHeads[i] = undefined;
      if (place.searchText === texts[i]) continue;
      if (trigrams) trigrams = withTextReplaced(trigrams, i, texts[i], place.searchText);
      texts[i] = place.searchText;
    }
    const columns = columnsOf(entries.map((e) => e.establishment));
    const categoryMoved = columns.categoryIds.some((c, i) => c !== this.columns.categoryIds[i]);
    Object.assign(next, {
      columns,
      texts,
      trigrams,
      jsonHeads,
      searches: new Map(),
      // The lowest rates were read for the stays of this.columns.
      rates: categoryMoved ? null : this.rates,
    });
    return next;
  }

  /** A snapshot built from this one's places, with `places` added, replaced or removed. */
  private rebuiltWith(
    updatesOf: (id: number) => CatalogEntry['updates'],
    places: ReadonlyMap<number, ChangedPlace>,
  ): CatalogSnapshot {
    const entries: CatalogSnapshotInput['entries'] = [];
    const add = ({ establishment, searchText }: NonNullable<ChangedPlace>) =>
      entries.push({ entry: { establishment, updates: updatesOf(establishment.id) }, searchText });
    this.entries.forEach(({ establishment }, i) => {
      if (!places.has(establishment.id)) add({ establishment, searchText: this.texts[i] });
    });
    for (const place of places.values()) if (place) add(place);
    return new CatalogSnapshot({
      entries,
      categories: this.categoryList,
      lowestRates: this.lowestRatesOf,
    });
  }

  /** One active establishment with its live updates at `now`, or null. */
  get(id: number, now: Date): { establishment: Establishment; validUntil: number | null } | null {
    const i = this.indexById.get(id);
    if (i === undefined) return null;
    const page = withLiveUpdates([this.entries[i]], now.getTime());
    return { establishment: page.establishments[0], validUntil: page.validUntil };
  }

  /**
   * A page as reply objects: filter, order, page; the total counts every match. The route sends
   * listJson's text of the same page instead.
   */
  async list(query: EstablishmentListQuery, now: Date): Promise<ListPage> {
    const { positions, total, changesAt } = await this.select(query, now);
    const page = withLiveUpdates(
      Array.from(positions, (i) => this.entries[i]),
      now.getTime(),
    );
    return { establishments: page.establishments, validUntil: minOf(page.validUntil, changesAt), total };
  }

  /**
   * GET /api/establishments: the same page as list(), as JSON text. Each place's own fields are
   * serialised once per catalogue, and only its live updates per request: spreading and serialising
   * 24 full places anew was the largest part of an uncached search's CPU time.
   */
  async listJson(query: EstablishmentListQuery, now: Date): Promise<ListJsonPage> {
    const { positions, total, changesAt } = await this.select(query, now);
    const at = now.getTime();
    let validUntil: number | null = null;
    const parts: string[] = [];
    for (const i of positions) {
      const live = liveAt(this.entries[i].updates, at);
      validUntil = minOf(validUntil, live.validUntil);
      parts.push(`${this.jsonHead(i)},"statusUpdates":${JSON.stringify(live.updates)}}`);
    }
    return { json: `[${parts.join(',')}]`, validUntil: minOf(validUntil, changesAt), total };
  }

  /** The entry's JSON up to its live updates (its fields always include an id, so never empty). */
  private jsonHead(i: number): string {
    let head = this.jsonHeads[i];
    if (head === undefined) {
      head = JSON.stringify(this.entries[i].establishment).slice(0, -1);
      this.jsonHeads[i] = head;
    }
    return head;
  }

  /** The positions of the page asked for, in its order, and the total of every match. */
  private async select(
    query: EstablishmentListQuery,
    now: Date,
  ): Promise<{ positions: Int32Array; total: number; changesAt: number | null }> {
    const kept = query.q ? this.search(query.q) : new Uint8Array(this.entries.length).fill(1);
    if (query.categoryId !== undefined || query.areaId !== undefined) {
      const category = query.categoryId ?? NONE;
      const area = query.areaId ?? NONE;
      const { categoryIds, areaIds } = this.columns;
      for (let i = 0; i < kept.length; i++)
        if ((category !== NONE && categoryIds[i] !== category) || (area !== NONE && areaIds[i] !== area))
          kept[i] = 0;
    }
    let changesAt: number | null = null;
    if (query.band !== undefined || query.location !== undefined) {
      if (query.band !== undefined) changesAt = cardStayChangesAt(now);
      await this.keepStays(kept, query, now);
    }
    const ordered = this.order(kept, query);
    const offset = Math.min(query.offset ?? 0, ordered.length);
    const end = query.limit === undefined ? ordered.length : Math.min(ordered.length, offset + query.limit);
    return { positions: ordered.subarray(offset, end), total: ordered.length, changesAt };
  }

  /**
   * Marks the entries whose folded name, description or address contains the folded text, or whose
   * category's name does (a fresh copy: the caller unmarks what its filters leave out).
   */
  private search(q: string): Uint8Array {
    const needle = foldText(q);
    const cached = this.searches.get(needle);
    if (cached) {
      // Most recently used last, so the oldest is first to go.
      this.searches.delete(needle);
      this.searches.set(needle, cached);
      return cached.slice();
    }
    const hit = this.scan(needle);
    if (this.searches.size >= SEARCHES_KEPT) this.searches.delete(this.searches.keys().next().value!);
    this.searches.set(needle, hit);
    return hit.slice();
  }

  /**
   * A text of three or more characters is found through the trigram index alone (no text is read);
   * a shorter one by looking in every entry.
   */
  private scan(needle: string): Uint8Array {
    const hit = new Uint8Array(this.entries.length);
    if (needle.length >= 3) for (const start of this.occurrences(needle)) hit[entryOf(start)] = 1;
    else for (let i = 0; i < hit.length; i++) if (this.texts[i].includes(needle)) hit[i] = 1;
    const named = this.categories.filter((c) => c.folded.includes(needle)).map((c) => c.id);
    if (named.length > 0) {
      const { categoryIds } = this.columns;
      for (let i = 0; i < hit.length; i++) if (named.includes(categoryIds[i])) hit[i] = 1;
    }
    return hit;
  }

  /**
   * Where the needle occurs, as postings of its first character, ascending: the occurrences of its
   * rarest trigram moved back to the needle's start, kept where each other trigram occurs at its own
   * offset from there. Consecutive trigrams overlap, so that is exactly where the needle occurs; for a
   * common word ("reef" in thousands of places) merging sorted numbers costs far less than an
   * `includes` on every text that holds it.
   */
  private occurrences(needle: string): Float64Array {
    this.trigrams ??= buildTrigramIndex(this.texts);
    const pieces: { offset: number; postings: Float64Array }[] = [];
    for (let offset = 0; offset + 3 <= needle.length; offset++) {
      const postings = this.trigrams.get(trigramAt(needle, offset));
      if (!postings) return NO_POSTINGS;
      pieces.push({ offset, postings });
    }
    pieces.sort((a, b) => a.postings.length - b.postings.length);
    let starts = movedBack(pieces[0].postings, pieces[0].offset);
    for (let k = 1; k < pieces.length && starts.length > 0; k++)
      starts = followedBy(starts, pieces[k].postings, pieces[k].offset);
    return starts;
  }

  /** Unmarks what the trip planner's stay filter (band, location) leaves out. */
  private async keepStays(kept: Uint8Array, query: EstablishmentListQuery, now: Date) {
    const lowest = query.band === undefined ? null : await this.lowestRates(now);
    const candidates = [];
    for (let index = 0; index < kept.length; index++) {
      if (kept[index] === 0 || this.columns.categoryIds[index] !== CATEGORY_IDS.accommodations) continue;
      const { id, name, description, address, areaId, categoryId } = this.entries[index].establishment;
      candidates.push({ id, name, description, address, areaId, categoryId, index });
    }
    kept.fill(0);
    for (const p of filterAccommodations(candidates, (id) => lowest?.get(id), {
      band: query.band,
      location: query.location,
    }))
      kept[p.index] = 1;
  }

  /** Lowest nightly rates of the card stay, read once per check-in day for this snapshot. */
  private lowestRates(now: Date): Promise<Map<number, number>> {
    const stay = cardStay(now);
    if (this.rates?.checkIn !== stay.checkIn) {
      const lowest = this.lowestRatesOf(stay);
      lowest.catch(() => {
        if (this.rates?.lowest === lowest) this.rates = null;
      });
      this.rates = { checkIn: stay.checkIn, lowest };
    }
    return this.rates.lowest;
  }

  /**
   * Positions of the kept entries in the query's order. The sorts are stable over name order, so
   * every order ends with name then id and pages never overlap.
   */
  private order(kept: Uint8Array, query: EstablishmentListQuery): Int32Array {
    const base = query.sort === undefined ? this.storedOrder : this.nameOrder;
    const all = new Int32Array(base.length);
    let j = 0;
    for (let k = 0; k < base.length; k++) if (kept[base[k]] === 1) all[j++] = base[k];
    const out = all.subarray(0, j);
    const { areaRanks, ratings, latitudes, longitudes } = this.columns;
    // Typed arrays sort stably too (ECMAScript 2019).
    switch (query.sort) {
      case undefined:
      case 'name':
        return out;
      case 'area':
        return out.sort((a, b) => nanLast(areaRanks[a], areaRanks[b]));
      case 'rating':
        return out.sort((a, b) => nanLast(-ratings[a], -ratings[b]));
      case 'distance': {
        const from = { latitude: query.lat ?? 0, longitude: query.lng ?? 0 };
        const km = new Float64Array(this.entries.length);
        for (const i of out)
          km[i] = Number.isNaN(latitudes[i])
            ? Number.NaN
            : distanceKm(from, { latitude: latitudes[i], longitude: longitudes[i] });
        return out.sort((a, b) => nanLast(km[a], km[b]));
      }
    }
  }
}

const NO_POSTINGS = new Float64Array(0);
/** Search texts whose matches are kept (one byte per establishment each). */
const SEARCHES_KEPT = 64;

/** Three UTF-16 code units as one number (exact: 48 bits), a cheaper Map key than a string. */
const trigramAt = (s: string, p: number) =>
  s.charCodeAt(p) * 4_294_967_296 + s.charCodeAt(p + 1) * 65_536 + s.charCodeAt(p + 2);

/**
 * A posting: where a trigram occurs, as entry * POSITIONS + position in the entry's text (exact in a
 * double for 2^29 entries of texts up to 16 M characters, far beyond any catalogue).
 */
const POSITIONS = 2 ** 24;
const entryOf = (posting: number) => Math.floor(posting / POSITIONS);

/** Adds the postings of entry `i`'s text to `lists`, by trigram (ascending when entries come in order). */
function addPostings(lists: Map<number, number[]>, text: string, i: number): Map<number, number[]> {
  for (let p = 0; p + 3 <= text.length; p++) {
    const key = trigramAt(text, p);
    const posting = i * POSITIONS + p;
    const list = lists.get(key);
    if (list) list.push(posting);
    else lists.set(key, [posting]);
  }
  return lists;
}

/** For each trigram of the texts, every posting of it, ascending. */
function buildTrigramIndex(texts: readonly string[]): Map<number, Float64Array> {
  const lists = new Map<number, number[]>();
  for (const [i, text] of texts.entries()) addPostings(lists, text, i);
  const index = new Map<number, Float64Array>();
  for (const [key, list] of lists) index.set(key, Float64Array.from(list));
  return index;
}

/** First index of a posting >= value in an ascending list. */
function lowerBound(postings: Float64Array, value: number): number {
  let lo = 0;
  let hi = postings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postings[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A copy of the index with entry `i`'s text `before` replaced by `after`: the entry's postings are a
 * run in each ascending list (entry * POSITIONS + position), so only the lists of both texts' trigrams
 * are rebuilt, and `index` (shared with the snapshot it belongs to) is left as it is.
 */
export function withTextReplaced(
  index: ReadonlyMap<number, Float64Array>,
  i: number,
  before: string,
  after: string,
): Map<number, Float64Array> {
  const next = new Map(index);
  const added = addPostings(new Map(), after, i);
  const keys = new Set([...addPostings(new Map(), before, i).keys(), ...added.keys()]);
  for (const key of keys) {
    const old = next.get(key) ?? NO_POSTINGS;
    const from = lowerBound(old, i * POSITIONS);
    const to = lowerBound(old, (i + 1) * POSITIONS);
    const own = added.get(key) ?? [];
    const list = new Float64Array(old.length - (to - from) + own.length);
    list.set(old.subarray(0, from));
    list.set(own, from);
    list.set(old.subarray(to), from + own.length);
    if (list.length > 0) next.set(key, list);
    else next.delete(key);
  }
  return next;
}

/** The postings `offset` characters earlier, where that is still in the same text. */
function movedBack(postings: Float64Array, offset: number): Float64Array {
  const out = new Float64Array(postings.length);
  let n = 0;
  for (const posting of postings) if (posting % POSITIONS >= offset) out[n++] = posting - offset;
  return out.subarray(0, n);
}

/** The starts (ascending) followed, `offset` characters on, by one of the postings (ascending). */
export function followedBy(starts: Float64Array, postings: Float64Array, offset: number): Float64Array {
  const out = new Float64Array(starts.length);
  let n = 0;
  let j = 0;
  for (const start of starts) {
    const wanted = start + offset;
    while (j < postings.length && postings[j] < wanted) j++;
    if (j === postings.length) break;
    if (postings[j] === wanted) out[n++] = start;
  }
  return out.subarray(0, n);
}

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** Ascending a - b, with NaN (unknown) after every number. */
function nanLast(a: number, b: number): number {
  const aNone = Number.isNaN(a);
  const bNone = Number.isNaN(b);
  if (aNone || bNone) return aNone === bNone ? 0 : aNone ? 1 : -1;
  return a - b;
}

/** The updates of `updates` still live at `now`, and when the first of those expires. */
function liveAt(
  updates: CatalogEntry['updates'],
  now: number,
): { updates: Establishment['statusUpdates']; validUntil: number | null } {
  let validUntil: number | null = null;
  const live: Establishment['statusUpdates'] = [];
  for (const u of updates) {
    if (u.expiresAt !== null && u.expiresAt <= now) continue;
    live.push(u.update);
    if (u.expiresAt !== null && (validUntil === null || u.expiresAt < validUntil)) validUntil = u.expiresAt;
  }
  return { updates: live, validUntil };
}

/** The reply objects with the updates still live at `now`, and when the first of those expires. */
function withLiveUpdates(
  entries: CatalogEntry[],
  now: number,
): { establishments: Establishment[]; validUntil: number | null } {
  let validUntil: number | null = null;
  const establishments = entries.map((e) => {
    const live = liveAt(e.updates, now);
    validUntil = minOf(validUntil, live.validUntil);
    return { ...e.establishment, statusUpdates: live.updates };
  });
  return { establishments, validUntil };
}
