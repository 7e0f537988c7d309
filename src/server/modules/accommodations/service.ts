import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../../domain/constants';
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

export function createAccommodationService(db: Db) {
  return {
    /**
     * Nightly price of each room type for a stay. A night without a calendar row is open at the
     * season's rate; a blocked or sold-out night, a too-short stay or too small a room drops the room type.
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
      const rooms = await db
        .select()
        .from(t.accommodationRates)
        .where(
          and(
            eq(t.accommodationRates.establishmentId, establishmentId),
            eq(t.accommodationRates.isActive, true),
          ),
        )
        .orderBy(asc(t.accommodationRates.baseRate));

      // The calendars of every room that fits, in one query (not one per room).
      const fitting = rooms.filter((room) => room.maxOccupancy >= query.adults);
      const calendars = new Map<number, (typeof t.accommodationAvailability.$inferSelect)[]>();
      if (fitting.length > 0) {
        const days = await db
          .select()
          .from(t.accommodationAvailability)
          .where(
            and(
              inArray(
                t.accommodationAvailability.rateId,
                fitting.map((room) => room.id),
              ),
              gte(t.accommodationAvailability.date, query.checkIn),
              lt(t.accommodationAvailability.date, query.checkOut),
            ),
          );
        for (const day of days) {
          const list = calendars.get(day.rateId) ?? [];
          list.push(day);
          calendars.set(day.rateId, list);
        }
      }

      const result: RoomRate[] = [];
      for (const room of fitting) {
        const calendar = calendars.get(room.id) ?? [];
        const byDate = new Map(calendar.map((c) => [c.date, c]));
        if (calendar.some((c) => c.isBlocked || c.availableRooms <= 0)) continue;
        const minimumStay = byDate.get(query.checkIn)?.minimumStay ?? 1;
        if (nights.length < minimumStay) continue;
        const total = nights.reduce((sum, night) => {
          const override = byDate.get(night)?.rate;
          return sum + (override ?? (isPeakNight(night) ? (room.peakRate ?? room.baseRate) : room.baseRate));
        }, 0);
        result.push({
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
        });
      }
      return result.sort((a, b) => a.rate - b.rate);
    },
  };
}

export type AccommodationService = ReturnType<typeof createAccommodationService>;
