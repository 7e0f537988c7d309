import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { belizeDay } from '../../../domain/hours-format';
import type { PublicUser } from '../../../domain/schemas/accounts';
import {
  EVENTS_WINDOW_MAX_DAYS,
  type EventInput,
  type EventOccurrence,
  type EventOccurrences,
  type EventPatchInput,
  type EventsQuery,
  PLACE_EVENTS_DAYS,
  PLACE_EVENTS_MAX,
  type PlaceEvent,
} from '../../../domain/schemas/events';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { ManageCheck } from '../../lib/manage-check';
import type { CatalogService } from '../catalog';
import type { ChangeWriter } from '../changes';
import { establishmentNames, publishedCategoryOf } from '../establishments';
import { floating, instantOf, occurrencesBetween, toTimes } from './occurrences';
import {
  addDays,
  checkedSeries,
  columnsOf,
  type EventRow,
  mergedInput,
  repeatOf,
  seriesOfRow,
  toPlaceEvent,
} from './series';

/** A public read and until when it holds: the next moment one of its occurrences starts or ends. */
export interface Timed<T> {
  value: T;
  validUntil: number | null;
}

type Place = Awaited<ReturnType<CatalogService['read']>>['places'] extends Map<number, infer P> ? P : never;

/**
 * Events owners post and the occurrences visitors see. Each write records its change (modules/changes)
 * in its transaction, with an `events` live event when visitors can see the place, so caches empty and
 * open pages read what's on again. Unpublished places' events are never listed.
 */
