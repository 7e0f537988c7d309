import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
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

/** Live updates of this many establishments or more are read all at once, not by a list of ids. */
const MANY_IDS = 500;

/** Categories and areas change only with the seed or a migration; they are re-read this often. */
const REFERENCE_TTL_MS = 60_000;

export function createCatalogService(db: Db) {
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

  return {
    async listCategories(): Promise<Category[]> {
      return db.select().from(t.categories).orderBy(asc(t.categories.name));
    },

    async listAreas(): Promise<Area[]> {
      return db.select().from(t.areas).orderBy(asc(t.areas.id));
    },

    /**
     * Active establishments by name. With limit/offset the result also carries the total, counted only
     * when the page is not already the last one (a short last page tells the total).
     */
    async listEstablishments(query: EstablishmentListQuery, now = new Date()): Promise<ListResult> {
      const where = await publicFilter(query);
      let q = db
        .select()
        .from(t.establishments)
        .where(where)
        .orderBy(asc(t.establishments.name), asc(t.establishments.id))
        .$dynamic();
      if (query.limit !== undefined) q = q.limit(query.limit);
      if (query.offset !== undefined) q = q.offset(query.offset);
      const rows = await q;
      const result = await assemble(rows, now);
      if (query.limit === undefined && query.offset === undefined) return result;
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
