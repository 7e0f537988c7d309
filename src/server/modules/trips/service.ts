import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import {
  type AccountTrips,
  SHARED_TRIP_DAYS,
  type SharedTrip,
  type SharedTripInput,
  TRIP_LISTS_MAX,
  type TripList,
} from '../../../domain/schemas/trips';
import { isLaterCopy } from '../../../domain/trip-merge';
import type { Db } from '../../db/client';
import type { SharedDayStored } from '../../db/schema';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';

/** Letters and digits a person can read out; 16 of them are 80 random bits, beyond guessing. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;
const DAY_MS = 86_400_000;

function newShareCode(): string {
  // 256 is a multiple of 32: each character equally likely.
  return Array.from(randomBytes(CODE_LENGTH), (b) => CODE_ALPHABET[b % 32]).join('');
}

/** What the trips need of the catalogue: whether visitors can see a place. */
export interface PublishedPlaces {
  isPublished(id: number): Promise<boolean>;
}

/**
 * Visitors' trips (owns `shared_trips` and `account_trip_lists`): read-only snapshots behind a share
 * link, and the lists a signed-in visitor keeps on the account, merged list by list with what each of
 * their devices sends (the later change of a list wins; a deleted list stays marked, so no device
 * brings it back). Nothing here changes what other visitors see: no change record.
 */
export function createTripService(db: Db, deps: { catalog: PublishedPlaces; clock: Clock }) {
  const { catalog, clock } = deps;

  /** The ids among `ids` visitors can see, in their order. */
  async function publishedAmong(ids: readonly number[]): Promise<number[]> {
    const shown = await Promise.all(ids.map((id) => catalog.isPublished(id)));
    return ids.filter((_, i) => shown[i]);
  }

  /** A stored day as visitors see it: the places they can see, each with its time. */
  async function publishedDay(day: SharedDayStored): Promise<SharedTrip['days'][number]> {
    const ids = Array.isArray(day) ? day : day.ids;
    const times = Array.isArray(day) ? [] : day.times;
    const shown = new Set(await publishedAmong(ids));
    const kept = ids.flatMap((id, i) => (shown.has(id) ? [{ id, time: times[i] ?? null }] : []));
    return { establishmentIds: kept.map((k) => k.id), times: kept.map((k) => k.time) };
  }

  async function refuseUnpublished(ids: readonly number[]) {
    const shown = new Set(await publishedAmong(ids));
    const unknown = [...new Set(ids)].filter((id) => !shown.has(id));
    if (unknown.length > 0)
      throw badRequest(
        `${unknown.length === 1 ? 'This place is' : 'These places are'} not in the guide: ${unknown.join(', ')}.`,
      );
  }

  async function listsOf(userId: number): Promise<AccountTrips['lists']> {
    const rows = await db
      .select({ body: t.accountTripLists.body })
      .from(t.accountTripLists)
      .where(eq(t.accountTripLists.userId, userId));
    return rows
      .map((r) => r.body as AccountTrips['lists'][number])
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id));
  }

  return {
    /** Stores a snapshot of the plan for a year; its code is the share link's. */
    async share(input: SharedTripInput, now = clock.now()): Promise<{ code: string }> {
      await refuseUnpublished(input.days.flatMap((d) => d.establishmentIds));
      const code = newShareCode();
      await db.insert(t.sharedTrips).values({
        code,
        title: input.title,
        startDate: input.startDate,
        days: input.days.map((d) => ({
          ids: d.establishmentIds,
          times: d.times ?? d.establishmentIds.map(() => null),
        })),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SHARED_TRIP_DAYS * DAY_MS),
      });
      // Each share clears the ones past their year (never served: see shared()), so the table keeps
      // only live links without a timer of its own.
      await this.pruneExpired(now);
      return { code };
    },

    /** A shared trip until it expires; a place unpublished since then is left out of its day. */
    async shared(code: string, now = clock.now()): Promise<SharedTrip> {
      const [row] = await db
        .select()
        .from(t.sharedTrips)
        .where(and(eq(t.sharedTrips.code, code), gt(t.sharedTrips.expiresAt, now)));
      if (!row) throw notFound('Shared trip');
      const days = await Promise.all(row.days.map(publishedDay));
      return {
        code: row.code,
        title: row.title,
        startDate: row.startDate,
        days,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Removes shared trips past their year. */
    async pruneExpired(now = clock.now()): Promise<number> {
      const removed = await db
        .delete(t.sharedTrips)
        .where(lte(t.sharedTrips.expiresAt, now))
        .returning({ code: t.sharedTrips.code });
      return removed.length;
    },

    /** The account's lists as kept (its data export). */
    listsOf,

    async listsOfAccount(userId: number, now = clock.now()): Promise<AccountTrips> {
      return { lists: await listsOf(userId), syncedAt: now.toISOString() };
    },

    /**
     * Merges a device's lists into the account's: per list, the copy changed later wins (the stored one
     * on a tie, also against a device writing at the same moment). A place unpublished since it was
     * saved stays in the list (the page says it is gone): refusing it would stop the list syncing.
     * Returns every list after the merge.
     */
    async mergeLists(userId: number, sent: TripList[], now = clock.now()): Promise<AccountTrips> {
      const stored = new Map((await listsOf(userId)).map((l) => [l.id, l]));
      const taken = sent.filter((l) => {
        const mine = stored.get(l.id);
        return !mine || isLaterCopy(l, mine);
      });
      const ids = new Set([...stored.keys(), ...taken.map((l) => l.id)]);
      if (ids.size > TRIP_LISTS_MAX)
        throw badRequest(`An account keeps at most ${TRIP_LISTS_MAX} lists. Delete one first.`);
      await db.transaction(async (tx) => {
        for (const list of taken) {
          const row = {
            userId,
            listId: list.id,
            body: list,
            updatedAt: new Date(list.updatedAt),
            deleted: list.deleted,
          };
          await tx
            .insert(t.accountTripLists)
            .values(row)
            .onConflictDoUpdate({
              target: [t.accountTripLists.userId, t.accountTripLists.listId],
              set: { body: row.body, updatedAt: row.updatedAt, deleted: row.deleted },
              // isLaterCopy again, against a device writing at the same moment.
              setWhere: sql`excluded.updated_at > ${t.accountTripLists.updatedAt}`,
            });
        }
      });
      return this.listsOfAccount(userId, now);
    },
  };
}

export type TripService = ReturnType<typeof createTripService>;
