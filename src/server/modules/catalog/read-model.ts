import { distanceKm } from '../../../domain/geo';
import { cardStay, cardStayChangesAt, filterAccommodations } from '../../../domain/planner';
import type { Category, Establishment, EstablishmentListQuery } from '../../../domain/schemas/catalog';

/**
 * The active catalogue held in memory, so that a public list (search, filters, sorts, pages) costs a
 * scan of arrays instead of queries: at 10,000 places an uncached search or distance sort takes well
 * under a millisecond here, where the database took 5–25 ms each and PGlite runs one query at a time.
 * It is rebuilt from the database after every write visitors can see (catalog/service.ts).
 */

/** An active establishment as a list shows it, with what its filters and sorts compare. */
export interface CatalogEntry {
  /** The reply object without its live updates (they depend on the time of the request). */
  establishment: Omit<Establishment, 'statusUpdates'>;
  /** Live updates, newest first, with when each stops being live (ms; null: never). */
  updates: { update: Establishment['statusUpdates'][number]; expiresAt: number | null }[];
  /** Position in the name order of the stored names (code units), the order of a list without sort. */
  storedRank: number;
}

export interface ListPage {
  establishments: Establishment[];
  validUntil: number | null;
  total: number;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** Separates establishments in the search haystack; a search can't contain it (NUL is refused). */
const SEPARATOR = '\u0000';

export interface CatalogSnapshotInput {
  entries: { entry: Omit<CatalogEntry, 'storedRank'>; searchText: string }[];
  categories: Category[];
  /** Accent- and case-folding, as the stored search text is folded. */
  fold: (s: string) => string;
  /** The lowest nightly rate of each priced stay for a card stay (domain/planner's cardStay). */
  lowestRates: (stay: ReturnType<typeof cardStay>) => Promise<Map<number, number>>;
}

/** An immutable view of the active catalogue, with the indexes a list needs. */
export class CatalogSnapshot {
  /** In name order: A-Z ignoring case and accents, then id. */
  private readonly entries: CatalogEntry[];
  private readonly byId = new Map<number, CatalogEntry>();
  /** Every entry's folded search text, in `entries` order, joined by SEPARATOR. */
  private readonly haystack: string;
  /** Where each entry's text starts in the haystack. */
  private readonly starts: Int32Array;
  private readonly categories: Category[];
  private readonly fold: (s: string) => string;
  private readonly lowestRatesOf: CatalogSnapshotInput['lowestRates'];
  private rates: { checkIn: string; lowest: Promise<Map<number, number>> } | null = null;

  constructor(input: CatalogSnapshotInput) {
    const sorted = input.entries
      .slice()
      .sort(
        (a, b) =>
          collator.compare(a.entry.establishment.name, b.entry.establishment.name) ||
          a.entry.establishment.id - b.entry.establishment.id,
      );
    const byStoredName = sorted
      .map((s) => s.entry.establishment)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    const storedRank = new Map(byStoredName.map((e, i) => [e.id, i]));
    this.entries = sorted.map((s) => ({ ...s.entry, storedRank: storedRank.get(s.entry.establishment.id)! }));
    for (const e of this.entries) this.byId.set(e.establishment.id, e);
    this.starts = new Int32Array(sorted.length);
    let at = 0;
    sorted.forEach((s, i) => {
      this.starts[i] = at;
      at += s.searchText.length + SEPARATOR.length;
    });
    this.haystack = sorted.map((s) => s.searchText).join(SEPARATOR);
    this.categories = input.categories;
    this.fold = input.fold;
    this.lowestRatesOf = input.lowestRates;
  }

  get size() {
    return this.entries.length;
  }

  /** One active establishment with its live updates at `now`, or null. */
  get(id: number, now: Date): { establishment: Establishment; validUntil: number | null } | null {
    const entry = this.byId.get(id);
    if (!entry) return null;
    const page = withLiveUpdates([entry], now.getTime());
    return { establishment: page.establishments[0], validUntil: page.validUntil };
  }

