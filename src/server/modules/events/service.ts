import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { eventsUrl } from '../../../domain/api-urls';
import { addDays, belizeDay } from '../../../domain/dates';
import {
  type EventOccurrence,
  type EventOccurrences,
  type EventsQuery,
  PLACE_EVENTS_DAYS,
  PLACE_EVENTS_MAX,
  TONIGHT_MAX,
  WINDOW_OCCURRENCES_PER_EVENT,
} from '../../../domain/schemas/events';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog';
import type { ChangeWriter } from '../changes';
import { floating, instantOf, occurrencesBetween, toTimes } from './occurrences';
import { type EventRow, repeatOf, seriesOfRow } from './series';
import { byStart, checkWindow, pageOf } from './window';
import { createEventWrites, eventRow } from './writes';

/** Series expanded between two turns of the event loop. */
const SERIES_PER_TURN = 8;

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
    catalog: Pick<CatalogService, 'read'>;
    changes: ChangeWriter;
    clock: Clock;
  },
) {
  const { catalog, changes, clock } = deps;

  const rowOf = (id: number) => eventRow(db, id);

  /**
   * The occurrences of published places' events overlapping [from, to), those ended by `now` left out,
   * each event's first `perEvent` at most.
   */
  async function occurrencesIn(
    from: Date,
    to: Date,
    now: Date,
    filter: { establishmentId?: number; categoryId?: number; areaId?: number },
    perEvent: number,
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
          filter.establishmentId === undefined
            ? undefined
            : eq(t.events.establishmentId, filter.establishmentId),
        ),
      );
    const found: EventOccurrence[] = [];
    for (const [i, row] of rows.entries()) {
      // rrule walks a series date by date from its first: a turn of the event loop every few series
      // lets /healthz and cached replies through while a window no cache holds is computed.
      if (i > 0 && i % SERIES_PER_TURN === 0) await nextLoopTurn();
      const place = places.get(row.establishmentId);
      if (!place || !matches(place, filter)) continue;
      for (const o of occurrencesBetween(seriesOfRow(row), lower, to, perEvent))
        found.push({ ...occurrenceOf(row, place), ...toTimes(o) });
    }
    return found.sort(byStart);
  }

  /** The next occurrences of one place's events, or of every place's, as each place's reply holds them. */
  async function upcoming(now: Date, establishmentId?: number) {
    const from = belizeDay(now);
    const to = addDays(from, PLACE_EVENTS_DAYS);
    const end = instantOf(floating(addDays(to, 1)));
    const all = await occurrencesIn(now, end, now, { establishmentId }, PLACE_EVENTS_MAX);
    const byPlace = new Map<number, EventOccurrence[]>();
    for (const o of all) byPlace.set(o.place.id, [...(byPlace.get(o.place.id) ?? []), o]);
    return {
      of: (id: number): EventOccurrences => ({
        from,
        to,
        occurrences: (byPlace.get(id) ?? []).slice(0, PLACE_EVENTS_MAX),
        next: null,
      }),
    };
  }

  return {
    ...createEventWrites(db, { changes, clock }),

    /**
     * GET /api/events: a window of Belize dates (today and the next 13 by default), each event's first
     * occurrences in it and at most a page of them, with the URL that reads on, so no reply grows without bound.
     */
    async window(query: EventsQuery, now = clock.now()): Promise<Timed<EventOccurrences>> {
      const today = belizeDay(now);
      const from = query.from ?? today;
      const to = query.to ?? addDays(from, 13);
      checkWindow(from, to, today);
      const start = instantOf(floating(from));
      const end = instantOf(floating(addDays(to, 1)));
      const all = await occurrencesIn(start, end, now, query, WINDOW_OCCURRENCES_PER_EVENT);
      const page = pageOf(all, query.after);
      const next = page.after === null ? null : eventsUrl({ ...query, after: page.after });
      const value = { from, to, occurrences: page.occurrences, next };
      return { value, validUntil: nextTurn(page.occurrences, now) };
    },

    /**
     * GET /api/events/tonight: today's first occurrences not yet ended (one under way since yesterday
     * included), the landing's "Tonight on the island". It changes at midnight too (a free place fills).
     */
    async tonight(now = clock.now()): Promise<Timed<EventOccurrences>> {
      const today = belizeDay(now);
      const midnight = instantOf(floating(addDays(today, 1)));
      const found = await occurrencesIn(now, midnight, now, {}, 1);
      const occurrences = found.slice(0, TONIGHT_MAX);
      const turn = nextTurn(occurrences, now);
      const validUntil = Math.min(turn ?? midnight.getTime(), midnight.getTime());
      return { value: { from: today, to: today, occurrences, next: null }, validUntil };
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
    async forCalendar(establishmentId?: number) {
      const { places } = await catalog.read();
      const only = establishmentId === undefined ? undefined : places.get(establishmentId);
      if (establishmentId !== undefined && !only) throw notFound('Establishment');
      const rows = await db
        .select()
        .from(t.events)
        .where(establishmentId === undefined ? undefined : eq(t.events.establishmentId, establishmentId))
        .orderBy(asc(t.events.id));
      const found = rows.flatMap((row) => {
        const place = places.get(row.establishmentId);
        return place ? [{ row, series: seriesOfRow(row), place }] : [];
      });
      return { placeName: only?.fields.name ?? null, events: found };
    },

    /** One event (its series, whole) for its own calendar file; 404 when it or its place is not public. */
    async oneForCalendar(eventId: number) {
      const row = await rowOf(eventId);
      const place = (await catalog.read()).places.get(row.establishmentId);
      if (!place) throw notFound('Event');
      return { row, series: seriesOfRow(row), place };
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
    skipDates: row.repeatFrequency ? [...row.skipDates] : [],
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

/** The next moment after `now` that one of the occurrences starts or ends (the reply changes then). */
function nextTurn(occurrences: EventOccurrence[], now: Date): number | null {
  let next: number | null = null;
  for (const o of occurrences)
    for (const at of [Date.parse(o.startsAt), Date.parse(o.endsAt)])
      if (at > now.getTime() && (next === null || at < next)) next = at;
  return next;
}
