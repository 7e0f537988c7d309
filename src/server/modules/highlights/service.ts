/**
 * Bounded views of the catalogue for the landing page and the map page: the live-updates feed,
 * counts per category and area, the planner's itinerary and map pins in a box. Each answers with only
 * what its page shows, so no page needs the whole (unpaged) establishment list.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { buildItinerary, PLANNABLE_CATEGORIES, type PlannerPlace } from '../../../domain/planner';
import type { StatusUpdate } from '../../../domain/schemas/catalog';
import type {
  CategoryCount,
  ItineraryQuery,
  ItineraryReply,
  LiveFeed,
  MapExtentQuery,
  MapExtentReply,
  MapPinsQuery,
  MapPinsReply,
} from '../../../domain/schemas/highlights';
import { LIVE_FEED_UPDATES_PER_PLACE } from '../../../domain/schemas/highlights';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { CatalogService } from '../catalog/service';
import { toStatusUpdate } from '../catalog/service';

/** A reply and the moment it stops being true (a live update in it, or behind it, expires). */
export interface Timed<T> {
  value: T;
  validUntil: number | null;
}

const e = t.establishments;
const su = t.statusUpdates;

/** Active, unexpired status updates at `now`. */
const isLive = (now: Date) => and(eq(su.isActive, true), or(isNull(su.expiresAt), gt(su.expiresAt, now)))!;

