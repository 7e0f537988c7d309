import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../../domain/constants';
import type {
  Area,
  Category,
  Establishment,
  EstablishmentListQuery,
  StatusUpdate,
} from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { notFound } from '../../lib/errors';
import { createAccommodationService } from '../accommodations/service';
import { type CatalogEntry, CatalogSnapshot, type ChangedPlace } from './read-model';

type EstablishmentRow = typeof t.establishments.$inferSelect;
type StatusUpdateRow = typeof t.statusUpdates.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toStatusUpdate(u: StatusUpdateRow): StatusUpdate {
  return {
    id: u.id,
    establishmentId: u.establishmentId,
    message: u.message,
    type: u.type,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
    expiresAt: iso(u.expiresAt),
  };
}

export function toEstablishment(
  row: EstablishmentRow,
  categories: Map<number, Category>,
  areas: Map<number, Area>,
  updates: StatusUpdate[],
): Establishment {
  const { createdAt, updatedAt, source, ownerEditedFields, searchText, ...fields } = row;
  return {
    ...fields,
    coordinateQuality: fields.coordinateQuality as Establishment['coordinateQuality'],
    lastRatingUpdate: iso(row.lastRatingUpdate),
    category: categories.get(row.categoryId) ?? null,
    area: row.areaId === null ? null : (areas.get(row.areaId) ?? null),
    statusUpdates: updates,
  };
}

export interface ListResult {
  establishments: Establishment[];
  /** When the first included live update expires: the reply must not be reused after that. */
  validUntil: number | null;
  /** Matching establishments in all pages; only for a paged (limit/offset) query. */
  total?: number;
}

/** A list as the JSON text of its establishments (the reply's body), with ListResult's other fields. */
export interface ListJsonResult {
  json: string;
  validUntil: number | null;
  total?: number;
}

/** Live updates of this many establishments or more are read all at once, not by a list of ids. */
const MANY_IDS = 500;

/** Categories and areas change only with the seed or a migration; they are re-read this often. */
const REFERENCE_TTL_MS = 60_000;

/**
 * Where others may write (CatalogDeps.othersMayWrite), the catalogue's tables are checked this often
 * in the background, and the catalogue re-read if they changed unheard.
 */
const SNAPSHOT_MAX_AGE_MS = 60_000;

/** The tables the in-memory catalogue is made from. */
const CATALOG_TABLES = [
  t.establishments,
  t.statusUpdates,
  t.categories,
  t.areas,
  t.accommodationRates,
  t.accommodationAvailability,
];

export interface CatalogDeps {
  /**
   * Changes whenever a write visitors can see happens, here or on another instance (the reply cache's
   * generation): the in-memory catalogue is rebuilt before the next read.
   */
  version: () => number;
  /** Changes with every write of scope 'catalog': every place is re-read. */
  catalogVersion: () => number;
  /** The places written (scope `places`) after a version, or null when unknown (read every place). */
  placesChangedSince: (version: number) => number[] | null;
  /**
   * Whether writes this instance does not hear of can happen (PostgreSQL: a restore, SQL by hand), so
   * that the catalogue's tables are checked once a minute and re-read when they changed. An embedded
   * database belongs to this process alone: there is nothing to catch up with.
   */
  othersMayWrite: boolean;
}

