import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { AREA_IDS, CATEGORY_IDS } from '../../../domain/constants';
import { cardStay, cardStayChangesAt, filterAccommodations } from '../../../domain/planner';
import type {
  Area,
  Category,
  Establishment,
  EstablishmentListQuery,
  StatusUpdate,
} from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { FOLD_FROM, FOLD_TO } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { createAccommodationService } from '../accommodations/service';

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

/** Accent- and case-folded text for search, as the database folds establishments.search_text. */
export function foldText(s: string): string {
  let out = '';
  for (const ch of s) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out.toLowerCase();
}
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Text folded as search_text is (accents and case), so 'élan' sorts with 'Elan' and before 'Zeta'. */
const folded = (column: SQLWrapper) =>
  sql`lower(translate(${column}, '${sql.raw(FOLD_FROM)}', '${sql.raw(FOLD_TO)}'))`;

/** Haversine's h from the given point: it grows with the great-circle distance, so it orders by it. */
const haversine = (lat: number, lng: number) => sql`(
  power(sin(radians(${t.establishments.latitude} - ${lat}::double precision) / 2), 2)
  + cos(radians(${lat}::double precision)) * cos(radians(${t.establishments.latitude}))
  * power(sin(radians(${t.establishments.longitude} - ${lng}::double precision) / 2), 2))`;

/**
 * ORDER BY of a public list. Without a sort: by name as stored (the database's collation), as before
 * sorts existed. With one, names compare folded; every order ends with name then id, so pages are stable.
 */
function listOrder(query: EstablishmentListQuery): SQL[] {
  const byName = [asc(folded(t.establishments.name)), asc(t.establishments.name), asc(t.establishments.id)];
  switch (query.sort) {
    case undefined:
      return [asc(t.establishments.name), asc(t.establishments.id)];
    case 'name':
      return byName;
    case 'area': {
      const areaName = sql`(select ${folded(t.areas.name)} from ${t.areas} where ${t.areas.id} = ${t.establishments.areaId})`;
      return [sql`${areaName} asc nulls last`, ...byName];
    }
    case 'rating':
      return [sql`${t.establishments.googleRating} desc nulls last`, ...byName];
    case 'distance': {
      if (query.lat === undefined || query.lng === undefined) return byName; // the schema requires both
      return [sql`${haversine(query.lat, query.lng)} asc nulls last`, ...byName];
    }
  }
}

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** Live updates of this many establishments or more are read all at once, not by a list of ids. */
const MANY_IDS = 500;

/** Categories and areas change only with the seed or a migration; they are re-read this often. */
const REFERENCE_TTL_MS = 60_000;

