import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  Area,
  Category,
  Establishment,
  EstablishmentListQuery,
  StatusUpdate,
} from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { type Clock, systemClock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { type ListPage, listPlaces } from './list';
import { openAt } from './open-now';
import { earliest, liveAt, type PlaceFields, toPlaceFields, toStatusUpdate } from './place';
import { type CatalogChangeSource, type CatalogStoreOptions, createCatalogStore } from './store';

export interface EstablishmentReply {
  establishment: Establishment;
  /** When a live update in it expires or the place opens or closes (the reply must not be reused after). */
  validUntil: number | null;
}

/**
 * The one public read path: the active catalogue in memory (store.ts), kept current by the change
 * log; lists, search and details are answered from it. Drafts (owners, admin) are read from the
 * database.
 */
export function createCatalogService(
  db: Db,
  changes: CatalogChangeSource,
  options: CatalogStoreOptions,
  clock: Clock = systemClock,
) {
  const store = createCatalogStore(db, changes, options, clock);

  /** The public place at `now`: its fields, its live updates and whether it is open. */
  function placeAt(fields: PlaceFields, updates: StatusUpdate[], now: Date): EstablishmentReply {
    const live = liveAt(updates, now.getTime());
    const open = openAt(fields, now.getTime());
    return {
      establishment: {
        ...fields,
        openNow: open.openNow,
        nextChange: open.nextChange,
        statusUpdates: live.updates,
      },
      validUntil: earliest(live.validUntil, open.validUntil),
    };
  }

  /** Places read from the database, drafts included, with all their live updates at `now`. */
  async function readWithDrafts(rows: (typeof t.establishments.$inferSelect)[], now: Date) {
    const catalogue = await store.read();
    // One place's updates by its id; a long list reads every active one (they are few).
    const one = rows.length === 1 ? eq(t.statusUpdates.establishmentId, rows[0].id) : undefined;
    const updates = await db
      .select()
      .from(t.statusUpdates)
      .where(and(eq(t.statusUpdates.isActive, true), one))
      // Newest first, as domain/live-feed.ts's newestUpdateFirst orders them.
      .orderBy(desc(t.statusUpdates.createdAt), desc(t.statusUpdates.id));
    const byPlace = new Map<number, StatusUpdate[]>();
    for (const u of updates)
      byPlace.set(u.establishmentId, [...(byPlace.get(u.establishmentId) ?? []), toStatusUpdate(u)]);
    return rows.map((row) =>
      placeAt(toPlaceFields(row, catalogue.categories, catalogue.areas), byPlace.get(row.id) ?? [], now),
    );
  }

  return {
    /** The app's clock: what open-now and live updates go by. */
    now: () => clock.now(),
    /** The active catalogue itself, for the views built on it (views.ts). */
    read: () => store.read(),

    async listCategories(): Promise<Category[]> {
      const { categories } = await store.read();
      return [...categories.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },

    async listAreas(): Promise<Area[]> {
      const { areas } = await store.read();
      return [...areas.values()];
    },

    /** GET /api/establishments: see list.ts. */
    async listEstablishments(query: EstablishmentListQuery, now = clock.now()): Promise<ListPage> {
      return listPlaces(await store.read(), query, now);
    },

    /** An active place; with includeInactive (owners, admin) read from the database, drafts included. */
    async getEstablishment(
      id: number,
      opts: { includeInactive?: boolean } = {},
      now = clock.now(),
    ): Promise<EstablishmentReply> {
      if (opts.includeInactive) {
        const rows = await db.select().from(t.establishments).where(eq(t.establishments.id, id));
        const [found] = await readWithDrafts(rows, now);
        if (!found) throw notFound('Establishment');
        return found;
      }
      const place = (await store.read()).places.get(id);
      if (!place) throw notFound('Establishment');
      return placeAt(place.fields, place.updates, now);
    },

    /**
     * The ids of the live updates visitors see on a published place at `now`, or null when visitors
     * cannot see the place: what the insights beacon needs, without building the whole reply.
     */
    async liveUpdateIdsOf(id: number, now = clock.now()): Promise<number[] | null> {
      const place = (await store.read()).places.get(id);
      return place ? liveAt(place.updates, now.getTime()).updates.map((u) => u.id) : null;
    },

    /** Whether visitors can see the place (it is published). */
    async isPublished(id: number): Promise<boolean> {
      return (await store.read()).places.has(id);
    },

    /** Every establishment, drafts included (admin). */
    async listAllEstablishments(now = clock.now()): Promise<Establishment[]> {
      const rows = await db.select().from(t.establishments).orderBy(asc(t.establishments.name));
      return (await readWithDrafts(rows, now)).map((r) => r.establishment);
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await store.read()).categories.has(id);
    },

    async areaExists(id: number): Promise<boolean> {
      return (await store.read()).areas.has(id);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
