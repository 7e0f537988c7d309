import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { isPeakNight } from './service';

let ctx: TestApp;
let ramons: number;
beforeAll(async () => {
  ctx = await createTestApp();
  ramons = await establishmentIdByName(ctx.database.db, "Ramon's Village Resort");
});
afterAll(() => ctx.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const rates = (id: number, qs: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/accommodations/${id}/rates?${qs}` });

describe('GET /api/accommodations/:id/rates', () => {
  it('answers every seeded accommodation for the card query (tomorrow, 7 nights, 2 adults)', async () => {
    const stays = (await ctx.app.inject({ method: 'GET', url: '/api/establishments?categoryId=9' })).json();
    expect(stays.length).toBeGreaterThanOrEqual(8);
    for (const s of stays) {
      const res = await rates(s.id, `checkIn=${day(1)}&checkOut=${day(8)}&adults=2`);
      expect(res.statusCode).toBe(200);
      const { rates: list } = res.json();
      expect(list.length, s.name).toBeGreaterThan(0);
      expect(list[0]).toMatchObject({ currency: 'USD', nights: 7 });
      expect(list[0].rate).toBeGreaterThanOrEqual(50);
    }
  });

  it('prices within the planner bands for the price range', async () => {
    const { rates: list } = (await rates(ramons, `checkIn=${day(1)}&checkOut=${day(8)}`)).json();
    for (const r of list) expect(r.rate).toBeGreaterThanOrEqual(150);
  });

  it('leaves out rooms too small for the party and blocked or full nights', async () => {
    const all = (await rates(ramons, `checkIn=${day(1)}&checkOut=${day(3)}&adults=2`)).json().rates;
    expect(all).toHaveLength(2);
    const four = (await rates(ramons, `checkIn=${day(1)}&checkOut=${day(3)}&adults=4`)).json().rates;
    expect(four).toHaveLength(1);
    expect((await rates(ramons, `checkIn=${day(1)}&checkOut=${day(3)}&adults=7`)).json().rates).toEqual([]);

    const db = ctx.database.db;
    const rooms = await db
      .select()
      .from(t.accommodationRates)
      .where(eq(t.accommodationRates.establishmentId, ramons));
    await db
      .update(t.accommodationAvailability)
      .set({ availableRooms: 0 })
      .where(
        and(
          eq(t.accommodationAvailability.rateId, rooms[0].id),
          eq(t.accommodationAvailability.date, day(2)),
        ),
      );
    const after = (await rates(ramons, `checkIn=${day(1)}&checkOut=${day(3)}&adults=2`)).json().rates;
    expect(after.map((r: any) => r.rateId)).not.toContain(rooms[0].id);
  });

  it('prices each night at its calendar override, else the season rate; a night without a row is open', async () => {
    const db = ctx.database.db;
    const rooms = await db
      .select()
      .from(t.accommodationRates)
      .where(eq(t.accommodationRates.establishmentId, ramons))
      .orderBy(t.accommodationRates.baseRate);
    const room = rooms[0];
    // Far beyond the seeded calendar: no rows, so every night is open at the season's rate.
    const year = new Date().getUTCFullYear() + 2;
    const peak = (await rates(ramons, `checkIn=${year}-01-10&checkOut=${year}-01-13`)).json().rates;
    expect(peak.find((r: any) => r.rateId === room.id)).toMatchObject({
      rate: room.peakRate,
      totalRate: 3 * room.peakRate!,
      nights: 3,
    });
    // Two nights off season, one in: the average of the three.
    const span = (await rates(ramons, `checkIn=${year}-12-13&checkOut=${year}-12-16`)).json().rates;
    expect(span.find((r: any) => r.rateId === room.id)?.totalRate).toBeCloseTo(
      2 * room.baseRate + room.peakRate!,
      2,
    );

    await db.insert(t.accommodationAvailability).values([
      { rateId: room.id, date: `${year}-06-02`, availableRooms: 2, rate: 99.99 },
      { rateId: room.id, date: `${year}-06-01`, availableRooms: 2, minimumStay: 1 },
    ]);
    const off = (await rates(ramons, `checkIn=${year}-06-01&checkOut=${year}-06-03`)).json().rates;
    expect(off.find((r: any) => r.rateId === room.id)).toMatchObject({
      totalRate: Math.round((room.baseRate + 99.99) * 100) / 100,
      rate: Math.round(((room.baseRate + 99.99) / 2) * 100) / 100,
    });
  });

  it('drops a room when the stay is shorter than the check-in night asks', async () => {
    const db = ctx.database.db;
    const [room] = await db
      .select()
      .from(t.accommodationRates)
      .where(eq(t.accommodationRates.establishmentId, ramons))
      .orderBy(t.accommodationRates.baseRate);
    const year = new Date().getUTCFullYear() + 2;
    await db
      .insert(t.accommodationAvailability)
      .values({ rateId: room.id, date: `${year}-07-01`, availableRooms: 2, minimumStay: 3 });
    const ids = async (checkOut: string) =>
      (await rates(ramons, `checkIn=${year}-07-01&checkOut=${checkOut}`))
        .json()
        .rates.map((r: any) => r.rateId);
    expect(await ids(`${year}-07-03`)).not.toContain(room.id);
    expect(await ids(`${year}-07-04`)).toContain(room.id);
    // The minimum of a later night does not count.
    expect(
      (await rates(ramons, `checkIn=${year}-06-30&checkOut=${year}-07-02`))
        .json()
        .rates.map((r: any) => r.rateId),
    ).toContain(room.id);
  });

  it('gives the lowest nightly rate of many stays at once, as their own rates give it', async () => {
    const stays = (await ctx.app.inject({ method: 'GET', url: '/api/establishments?categoryId=9' })).json();
    const service = ctx.app.services.accommodations;
    const year = new Date().getUTCFullYear() + 2;
    for (const [checkIn, checkOut] of [
      [day(1), day(8)],
      [day(20), day(30)],
      [`${year}-12-10`, `${year}-12-20`],
    ]) {
      const query = { checkIn, checkOut, adults: 2 };
      const lowest = await service.lowestNightlyRates(
        stays.map((s: { id: number }) => s.id),
        query,
      );
      for (const s of stays) {
        const own = await service.ratesFor(s.id, query);
        const expected = own.length ? Math.ceil(Math.min(...own.map((r) => r.rate))) : undefined;
        expect(lowest.get(s.id), `${s.name} ${checkIn}`).toBe(expected);
      }
      expect(lowest.size).toBeGreaterThan(0);
    }
  });

  it('averages the nightly price over the stay, using peak rates in season', () => {
    expect(isPeakNight('2026-12-20')).toBe(true);
    expect(isPeakNight('2027-04-20')).toBe(false);
    expect(isPeakNight('2026-12-14')).toBe(false);
  });

  it('rejects bad dates, parties and non-accommodations', async () => {
    const restaurant = await establishmentIdByName(ctx.database.db, "Elvi's Kitchen");
    const cases: [number, string, number][] = [
      [ramons, `checkIn=${day(3)}&checkOut=${day(1)}`, 400],
      [ramons, `checkIn=${day(1)}&checkOut=${day(1)}`, 400],
      [ramons, 'checkIn=2026-02-30&checkOut=2026-03-02', 400],
      [ramons, 'checkIn=tomorrow&checkOut=2026-03-02', 400],
      [ramons, `checkIn=${day(1)}&checkOut=${day(3)}&adults=0`, 400],
      [ramons, `checkIn=${day(1)}&checkOut=${day(3)}&adults=21`, 400],
      [ramons, `checkOut=${day(3)}`, 400],
      [restaurant, `checkIn=${day(1)}&checkOut=${day(3)}`, 400],
      [999999, `checkIn=${day(1)}&checkOut=${day(3)}`, 404],
    ];
    for (const [id, qs, status] of cases) {
      const res = await rates(id, qs);
      expect(res.statusCode, qs).toBe(status);
      expect(res.json().message, qs).toBeTruthy();
    }
  });
});