  /** GET /api/establishments: filter, order, page; the total counts every match. */
  async list(query: EstablishmentListQuery, now: Date): Promise<ListPage> {
    let matches = query.q ? this.search(query.q) : this.entries;
    if (query.categoryId !== undefined || query.areaId !== undefined)
      matches = matches.filter(
        (e) =>
          (query.categoryId === undefined || e.establishment.categoryId === query.categoryId) &&
          (query.areaId === undefined || e.establishment.areaId === query.areaId),
      );
    let changesAt: number | null = null;
    if (query.band !== undefined || query.location !== undefined) {
      const lowest = query.band === undefined ? null : await this.lowestRates(now);
      if (query.band !== undefined) changesAt = cardStayChangesAt(now);
      matches = filterAccommodations(
        matches.map((entry) => {
          const { id, name, description, address, areaId, categoryId } = entry.establishment;
          return { id, name, description, address, areaId, categoryId, entry };
        }),
        (id) => lowest?.get(id),
        { band: query.band, location: query.location },
      ).map((p) => p.entry);
    }
    const ordered = order(matches, query);
    const offset = query.offset ?? 0;
    const slice = ordered.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
    const page = withLiveUpdates(slice, now.getTime());
    return {
      establishments: page.establishments,
      validUntil: minOf(page.validUntil, changesAt),
      total: ordered.length,
    };
  }

  /**
   * Entries whose folded name, description or address contains the folded text, or whose category's
   * name does, in name order: one indexOf pass over the joined texts.
   */
  private search(q: string): CatalogEntry[] {
    const needle = this.fold(q);
    const hit = new Uint8Array(this.entries.length);
    for (let at = this.haystack.indexOf(needle); at !== -1; ) {
      const i = this.entryAt(at);
      hit[i] = 1;
      const next = i + 1 < this.starts.length ? this.starts[i + 1] : this.haystack.length;
      at = this.haystack.indexOf(needle, next);
    }
    const categoryIds = new Set(
      this.categories.filter((c) => this.fold(c.name).includes(needle)).map((c) => c.id),
    );
    return this.entries.filter(
      (e, i) => hit[i] === 1 || categoryIds.has(e.establishment.categoryId ?? Number.NaN),
    );
  }

  /** The entry whose text holds haystack position `at` (binary search over the starts). */
  private entryAt(at: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
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
}

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * Entries (in name order) in the query's order. Sorts are stable, so ties stay in name order: every
 * order ends with name then id, and pages never overlap.
 */
function order(entries: CatalogEntry[], query: EstablishmentListQuery): CatalogEntry[] {
  const est = (e: CatalogEntry) => e.establishment;
  switch (query.sort) {
    case undefined:
      return entries.slice().sort((a, b) => a.storedRank - b.storedRank);
    case 'name':
      return entries;
    case 'area':
      return entries.slice().sort((a, b) => {
        const x = est(a).area?.name;
        const y = est(b).area?.name;
        if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
        return collator.compare(x, y);
      });
    case 'rating':
      return entries.slice().sort((a, b) => {
        const x = est(a).googleRating;
        const y = est(b).googleRating;
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        return y - x;
      });
    case 'distance': {
      const from = { latitude: query.lat ?? 0, longitude: query.lng ?? 0 };
      const km = new Map(
        entries.map((e) => {
          const { latitude, longitude } = est(e);
          return [
            e,
            latitude === null || longitude === null ? null : distanceKm(from, { latitude, longitude }),
          ];
        }),
      );
      return entries.slice().sort((a, b) => nullsLast(km.get(a) ?? null, km.get(b) ?? null));
    }
  }
}

/** Ascending a - b, with null after every number. */
function nullsLast(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/** The reply objects with the updates still live at `now`, and when the first of those expires. */
function withLiveUpdates(
  entries: CatalogEntry[],
  now: number,
): { establishments: Establishment[]; validUntil: number | null } {
  let validUntil: number | null = null;
  const establishments = entries.map((e) => {
    const live = e.updates.filter((u) => u.expiresAt === null || u.expiresAt > now);
    for (const u of live)
      if (u.expiresAt !== null && (validUntil === null || u.expiresAt < validUntil)) validUntil = u.expiresAt;
    return { ...e.establishment, statusUpdates: live.map((u) => u.update) };
  });
  return { establishments, validUntil };
}
