import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  belizeClock,
  belizeDay,
  belizeDayStart,
  daysBetween,
  isCalendarDate,
  lastBelizeDays,
  weekdayOf,
} from './dates';

describe('calendar dates', () => {
  it('steps days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-27', 365)).toBe('2027-11-27');
  });

  it('knows a real date from text that only looks like one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-3')).toBe(false);
    expect(addDays('tomorrow', 1)).toBe('');
  });

  it('adds months within the month: 30 November + 3 months is the end of February', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('counts the nights of a stay and names the weekday (0 Sunday)', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(weekdayOf('2026-12-02')).toBe(3);
    expect(weekdayOf('2026-12-06')).toBe(0);
  });
});

describe('the Belize day (UTC-6 all year)', () => {
  it('is still yesterday in Belize before 06:00 UTC', () => {
    expect(belizeDay(new Date('2026-12-02T05:59:00Z'))).toBe('2026-12-01');
    expect(belizeDay(new Date('2026-12-02T06:00:00Z'))).toBe('2026-12-02');
    expect(belizeDayStart('2026-12-02').toISOString()).toBe('2026-12-02T06:00:00.000Z');
  });

  it('lists the last days up to today, oldest first', () => {
    expect(lastBelizeDays(new Date('2027-01-01T12:00:00Z'), 3)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

describe("Belize's wall clock", () => {
  it('reads an instant with any offset on the island clock, whatever the process zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'Pacific/Honolulu']) {
        process.env.TZ = tz;
        expect(belizeClock('2026-12-03T03:30:00Z')).toEqual({
          date: '2026-12-02',
          time: '21:30',
          weekday: 3,
        });
        expect(belizeClock(new Date('2026-12-02T21:30:00-06:00'))).toEqual(
          belizeClock('2026-12-03T03:30:00Z'),
        );
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});
