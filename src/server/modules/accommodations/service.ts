import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../../domain/constants';
import { addDays, daysBetween } from '../../../domain/dates';
import { lowestRate } from '../../../domain/planner';
import type { RatesQuery, RoomRate } from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { publishedCategoryOf } from '../establishments';

/** Peak season on the island: 15 December to 15 April. */
export function isPeakNight(date: string): boolean {
  const [, m, d] = date.split('-').map(Number);
  return m === 1 || m === 2 || m === 3 || (m === 12 && d >= 15) || (m === 4 && d < 15);
}

/** The dates of a stay's nights: check-in up to the day before check-out. */
const nightsOf = (checkIn: string, checkOut: string): string[] =>
  Array.from({ length: daysBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));

const roundCents = (n: number) => Math.round(n * 100) / 100;

/** A room type that can be booked for the stay, with the stay's total price. */
interface PricedRoom {
  rateId: number;
  establishmentId: number;
  total: number;
  minimumStay: number;
}

export function createAccommodationService(db: Db) {
  /**
   * The bookable room types among `rooms` (a condition on accommodation_rates) and each one's total for
   * the stay, in one query: a room must be active and fit the party; each night costs its calendar
   * override, else the season's rate (peak or base); a blocked or sold-out night in the stay, or a stay
   * shorter than the check-in night's minimum, drops the room. A night without a calendar row is open.
   */
  async function pricedRooms(rooms: SQL, query: RatesQuery): Promise<PricedRoom[]> {
    const nights = nightsOf(query.checkIn, query.checkOut);
    const nightRows = sql.join(
      nights.map((night) => sql`(${night}::date, ${isPeakNight(night)}::boolean)`),
      sql`, `,
    );
    const r = t.accommodationRates;
    const d = t.accommodationAvailability;
    const result = await db.execute(sql`
      with nights (night, peak) as (values ${nightRows})
      select rate_id as "rateId", establishment_id as "establishmentId", total, minimum_stay as "minimumStay"
      from (
        select ${r.id} as rate_id, ${r.establishmentId} as establishment_id,
          sum(coalesce(${d.rate}, case when nights.peak then coalesce(${r.peakRate}, ${r.baseRate}) else ${r.baseRate} end)) as total,
          bool_or(coalesce(${d.isBlocked} or ${d.availableRooms} <= 0, false)) as closed,
          coalesce(max(${d.minimumStay}) filter (where nights.night = ${query.checkIn}::date), 1) as minimum_stay
        from ${r}
        cross join nights
        left join ${d} on ${d.rateId} = ${r.id} and ${d.date} = nights.night
        where ${and(rooms, eq(r.isActive, true), gte(r.maxOccupancy, query.adults))}
        group by ${r.id}, ${r.establishmentId}
      ) priced
      where not closed and minimum_stay <= ${nights.length}`);
    // Both drivers (PGlite, node-postgres) answer { rows }.
    const { rows } = result as unknown as { rows: Record<string, unknown>[] };
    return rows.map((row) => ({
      rateId: Number(row.rateId),
      establishmentId: Number(row.establishmentId),
      total: Number(row.total),
      minimumStay: Number(row.minimumStay),
    }));
  }

  return {
    /**
     * Nightly price of each room type for a stay, cheapest first (see pricedRooms for which rooms can
     * be booked and how a night is priced).
     */
    async ratesFor(establishmentId: number, query: RatesQuery): Promise<RoomRate[]> {
      const categoryId = await publishedCategoryOf(db, establishmentId);
      if (categoryId === null) throw notFound('Establishment');
      if (categoryId !== CATEGORY_IDS.accommodations)
        throw badRequest('Rates are only available for accommodations');

      const mine = eq(t.accommodationRates.establishmentId, establishmentId);
      const [rooms, priced] = await Promise.all([
        db.select().from(t.accommodationRates).where(mine).orderBy(asc(t.accommodationRates.baseRate)),
        pricedRooms(mine, query),
      ]);
      const nights = daysBetween(query.checkIn, query.checkOut);
      const byRoom = new Map(priced.map((p) => [p.rateId, p]));
      const result: RoomRate[] = [];
      for (const room of rooms) {
        const price = byRoom.get(room.id);
        if (!price) continue;
        result.push({
          rateId: room.id,
          roomType: room.roomType,
          rate: roundCents(price.total / nights),
          currency: room.currency,
          maxOccupancy: room.maxOccupancy,
          bedConfiguration: room.bedConfiguration,
          roomSize: room.roomSize,
          amenities: room.amenities,
          nights,
          totalRate: roundCents(price.total),
          minimumStay: price.minimumStay,
        });
      }
      return result.sort((a, b) => a.rate - b.rate);
    },

    /** The room type of each rate id (booking requests name the room asked for). */
    async roomTypes(rateIds: readonly number[]): Promise<Map<number, string>> {
      if (rateIds.length === 0) return new Map();
      const r = t.accommodationRates;
      const rows = await db
        .select({ id: r.id, roomType: r.roomType })
        .from(r)
        .where(inArray(r.id, [...new Set(rateIds)]));
      return new Map(rows.map((row) => [row.id, row.roomType]));
    },

    /**
     * The lowest nightly rate (whole dollars, rounded up, as a card shows it) of each of `establishmentIds`
     * with a room bookable for the stay: the rates ratesFor would answer, in one query however many.
     */
    async lowestNightlyRates(
      establishmentIds: readonly number[],
      query: RatesQuery,
    ): Promise<Map<number, number>> {
      if (establishmentIds.length === 0) return new Map();
      const nights = daysBetween(query.checkIn, query.checkOut);
      const priced = await pricedRooms(
        inArray(t.accommodationRates.establishmentId, [...establishmentIds]),
        query,
      );
      const rates = new Map<number, { rate: number }[]>();
      for (const p of priced) {
        const list = rates.get(p.establishmentId) ?? [];
        list.push({ rate: roundCents(p.total / nights) });
        rates.set(p.establishmentId, list);
      }
      const lowest = new Map<number, number>();
      for (const [id, list] of rates) {
        const rate = lowestRate(list);
        if (rate !== null) lowest.set(id, rate);
      }
      return lowest;
    },
  };
}

export type AccommodationService = ReturnType<typeof createAccommodationService>;
