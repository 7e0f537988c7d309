import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../../domain/constants';
import type { CardStay } from '../../../domain/planner';
import type { Area, Category, StatusUpdate } from '../../../domain/schemas/catalog';
import {
  createSearchIndex,
  type SearchableEvent,
  type SearchablePlace,
  type SearchIndex,
} from '../../../domain/search-index';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { ChangeLog } from '../changes';
import { type PlaceFields, toArea, toCategory, toPlaceFields, toStatusUpdate } from './place';

/**
 * An active place as the catalogue holds it: its public fields, its live updates, newest first, and
 * the words of its events not yet ended (for the search).
 */
export interface Place {
  fields: PlaceFields;
  updates: StatusUpdate[];
  events: SearchableEvent[];
}

/** What the search indexes of a place: its text, its live updates and its events (decision 56). */
export const searchableOf = (p: Place): SearchablePlace => ({
  ...p.fields,
  statusUpdates: p.updates,
  events: p.events,
});

/** The active catalogue in memory: plain objects, and the search index over them. */
export interface Catalogue {
  places: Map<number, Place>;
  categories: Map<number, Category>;
  areas: Map<number, Area>;
  search: SearchIndex;
  /** Bumped whenever a place is added, removed or renamed: orders by name made before are stale. */
  namesVersion: number;
  /** The lowest nightly rates of the trip planner's card stay, read once per check-in day. */
  stayRates: { checkIn: string; lowest: Promise<Map<number, number>> } | null;
  readStayRates: (stay: CardStay) => Promise<Map<number, number>>;
}

/** Where others may write, the catalogue's tables are checked at most this often (see fingerprint). */
export const CHECK_EVERY_MS = 60_000;

/** The tables the catalogue is made from. */
const CATALOG_TABLES = [
  t.establishments,
  t.statusUpdates,
  t.categories,
  t.areas,
  t.accommodationRates,
  t.accommodationAvailability,
];

/** The change log as the catalogue uses it: it hears every change, and records a write no app made. */
export type CatalogChangeSource = Pick<ChangeLog, 'subscribe' | 'recordOutsideWrite'>;

export interface CatalogStoreOptions {
  /**
   * Whether writes no app instance records can happen (PostgreSQL: a restore, SQL by hand): then the
   * tables are checked once the catalogue is a minute old, and a change found is recorded in the change
   * log for every instance. An embedded database belongs to this process alone.
   */
  othersMayWrite: boolean;
  /** The accommodations module's rates, handed in (services.ts): it reads places, which read the catalogue. */
  stays: StayRates;
  /** The events module's words for the search, handed in likewise (its service reads the catalogue). */
  events?: EventTexts;
}

/** What the search needs of the events module: the events not yet ended of these places (null: all). */
export interface EventTexts {
  of(establishmentIds: readonly number[] | null, now: Date): Promise<Map<number, SearchableEvent[]>>;
}

/** What the trip planner's cards need of the accommodations module. */
export interface StayRates {
  /** The lowest nightly rate of each of these places with a room bookable for the stay. */
  lowestNightlyRates(establishmentIds: readonly number[], stay: CardStay): Promise<Map<number, number>>;
}

/**
 * Keeps the active catalogue in memory: read whole at the first request, then the places named by each
 * change record re-read (with their live updates) before the next read; a change without ids re-reads
 * everything. Concurrent reads share one load.
 */
