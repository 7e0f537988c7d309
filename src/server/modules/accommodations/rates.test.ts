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