export function createCatalogService(db: Db) {
  const accommodations = createAccommodationService(db);
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

  /** Live updates for the given establishments, newest first, in one query. */
  async function liveUpdatesFor(ids: number[], now: Date): Promise<Map<number, StatusUpdate[]>> {
    const byEstablishment = new Map<number, StatusUpdate[]>();
    if (ids.length === 0) return byEstablishment;
    // A long list reads every live update (they are few) rather than sending thousands of ids.
    const wanted = ids.length >= MANY_IDS ? new Set(ids) : null;
    const rows = await db
      .select()
      .from(t.statusUpdates)
      .where(
        and(
          wanted ? undefined : inArray(t.statusUpdates.establishmentId, ids),
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

  /** Ids of the categories whose name contains the folded needle (eight rows, folded here). */
  async function categoriesNamed(needle: string): Promise<number[]> {
    const { categories } = await referenceData();
    return categories.filter((c) => foldText(c.name).includes(needle)).map((c) => c.id);
  }

  /**
   * The public filter. Search scans the stored, folded search_text (name, description, address) and
   * matches categories by name; nothing is folded per row at query time.
   */
  async function publicFilter(query: EstablishmentListQuery): Promise<SQL> {
    const conditions: SQL[] = [eq(t.establishments.isActive, true)];
    if (query.categoryId !== undefined) conditions.push(eq(t.establishments.categoryId, query.categoryId));
    if (query.areaId !== undefined) conditions.push(eq(t.establishments.areaId, query.areaId));
    if (query.q) {
      const needle = foldText(query.q);
      const categoryIds = await categoriesNamed(needle);
      const text = sql`${t.establishments.searchText} like ${`%${escapeLike(needle)}%`}`;
      conditions.push(
        categoryIds.length > 0 ? or(text, inArray(t.establishments.categoryId, categoryIds))! : text,
      );
    }
    return and(...conditions)!;
  }

  /**
   * The trip planner's stay filter (domain/planner's filterAccommodations) on top of `where`: only
   * accommodations; 'town' and 'north' are areas (a condition); 'beachfront' reads the words of each
   * place and a band the lowest nightly rate of the card stay (check-in tomorrow, 7 nights, 2 adults),
   * so those answer the matching ids. At most two queries however many places match.
   */
  async function stayFilter(
    where: SQL,
    query: EstablishmentListQuery,
    now: Date,
  ): Promise<{ where: SQL } | { ids: number[] }> {
    const conditions = [where, eq(t.establishments.categoryId, CATEGORY_IDS.accommodations)];
    if (query.location === 'town') conditions.push(eq(t.establishments.areaId, AREA_IDS.sanPedro));
    if (query.location === 'north') conditions.push(eq(t.establishments.areaId, AREA_IDS.northShore));
    const stays = and(...conditions)!;
    const beachfront = query.location === 'beachfront';
    if (!beachfront && query.band === undefined) return { where: stays };
    const [places, lowest] = await Promise.all([
      beachfront
        ? db
            .select({
              id: t.establishments.id,
              name: t.establishments.name,
              description: t.establishments.description,
              address: t.establishments.address,
              areaId: t.establishments.areaId,
              categoryId: t.establishments.categoryId,
            })
            .from(t.establishments)
            .where(stays)
        : null,
      query.band === undefined ? null : accommodations.lowestNightlyRates(stays, cardStay(now)),
    ]);
    // Without beachfront the candidates are the stays with a rate (the band leaves out the others).
    const candidates =
      places ??
      [...(lowest?.keys() ?? [])].map((id) => ({
        id,
        name: '',
        description: null,
        address: null,
        areaId: null,
        categoryId: CATEGORY_IDS.accommodations,
      }));
    const kept = filterAccommodations(candidates, (id) => lowest?.get(id), {
      band: query.band,
      location: beachfront ? 'beachfront' : null, // town and north are in `stays` already
    });
    return { ids: kept.map((p) => p.id) };
  }

  return {
    async listCategories(): Promise<Category[]> {
      return db.select().from(t.categories).orderBy(asc(t.categories.name));
    },

    async listAreas(): Promise<Area[]> {
      return db.select().from(t.areas).orderBy(asc(t.areas.id));
    },

    /**
     * Active establishments, by name unless `sort` says otherwise; `band` and `location` keep the
     * accommodations that the trip planner's filter keeps. With limit/offset the result also carries the
     * total, counted only when the page is not already the last one (a short last page tells the total).
     */
    async listEstablishments(query: EstablishmentListQuery, now = new Date()): Promise<ListResult> {
      let where = await publicFilter(query);
      const paged = query.limit !== undefined || query.offset !== undefined;
      let knownTotal: number | undefined;
      let changesAt: number | null = null;
      if (query.band !== undefined || query.location !== undefined) {
        const stays = await stayFilter(where, query, now);
        if (query.band !== undefined) changesAt = cardStayChangesAt(now);
        if ('where' in stays) where = stays.where;
        else {
          knownTotal = stays.ids.length;
          if (stays.ids.length === 0)
            return { establishments: [], validUntil: changesAt, total: paged ? 0 : undefined };
          where = and(where, inArray(t.establishments.id, stays.ids))!;
        }
      }
      let q = db
        .select()
        .from(t.establishments)
        .where(where)
        .orderBy(...listOrder(query))
        .$dynamic();
      if (query.limit !== undefined) q = q.limit(query.limit);
      if (query.offset !== undefined) q = q.offset(query.offset);
      const rows = await q;
      const assembled = await assemble(rows, now);
      const result = {
        ...assembled,
        validUntil: minOf(assembled.validUntil, changesAt),
      };
      if (!paged) return result;
      if (knownTotal !== undefined) return { ...result, total: knownTotal };
      const offset = query.offset ?? 0;
      const isLastPage =
        (rows.length > 0 || offset === 0) && (query.limit === undefined || rows.length < query.limit);
      if (isLastPage) return { ...result, total: offset + rows.length };
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.establishments).where(where);
      return { ...result, total: row.n };
    },

    /** A public establishment; inactive ones are only visible with includeInactive (owners, admin). */
    async getEstablishment(id: number, opts: { includeInactive?: boolean } = {}, now = new Date()) {
      const [row] = await db.select().from(t.establishments).where(eq(t.establishments.id, id));
      if (!row || (!row.isActive && !opts.includeInactive)) throw notFound('Establishment');
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
