import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../../domain/constants';
import { lowestRate } from '../../../domain/planner';
import { daysBetween, type RatesQuery, type RoomRate } from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';

const DAY = 86_400_000;

/** Peak season on the island: 15 December to 15 April. */
export function isPeakNight(date: string): boolean {
  const [, m, d] = date.split('-').map(Number);
  return m === 1 || m === 2 || m === 3 || (m === 12 && d >= 15) || (m === 4 && d < 15);
}

function nightsOf(checkIn: string, checkOut: string): string[] {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  return Array.from({ length: daysBetween(checkIn, checkOut) }, (_, i) =>
    new Date(start + i * DAY).toISOString().slice(0, 10),
  );
}

const roundCents = (n: number) => Math.round(n * 100) / 100;

type Room = typeof t.accommodationRates.$inferSelect;
type CalendarDay = typeof t.accommodationAvailability.$inferSelect;

/**
 * The nightly price of one room type for a stay, or null when the room cannot be booked for it: a
 * blocked or sold-out night, or a stay shorter than the check-in night's minimum. A night without a
 * calendar row is open at the season's rate.
 */
function priceRoom(room: Room, calendar: readonly CalendarDay[], query: RatesQuery, nights: string[]) {
  const byDate = new Map(calendar.map((c) => [c.date, c]));
  if (calendar.some((c) => c.isBlocked || c.availableRooms <= 0)) return null;
  const minimumStay = byDate.get(query.checkIn)?.minimumStay ?? 1;
  if (nights.length < minimumStay) return null;
  const total = nights.reduce((sum, night) => {
    const override = byDate.get(night)?.rate;
    return sum + (override ?? (isPeakNight(night) ? (room.peakRate ?? room.baseRate) : room.baseRate));
  }, 0);
  return {
    rateId: room.id,
    roomType: room.roomType,
    rate: roundCents(total / nights.length),
    currency: room.currency,
    maxOccupancy: room.maxOccupancy,
    bedConfiguration: room.bedConfiguration,
    roomSize: room.roomSize,
    amenities: room.amenities,
    nights: nights.length,
    totalRate: roundCents(total),
    minimumStay,
  } satisfies RoomRate;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export function createAccommodationService(db: Db) {
  /** Active rooms that fit the party, and their calendar nights of the stay: two queries in all. */
  async function roomsAndCalendars(rooms: SQL, query: RatesQuery) {
    const fits = and(
      rooms,
      eq(t.accommodationRates.isActive, true),
      gte(t.accommodationRates.maxOccupancy, query.adults),
    );
    const [list, days] = await Promise.all([
      db.select().from(t.accommodationRates).where(fits).orderBy(asc(t.accommodationRates.baseRate)),
      db
        .select({ day: t.accommodationAvailability })
        .from(t.accommodationAvailability)
        .innerJoin(t.accommodationRates, eq(t.accommodationRates.id, t.accommodationAvailability.rateId))
        .where(
          and(
            fits,
            gte(t.accommodationAvailability.date, query.checkIn),
            lt(t.accommodationAvailability.date, query.checkOut),
          ),
        ),
    ]);
    return {
      rooms: list,
      calendars: groupBy(
        days.map((d) => d.day),
        (d) => d.rateId,
      ),
    };
  }

  return {
    /**
     * Nightly price of each room type for a stay, cheapest first. A night without a calendar row is
     * open at the season's rate; a blocked or sold-out night, a too-short stay or too small a room
     * drops the room type.
     */
    async ratesFor(establishmentId: number, query: RatesQuery): Promise<RoomRate[]> {
      const [est] = await db
        .select({ categoryId: t.establishments.categoryId })
        .from(t.establishments)
        .where(and(eq(t.establishments.id, establishmentId), eq(t.establishments.isActive, true)));
      if (!est) throw notFound('Establishment');
      if (est.categoryId !== CATEGORY_IDS.accommodations)
        throw badRequest('Rates are only available for accommodations');

      const nights = nightsOf(query.checkIn, query.checkOut);
      const { rooms, calendars } = await roomsAndCalendars(
        eq(t.accommodationRates.establishmentId, establishmentId),
        query,
      );
      const result: RoomRate[] = [];
      for (const room of rooms) {
        const priced = priceRoom(room, calendars.get(room.id) ?? [], query, nights);
        if (priced) result.push(priced);
      }
      return result.sort((a, b) => a.rate - b.rate);
    },

    /**
     * The lowest nightly rate (whole dollars, rounded up, as a card shows it) of every establishment
     * matching `establishments` (a condition on the establishments table) that has a bookable room
     * for the stay, by the same rules as ratesFor; in two queries however many places match.
     */
    async lowestNightlyRates(establishments: SQL, query: RatesQuery): Promise<Map<number, number>> {
      const nights = nightsOf(query.checkIn, query.checkOut);
      const matching = db.select({ id: t.establishments.id }).from(t.establishments).where(establishments);
      const { rooms, calendars } = await roomsAndCalendars(
        inArray(t.accommodationRates.establishmentId, matching),
        query,
      );
      const priced = new Map<number, { rate: number }[]>();
      for (const room of rooms) {
        const rate = priceRoom(room, calendars.get(room.id) ?? [], query, nights);
        if (!rate) continue;
        const list = priced.get(room.establishmentId) ?? [];
        list.push(rate);
        priced.set(room.establishmentId, list);
      }
      const lowest = new Map<number, number>();
      for (const [id, rates] of priced) {
        const rate = lowestRate(rates);
        if (rate !== null) lowest.set(id, rate);
      }
      return lowest;
    },
  };
}

export type AccommodationService = ReturnType<typeof createAccommodationService>;