export function createEventService(
  db: Db,
  deps: {
    ownership: ManageCheck;
    catalog: Pick<CatalogService, 'read'>;
    changes: ChangeWriter;
    clock: Clock;
  },
) {
  const { ownership, catalog, changes, clock } = deps;

  async function recordChange(tx: Executor, establishmentId: number) {
    const seen = (await publishedCategoryOf(tx, establishmentId)) !== null;
    await changes.record(tx, {
      placeIds: [establishmentId],
      event: seen ? { kind: 'events', data: { establishmentId } } : undefined,
    });
  }

  async function rowOf(id: number): Promise<EventRow> {
    const [row] = await db.select().from(t.events).where(eq(t.events.id, id));
    if (!row) throw notFound('Event');
    return row;
  }

  /** The occurrences of published places' events overlapping [from, to), those ended by `now` left out. */
  async function occurrencesIn(
    from: Date,
    to: Date,
    now: Date,
    filter: { placeId?: number; categoryId?: number; areaId?: number },
  ): Promise<EventOccurrence[]> {
    const lower = new Date(Math.max(from.getTime(), now.getTime()));
    const { places } = await catalog.read();
    const rows = await db
      .select()
      .from(t.events)
      .where(
        and(
          gt(t.events.lastEndsAt, lower),
          lt(t.events.firstStartsAt, to),
          filter.placeId === undefined ? undefined : eq(t.events.establishmentId, filter.placeId),
        ),
      );
    const found: EventOccurrence[] = [];
    for (const row of rows) {
      const place = places.get(row.establishmentId);
      if (!place || !matches(place, filter)) continue;
      for (const o of occurrencesBetween(seriesOfRow(row), lower, to))
        found.push({ ...occurrenceOf(row, place), ...toTimes(o) });
    }
    return found.sort(byStart);
  }

  /** The next occurrences of one place's events, or of every place's, as each place's reply holds them. */
  async function upcoming(now: Date, placeId?: number) {
    const from = belizeDay(now);
    const to = addDays(from, PLACE_EVENTS_DAYS);
    const all = await occurrencesIn(now, instantOf(floating(addDays(to, 1))), now, { placeId });
    const byPlace = new Map<number, EventOccurrence[]>();
    for (const o of all) byPlace.set(o.place.id, [...(byPlace.get(o.place.id) ?? []), o]);
    return {
      of: (id: number): EventOccurrences => ({
        from,
        to,
        occurrences: (byPlace.get(id) ?? []).slice(0, PLACE_EVENTS_MAX),
      }),
    };
  }

  return {
    async create(user: PublicUser, establishmentId: number, input: EventInput, now = clock.now()) {
      await ownership.assertCanManage(user, establishmentId);
      const checked = checkedSeries(input, now, true);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.events)
          .values({
            establishmentId,
            ...columnsOf(input, checked),
            createdByUserId: user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordChange(tx, establishmentId);
        return row;
      });
      await changes.caughtUp();
      return toPlaceEvent(row, now);
    },

    /** The place an event belongs to (for the route guard); 404 for an unknown event. */
    async establishmentOf(id: number): Promise<number> {
      return (await rowOf(id)).establishmentId;
    },

    async update(user: PublicUser, id: number, patch: EventPatchInput, now = clock.now()) {
      const current = await rowOf(id);
      await ownership.assertCanManage(user, current.establishmentId);
      const input = mergedInput(current, patch);
      const checked = checkedSeries(input, now, false);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.events)
          .set({ ...columnsOf(input, checked), updatedAt: now })
          .where(eq(t.events.id, id))
          .returning();
        await recordChange(tx, current.establishmentId);
        return row;
      });
      await changes.caughtUp();
      return toPlaceEvent(row, now);
    },

    async remove(user: PublicUser, id: number): Promise<void> {
      const row = await rowOf(id);
      await ownership.assertCanManage(user, row.establishmentId);
      await db.transaction(async (tx) => {
        await tx.delete(t.events).where(eq(t.events.id, id));
        await recordChange(tx, row.establishmentId);
      });
      await changes.caughtUp();
    },

    /** Every event of a place, ended ones included, newest first (its owners' list). */
    async posted(user: PublicUser, establishmentId: number, now = clock.now()): Promise<PlaceEvent[]> {
      await ownership.assertCanManage(user, establishmentId);
      const rows = await db
        .select()
        .from(t.events)
        .where(eq(t.events.establishmentId, establishmentId))
        .orderBy(desc(t.events.createdAt), desc(t.events.id));
      return rows.map((r) => toPlaceEvent(r, now));
    },

    /** The events the account posted, newest first, with their places' names (the export of its data). */
    async postedBy(userId: number) {
      const rows = await db
        .select()
        .from(t.events)
        .where(eq(t.events.createdByUserId, userId))
        .orderBy(desc(t.events.createdAt), desc(t.events.id));
      const names = await establishmentNames(
        db,
        rows.map((r) => r.establishmentId),
      );
      return rows.map((r) => {
        const { next: _, ...event } = toPlaceEvent(r, clock.now());
        return { ...event, establishmentName: names.get(r.establishmentId) ?? '' };
      });
    },

    /** GET /api/events: a window of Belize dates (today and the next 13 by default). */
    async window(query: EventsQuery, now = clock.now()): Promise<Timed<EventOccurrences>> {
      const from = query.from ?? belizeDay(now);
      const to = query.to ?? addDays(from, 13);
      if (to < from) throw badRequest('The last day must be on or after the first.', 'to');
      if (to > addDays(from, EVENTS_WINDOW_MAX_DAYS - 1))
        throw badRequest(`Ask for at most ${EVENTS_WINDOW_MAX_DAYS} days at once.`, 'to');
      const start = instantOf(floating(from));
      const end = instantOf(floating(addDays(to, 1)));
      const occurrences = await occurrencesIn(start, end, now, query);
      return { value: { from, to, occurrences }, validUntil: nextTurn(occurrences, now) };
    },

    /** A published place's upcoming occurrences (404 for any other place). */
    async ofPlace(id: number, now = clock.now()): Promise<Timed<EventOccurrences>> {
      if (!(await catalog.read()).places.has(id)) throw notFound('Establishment');
      const value = (await upcoming(now, id)).of(id);
      return { value, validUntil: nextTurn(value.occurrences, now) };
    },

    /** Every published place's upcoming occurrences from one read (the offline pack's places). */
    upcomingOfEach: (now = clock.now()) => upcoming(now),

    /**
     * Every published place's events, or one published place's (404 for any other), with their
     * places: the calendars.
     */
    async forCalendar(placeId?: number) {
      const { places } = await catalog.read();
      const only = placeId === undefined ? undefined : places.get(placeId);
      if (placeId !== undefined && !only) throw notFound('Establishment');
      const rows = await db
        .select()
        .from(t.events)
        .where(placeId === undefined ? undefined : eq(t.events.establishmentId, placeId))
        .orderBy(asc(t.events.id));
      const found = rows.flatMap((row) => {
        const place = places.get(row.establishmentId);
        return place ? [{ row, series: seriesOfRow(row), place }] : [];
      });
      return { placeName: only?.fields.name ?? null, events: found };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;

function matches(place: Place, filter: { categoryId?: number; areaId?: number }): boolean {
  if (filter.categoryId !== undefined && place.fields.categoryId !== filter.categoryId) return false;
  return filter.areaId === undefined || place.fields.areaId === filter.areaId;
}

function occurrenceOf(row: EventRow, place: Place): Omit<EventOccurrence, 'startsAt' | 'endsAt'> {
  const f = place.fields;
  return {
    eventId: row.id,
    title: row.title,
    description: row.description,
    repeat: repeatOf(row),
    place: {
      id: f.id,
      name: f.name,
      categoryId: f.categoryId,
      areaId: f.areaId,
      address: f.address,
      latitude: f.latitude,
      longitude: f.longitude,
    },
  };
}

function byStart(a: EventOccurrence, b: EventOccurrence): number {
  const at = Date.parse(a.startsAt) - Date.parse(b.startsAt);
  return at || a.title.localeCompare(b.title) || a.eventId - b.eventId;
}

/** The next moment after `now` that one of the occurrences starts or ends (the reply changes then). */
function nextTurn(occurrences: EventOccurrence[], now: Date): number | null {
  let next: number | null = null;
  for (const o of occurrences)
    for (const at of [Date.parse(o.startsAt), Date.parse(o.endsAt)])
      if (at > now.getTime() && (next === null || at < next)) next = at;
  return next;
}