export function createCatalogService(db: Db, deps: CatalogDeps) {
  const accommodations = createAccommodationService(db);
  let snapshotState: {
    version: number;
    catalogVersion: number;
    at: number;
    value: Promise<CatalogSnapshot>;
    /** The tables' fingerprint read before `value` (null where others do not write, or unknown). */
    fingerprint: Promise<string | null>;
    refreshing: boolean;
  } | null = null;
  let reference: { at: number; data: Promise<{ categories: Category[]; areas: Area[] }> } | null = null;

  /** The eight categories and three areas, read once a minute rather than on every list. */
  function referenceData() {
    const now = Date.now();
    if (!reference || now - reference.at > REFERENCE_TTL_MS) {
      const data = Promise.all([db.select().from(t.categories), db.select().from(t.areas)]).then(
        ([categories, areas]) => ({ categories, areas }),
      );
      data.catch(() => {
        reference = null;
      });
      reference = { at: now, data };
    }
    return reference.data;
  }

  async function categoriesById(): Promise<Map<number, Category>> {
    const { categories } = await referenceData();
    return new Map(categories.map((c) => [c.id, c]));
  }

  async function areasById(): Promise<Map<number, Area>> {
    const { areas } = await referenceData();
    return new Map(areas.map((a) => [a.id, a]));
  }

  /** Live updates for the given establishments (null: all), newest first, in one query. */
  async function liveUpdatesFor(ids: number[] | null, now: Date): Promise<Map<number, StatusUpdate[]>> {
    const byEstablishment = new Map<number, StatusUpdate[]>();
    if (ids?.length === 0) return byEstablishment;
    // A long list reads every live update (they are few) rather than sending thousands of ids.
    const wanted = ids && ids.length >= MANY_IDS ? new Set(ids) : null;
    const rows = await db
      .select()
      .from(t.statusUpdates)
      .where(
        and(
          wanted || !ids ? undefined : inArray(t.statusUpdates.establishmentId, ids),
          eq(t.statusUpdates.isActive, true),
          or(isNull(t.statusUpdates.expiresAt), gt(t.statusUpdates.expiresAt, now)),
        ),
      )
      .orderBy(desc(t.statusUpdates.createdAt), desc(t.statusUpdates.id));
    for (const r of rows) {
      if (wanted && !wanted.has(r.establishmentId)) continue;
      const list = byEstablishment.get(r.establishmentId) ?? [];
      list.push(toStatusUpdate(r));
      byEstablishment.set(r.establishmentId, list);
    }
    return byEstablishment;
  }

  function earliestExpiry(updates: Iterable<StatusUpdate[]>): number | null {
    let min: number | null = null;
    for (const list of updates)
      for (const u of list) {
        if (!u.expiresAt) continue;
        const at = Date.parse(u.expiresAt);
        if (min === null || at < min) min = at;
      }
    return min;
  }

  async function assemble(rows: EstablishmentRow[], now: Date): Promise<ListResult> {
    const [categories, areas, updates] = await Promise.all([
      categoriesById(),
      areasById(),
      liveUpdatesFor(
        rows.map((r) => r.id),
        now,
      ),
    ]);
    return {
      establishments: rows.map((r) => toEstablishment(r, categories, areas, updates.get(r.id) ?? [])),
      validUntil: earliestExpiry(updates.values()),
    };
  }

  /** Every live update, as the read model holds them per establishment. */
  async function liveEntryUpdates(now: Date): Promise<Map<number, CatalogEntry['updates']>> {
    const updates = await liveUpdatesFor(null, now);
    const entries = new Map<number, CatalogEntry['updates']>();
    for (const [id, list] of updates)
      entries.set(
        id,
        list.map((update) => ({
          update,
          expiresAt: update.expiresAt === null ? null : Date.parse(update.expiresAt),
        })),
      );
    return entries;
  }

  /** A place as the read model holds it (its live updates are added by the snapshot). */
  function entryOf(row: EstablishmentRow, categories: Map<number, Category>, areas: Map<number, Area>) {
    const { statusUpdates: _, ...establishment } = toEstablishment(row, categories, areas, []);
    return { establishment, searchText: row.searchText ?? '' };
  }

  /** Every active establishment with its live updates and search text, read in two queries. */
  async function loadSnapshot(): Promise<CatalogSnapshot> {
    const now = new Date();
    const [rows, updates, categories, areas] = await Promise.all([
      db.select().from(t.establishments).where(eq(t.establishments.isActive, true)),
      liveEntryUpdates(now),
      categoriesById(),
      areasById(),
    ]);
    return new CatalogSnapshot({
      entries: rows.map((row) => {
        const { establishment, searchText } = entryOf(row, categories, areas);
        return { entry: { establishment, updates: updates.get(row.id) ?? [] }, searchText };
      }),
      categories: [...categories.values()],
      lowestRates: (stay) =>
        accommodations.lowestNightlyRates(
          and(
            eq(t.establishments.isActive, true),
            eq(t.establishments.categoryId, CATEGORY_IDS.accommodations),
          )!,
          stay,
        ),
    });
  }

  /**
   * After writes to live updates and to the rows of a few places (`placeIds`), the catalogue of
   * `previous` with those read anew: two small queries instead of every place (0.5-0.8 s at 10,000
   * places on PGlite, which the next list waited for after every edit or update an owner made).
   * Anything failing falls back to a full load.
   */
  function refresh(previous: Promise<CatalogSnapshot>, placeIds: number[]): Promise<CatalogSnapshot> {
    return previous.then(
      async (snapshot) => {
        const [updates, rows, categories, areas] = await Promise.all([
          liveEntryUpdates(new Date()),
          placeIds.length === 0
            ? []
            : db.select().from(t.establishments).where(inArray(t.establishments.id, placeIds)),
          categoriesById(),
          areasById(),
        ]);
        const places = new Map<number, ChangedPlace>(placeIds.map((id) => [id, null]));
        for (const row of rows) if (row.isActive) places.set(row.id, entryOf(row, categories, areas));
        return snapshot.withChanges((id) => updates.get(id) ?? [], places);
      },
      () => loadSnapshot(),
    );
  }

  /**
   * Moves with every insert, update or delete in the catalogue's tables, whoever made it: each row
   * version carries the id of the transaction that wrote it (xmin), so their count and sum move. A few
   * ms on the server at 10,000 places, where re-reading them held every request up for about 150 ms.
   */
  async function tablesFingerprint(): Promise<string> {
    const parts = CATALOG_TABLES.map(
      (table) => sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${table})`,
    );
    const result = await db.execute(sql`select concat_ws('/', ${sql.join(parts, sql`, `)}) as fingerprint`);
    // Both drivers (PGlite, node-postgres) answer { rows }.
    return (result as unknown as { rows: { fingerprint: string }[] }).rows[0].fingerprint;
  }

  /** `load`, after reading the tables' fingerprint where others may write (so it is never newer). */
  function withFingerprint(load: () => Promise<CatalogSnapshot>) {
    if (!deps.othersMayWrite) return { value: load(), fingerprint: Promise.resolve(null) };
    const fingerprint = tablesFingerprint().catch(() => null);
    return { value: fingerprint.then(load), fingerprint };
  }

  /**
   * Where others may write: the catalogue re-read in the background when its tables changed since it
   * was read (the one way to learn of a write nobody announced), else kept and checked again later.
   */
  function rereadIfChanged(current: NonNullable<typeof snapshotState>) {
    current.refreshing = true;
    Promise.all([tablesFingerprint(), current.fingerprint])
      .then(async ([fingerprint, seen]) => {
        if (fingerprint === seen) {
          current.at = Date.now();
          return;
        }
        const fresh = await loadSnapshot();
        // A write meanwhile made a newer catalogue than this one.
        if (snapshotState !== current) return;
        snapshotState = {
          ...current,
          at: Date.now(),
          value: Promise.resolve(fresh),
          fingerprint: Promise.resolve(fingerprint),
          refreshing: false,
        };
      })
      .catch(() => {})
      .finally(() => {
        current.refreshing = false;
      });
  }

  /**
   * The in-memory catalogue: rebuilt (and waited for) after a write, only its live updates and the
   * places written re-read when they were all that changed, checked in the background once it is a
   * minute old where others may write (CatalogDeps.othersMayWrite); concurrent reads share one load.
   */
  function snapshot(): Promise<CatalogSnapshot> {
    const version = deps.version();
    const catalogVersion = deps.catalogVersion();
    const now = Date.now();
    const current = snapshotState;
    if (!current || current.version !== version) {
      // The places a snapshot holds are those of its version or newer, so it can be reused with fresh
      // updates and places as long as no write of scope 'catalog' came since.
      const placeIds =
        current && current.catalogVersion === catalogVersion
          ? deps.placesChangedSince(current.version)
          : null;
      const { value, fingerprint } = withFingerprint(() =>
        current && placeIds ? refresh(current.value, placeIds) : loadSnapshot(),
      );
      const state = { version, catalogVersion, at: now, value, fingerprint, refreshing: false };
      value.catch(() => {
        if (snapshotState === state) snapshotState = null;
      });
      snapshotState = state;
      return value;
    }
    if (deps.othersMayWrite && now - current.at > SNAPSHOT_MAX_AGE_MS && !current.refreshing)
      rereadIfChanged(current);
    return current.value;
  }

  return {
    async listCategories(): Promise<Category[]> {
      return db.select().from(t.categories).orderBy(asc(t.categories.name));
    },

    async listAreas(): Promise<Area[]> {
      return db.select().from(t.areas).orderBy(asc(t.areas.id));
    },

    /**
     * Active establishments, by name as stored unless `sort` says otherwise (read-model.ts); `band`
     * and `location` keep the accommodations that the trip planner's filter keeps. With limit/offset the
     * result also carries the total. Answered as JSON text (read-model.ts, listJson): the reply is sent
     * as it is, and most of a page's places were serialised for an earlier one.
     */
    async listEstablishments(query: EstablishmentListQuery, now = new Date()): Promise<ListJsonResult> {
      const { json, validUntil, total } = await (await snapshot()).listJson(query, now);
      const paged = query.limit !== undefined || query.offset !== undefined;
      return { json, validUntil, total: paged ? total : undefined };
    },

    /**
     * A public establishment (from the read model); with includeInactive (owners, admin) read from the
     * database, drafts and unpublished places included.
     */
    async getEstablishment(id: number, opts: { includeInactive?: boolean } = {}, now = new Date()) {
      if (!opts.includeInactive) {
        const found = (await snapshot()).get(id, now);
        if (!found) throw notFound('Establishment');
        return found;
      }
      const [row] = await db.select().from(t.establishments).where(eq(t.establishments.id, id));
      if (!row) throw notFound('Establishment');
      const { establishments, validUntil } = await assemble([row], now);
      return { establishment: establishments[0], validUntil };
    },

    /** Every establishment, drafts included (admin). */
    async listAllEstablishments(now = new Date()): Promise<Establishment[]> {
      const rows = await db.select().from(t.establishments).orderBy(asc(t.establishments.name));
      return (await assemble(rows, now)).establishments;
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: t.categories.id })
        .from(t.categories)
        .where(eq(t.categories.id, id));
      return Boolean(row);
    },

    async areaExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: t.areas.id }).from(t.areas).where(eq(t.areas.id, id));
      return Boolean(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
