import { and, gt, inArray } from 'drizzle-orm';
import { PLACE_EVENTS_DAYS } from '../../../domain/schemas/events';
import type { SearchableEvent } from '../../../domain/search-index';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

const DAY_MS = 86_400_000;

/**
 * The words of the events not yet ended, by place, for the catalogue's search (decision 56): handed to
 * the catalogue by services.ts, as the events service reads the catalogue. An event is found while a
 * place's page would list it: from PLACE_EVENTS_DAYS before its first occurrence until its last ends.
 */
export function createEventSearchTexts(db: Db) {
  return {
    async of(establishmentIds: readonly number[] | null, now: Date): Promise<Map<number, SearchableEvent[]>> {
      if (establishmentIds !== null && establishmentIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: t.events.id,
          establishmentId: t.events.establishmentId,
          title: t.events.title,
          description: t.events.description,
          firstStartsAt: t.events.firstStartsAt,
          lastEndsAt: t.events.lastEndsAt,
        })
        .from(t.events)
        .where(
          and(
            gt(t.events.lastEndsAt, now),
            establishmentIds === null ? undefined : inArray(t.events.establishmentId, [...establishmentIds]),
          ),
        );
      const byPlace = new Map<number, SearchableEvent[]>();
      for (const r of rows) {
        const from = new Date(r.firstStartsAt.getTime() - PLACE_EVENTS_DAYS * DAY_MS).toISOString();
        const event = {
          id: r.id,
          title: r.title,
          description: r.description,
          from,
          until: r.lastEndsAt.toISOString(),
        };
        byPlace.set(r.establishmentId, [...(byPlace.get(r.establishmentId) ?? []), event]);
      }
      return byPlace;
    },
  };
}

export type EventSearchTexts = ReturnType<typeof createEventSearchTexts>;