export function createHighlightsService(db: Db, deps: { catalog: Pick<CatalogService, 'listAreas'> }) {
  /**
   * When the next live update expires. Any reply that depends on which updates are live (which places
   * are live, their messages, their order) is valid until then; one indexed query instead of tracking
   * exactly which expiry matters to which reply.
   */
  async function nextExpiry(now: Date): Promise<number | null> {
    const [row] = await db
      .select({ at: sql<Date | string | null>`min(${su.expiresAt})` })
      .from(su)
      .where(and(eq(su.isActive, true), gt(su.expiresAt, now)));
    return row?.at ? new Date(row.at).getTime() : null;
  }

  async function areaNames(): Promise<Map<number, string>> {
    const areas = await deps.catalog.listAreas();
    return new Map(areas.map((a) => [a.id, a.name]));
  }

  function filters(query: { categoryId?: number; areaId?: number }): SQL[] {
    const where: SQL[] = [eq(e.isActive, true)];
    if (query.categoryId !== undefined) where.push(eq(e.categoryId, query.categoryId));
    if (query.areaId !== undefined) where.push(eq(e.areaId, query.areaId));
    return where;
  }

  return {
    /**
     * Active places with a live update, the most recently updated first: the first `limit` of them
     * with their live updates (newest first, at most LIVE_FEED_UPDATES_PER_PLACE each), and how many
     * there are in all.
     */
    async liveFeed(limit: number, now = new Date()): Promise<Timed<LiveFeed>> {
      const newest = db
        .select({ establishmentId: su.establishmentId, at: sql<Date>`max(${su.createdAt})`.as('at') })
        .from(su)
        .where(isLive(now))
        .groupBy(su.establishmentId)
        .as('newest');
      const [rows, validUntil, areas] = await Promise.all([
        db
          .select({
            id: e.id,
            name: e.name,
            categoryId: e.categoryId,
            areaId: e.areaId,
            latitude: e.latitude,
            longitude: e.longitude,
            googleRating: e.googleRating,
            googleReviewCount: e.googleReviewCount,
            total: sql<number>`(count(*) over ())::int`,
          })
          .from(newest)
          .innerJoin(e, and(eq(e.id, newest.establishmentId), eq(e.isActive, true)))
          .orderBy(desc(newest.at), desc(e.id))
          .limit(limit),
        nextExpiry(now),
        areaNames(),
      ]);
      const ids = rows.map((r) => r.id);
      const updates = new Map<number, StatusUpdate[]>();
      if (ids.length > 0) {
        const all = await db
          .select()
          .from(su)
          .where(and(inArray(su.establishmentId, ids), isLive(now)))
          .orderBy(desc(su.createdAt), desc(su.id));
        for (const u of all) {
          const list = updates.get(u.establishmentId) ?? [];
          if (list.length < LIVE_FEED_UPDATES_PER_PLACE) list.push(toStatusUpdate(u));
          updates.set(u.establishmentId, list);
        }
      }
      return {
        value: {
          places: rows.map(({ total: _total, ...r }) => ({
            ...r,
            area: r.areaId === null ? null : { id: r.areaId, name: areas.get(r.areaId) ?? 'Unknown Area' },
            statusUpdates: updates.get(r.id) ?? [],
          })),
          total: rows[0]?.total ?? 0,
        },
        validUntil,
      };
    },

    /** Active places per category and area (areaId null: places without an area). */
    async categoryCounts(): Promise<CategoryCount[]> {
      return db
        .select({ categoryId: e.categoryId, areaId: e.areaId, count: sql<number>`count(*)::int` })
        .from(e)
        .where(eq(e.isActive, true))
        .groupBy(e.categoryId, e.areaId)
        .orderBy(asc(e.categoryId), asc(e.areaId));
    },

    /**
     * The planner's day-by-day plan (domain/planner.ts), built here from the places it can plan with
     * (a compact projection), so the visitor downloads the plan rather than the catalogue.
     */
    async itinerary(query: ItineraryQuery, now = new Date()): Promise<Timed<ItineraryReply>> {
      const liveIds = db.selectDistinct({ id: su.establishmentId }).from(su).where(isLive(now));
      const [rows, validUntil] = await Promise.all([
        db
          .select({
            id: e.id,
            name: e.name,
            description: e.description,
            address: e.address,
            areaId: e.areaId,
            categoryId: e.categoryId,
            googleRating: e.googleRating,
            live: sql<boolean>`${inArray(e.id, liveIds)}`,
          })
          .from(e)
          .where(and(eq(e.isActive, true), inArray(e.categoryId, [...PLANNABLE_CATEGORIES])))
          .orderBy(asc(e.id)),
        nextExpiry(now),
      ]);
      const places: PlannerPlace[] = rows.map(({ live, ...r }) => ({
        ...r,
        statusUpdates: live ? [true] : [],
      }));
      const days = buildItinerary(places, query).map((d) => ({
        day: d.day,
        items: d.items.map((i) => ({
          slot: i.slot,
          inPreferredLocation: i.inPreferredLocation,
          place: {
            id: i.place.id,
            name: i.place.name,
            categoryId: i.place.categoryId,
            areaId: i.place.areaId,
          },
        })),
      }));
      return { value: { days }, validUntil };
    },

    /**
     * Pins of the active places inside the box (with the filters): live ones first, then the best
     * rated, then by name; at most `limit`, with the number in the box when there are more.
     */
    async mapPins(query: MapPinsQuery, now = new Date()): Promise<Timed<MapPinsReply>> {
      const { bbox, limit } = query;
      const where = and(
        ...filters(query),
        isNotNull(e.latitude),
        isNotNull(e.longitude),
        gte(e.latitude, bbox.south),
        lte(e.latitude, bbox.north),
        gte(e.longitude, bbox.west),
        lte(e.longitude, bbox.east),
      );
      const live = db
        .selectDistinctOn([su.establishmentId], { establishmentId: su.establishmentId, message: su.message })
        .from(su)
        .where(isLive(now))
        .orderBy(su.establishmentId, desc(su.createdAt), desc(su.id))
        .as('live');
      const [rows, validUntil] = await Promise.all([
        db
          .select({
            id: e.id,
            name: e.name,
            categoryId: e.categoryId,
            areaId: e.areaId,
            areaName: t.areas.name,
            latitude: e.latitude,
            longitude: e.longitude,
            googleRating: e.googleRating,
            googleReviewCount: e.googleReviewCount,
            live: live.message,
          })
          .from(e)
          .leftJoin(live, eq(live.establishmentId, e.id))
          .leftJoin(t.areas, eq(t.areas.id, e.areaId))
          .where(where)
          .orderBy(
            sql`${live.message} is null`,
            sql`${e.googleRating} desc nulls last`,
            asc(e.name),
            asc(e.id),
          )
          .limit(limit + 1),
        nextExpiry(now),
      ]);
      const capped = rows.length > limit;
      const pins = (capped ? rows.slice(0, limit) : rows).map((r) => ({
        ...r,
        latitude: r.latitude!,
        longitude: r.longitude!,
      }));
      let total = pins.length;
      if (capped) {
        const [row] = await db.select({ n: count() }).from(e).where(where);
        total = row.n;
      }
      return { value: { pins, total, capped, limit }, validUntil };
    },

    /** How many places match the filters, how many have a position, and the box around those. */
    async mapExtent(query: MapExtentQuery): Promise<MapExtentReply> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          located: sql<number>`(count(*) filter (where ${e.latitude} is not null and ${e.longitude} is not null))::int`,
          south: sql<number | null>`min(${e.latitude}) filter (where ${e.longitude} is not null)`,
          north: sql<number | null>`max(${e.latitude}) filter (where ${e.longitude} is not null)`,
          west: sql<number | null>`min(${e.longitude}) filter (where ${e.latitude} is not null)`,
          east: sql<number | null>`max(${e.longitude}) filter (where ${e.latitude} is not null)`,
        })
        .from(e)
        .where(and(...filters(query)));
      const { total, located, south, north, west, east } = row;
      const bounds =
        located > 0 && south !== null && north !== null && west !== null && east !== null
          ? { south: Number(south), west: Number(west), north: Number(north), east: Number(east) }
          : null;
      return { total, located, bounds };
    },
  };
}

export type HighlightsService = ReturnType<typeof createHighlightsService>;