export function createCatalogStore(
  db: Db,
  changes: CatalogChangeSource,
  options: CatalogStoreOptions,
  clock: Clock,
) {
  let current: Promise<Catalogue> | null = null;
  let changed: Set<number> | 'all' = 'all';
  let checkedAt = 0;
  let seenFingerprint: string | null = null;
  let checking = false;
  /** The rates of the places to stay in `places`, which the catalogue keeps current. */
  const stayRatesOf = (places: Map<number, Place>) => (stay: CardStay) => {
    const stays: number[] = [];
    for (const place of places.values())
      if (place.fields.categoryId === CATEGORY_IDS.accommodations) stays.push(place.fields.id);
    return options.stays.lowestNightlyRates(stays, stay);
  };

  changes.subscribe(({ establishmentIds }) => {
    if (changed === 'all') return;
    if (establishmentIds === null) changed = 'all';
    else for (const id of establishmentIds) changed.add(id);
  });

  const liveUpdates = (now: Date) =>
    and(
      eq(t.statusUpdates.isActive, true),
      or(isNull(t.statusUpdates.expiresAt), gt(t.statusUpdates.expiresAt, now)),
    )!;

  async function readPlaces(ids: number[] | null, cat: Pick<Catalogue, 'categories' | 'areas'>) {
    const now = clock.now();
    const [rows, updates, events] = await Promise.all([
      db
        .select()
        .from(t.establishments)
        .where(ids ? inArray(t.establishments.id, ids) : eq(t.establishments.isActive, true)),
      db
        .select()
        .from(t.statusUpdates)
        .where(and(liveUpdates(now), ids ? inArray(t.statusUpdates.establishmentId, ids) : undefined))
        // Newest first, as domain/live-feed.ts's newestUpdateFirst orders them (the feed and the live patching).
        .orderBy(desc(t.statusUpdates.createdAt), desc(t.statusUpdates.id)),
      options.events?.of(ids, now) ?? new Map<number, SearchableEvent[]>(),
    ]);
    const places = new Map<number, Place>();
    for (const row of rows)
      if (row.isActive)
        places.set(row.id, {
          fields: toPlaceFields(row, cat.categories, cat.areas),
          updates: [],
          events: events.get(row.id) ?? [],
        });
    for (const u of updates) places.get(u.establishmentId)?.updates.push(toStatusUpdate(u));
    return places;
  }

  async function load(): Promise<Catalogue> {
    await rememberFingerprint();
    const [categories, areas] = await Promise.all([
      db.select().from(t.categories),
      db.select().from(t.areas).orderBy(t.areas.id),
    ]);
    const reference = {
      categories: new Map(categories.map((c) => [c.id, toCategory(c)])),
      areas: new Map(areas.map((a) => [a.id, toArea(a)])),
    };
    const places = await readPlaces(null, reference);
    const search = createSearchIndex(Array.from(places.values(), searchableOf));
    return {
      ...reference,
      places,
      search,
      namesVersion: 0,
      stayRates: null,
      readStayRates: stayRatesOf(places),
    };
  }

  /** Re-reads the places `ids` and puts them in the catalogue (or takes them out) one by one. */
  async function apply(catalogue: Catalogue, ids: number[]): Promise<Catalogue> {
    await rememberFingerprint();
    const fresh = await readPlaces(ids, catalogue);
    catalogue.stayRates = null;
    for (const id of ids) {
      const before = catalogue.places.get(id);
      const after = fresh.get(id);
      if (before?.fields.name !== after?.fields.name) catalogue.namesVersion++;
      if (after) {
        catalogue.places.set(id, after);
        catalogue.search.put(searchableOf(after));
      } else if (before) {
        catalogue.places.delete(id);
        catalogue.search.remove(id);
      }
    }
    return catalogue;
  }

  /**
   * A value that moves with every insert, update or delete in the catalogue's tables, whoever made it:
   * each row version carries the id of the transaction that wrote it (xmin), so their count and sum move.
   */
  async function fingerprint(): Promise<string> {
    const parts = CATALOG_TABLES.map(
      (table) => sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${table})`,
    );
    const result = await db.execute(sql`select concat_ws('/', ${sql.join(parts, sql`, `)}) as fingerprint`);
    return (result as unknown as { rows: { fingerprint: string }[] }).rows[0].fingerprint;
  }

  /** Read before the catalogue is, so the fingerprint kept is never newer than what was read. */
  async function rememberFingerprint() {
    if (!options.othersMayWrite) return;
    checkedAt = clock.now().getTime();
    seenFingerprint = await fingerprint().catch(() => null);
  }

  /**
   * Where others may write: once a minute, the tables are checked in the background. Every instance
   * that finds the same tables records them under the same key: one record, heard by all.
   */
  function checkForUnheardWrites() {
    if (!options.othersMayWrite || checking || clock.now().getTime() - checkedAt < CHECK_EVERY_MS) return;
    checking = true;
    fingerprint()
      .then(async (now) => {
        checkedAt = clock.now().getTime();
        if (now !== seenFingerprint) await changes.recordOutsideWrite(null, `unrecorded-write:${now}`);
      })
      .catch(() => {})
      .finally(() => {
        checking = false;
      });
  }

  return {
    /** The catalogue with every change heard so far applied. */
    read(): Promise<Catalogue> {
      const wanted = changed;
      if (wanted === 'all' || !current) {
        changed = new Set();
        current = load();
      } else if (wanted.size > 0) {
        changed = new Set();
        current = current.then((c) => apply(c, [...wanted])).catch(load);
      }
      const reading = current;
      reading.catch(() => {
        if (current === reading) changed = 'all';
      });
      checkForUnheardWrites();
      return reading;
    },
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
