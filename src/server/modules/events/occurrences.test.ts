import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boundsOf,
  nextOccurrences,
  occurrencesBetween,
  rruleLineOf,
  type Series,
  toTimes,
  withBelizeOffset,
} from './occurrences';

// Occurrences are Belize's whatever the server's zone: these run on a machine set to Tokyo (UTC+9, a
// day ahead of Belize for most of its evening).
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const at = (iso: string) => new Date(iso);
const series = (s: Partial<Series>): Series => ({
  start: '2026-12-02T19:30',
  end: '2026-12-02T22:30',
  frequency: null,
  days: [],
  until: null,
  skipDates: [],
  ...s,
});
const times = (s: Series, from: string, to: string) => occurrencesBetween(s, at(from), at(to)).map(toTimes);

describe('occurrences in Belize time, on a server in Tokyo', () => {
  it('runs in Tokyo', () => {
    expect(new Date(2026, 11, 2).getTimezoneOffset()).toBe(-540);
  });

  it('a one-off evening is its own only occurrence, with the Belize offset', () => {
    expect(times(series({}), '2026-12-01T00:00:00-06:00', '2026-12-08T00:00:00-06:00')).toEqual([
      { startsAt: '2026-12-02T19:30:00-06:00', endsAt: '2026-12-02T22:30:00-06:00' },
    ]);
    expect(withBelizeOffset(at('2026-12-03T01:30:00Z'))).toBe('2026-12-02T19:30:00-06:00');
  });

  it('a weekly series lands on its days, without its skipped dates, until its last date included', () => {
    const weekly = series({
      frequency: 'weekly',
      days: ['WE', 'FR'],
      until: '2026-12-18',
      skipDates: ['2026-12-09'],
    });
    expect(
      times(weekly, '2026-12-01T00:00:00-06:00', '2027-01-01T00:00:00-06:00').map((o) => o.startsAt),
    ).toEqual([
      '2026-12-02T19:30:00-06:00',
      '2026-12-04T19:30:00-06:00',
      '2026-12-11T19:30:00-06:00',
      '2026-12-16T19:30:00-06:00',
      '2026-12-18T19:30:00-06:00',
    ]);
  });

  it('an evening past midnight ends the next day, and still counts on the morning after it began', () => {
    const late = series({
      start: '2026-12-31T22:00',
      end: '2027-01-01T02:00',
      frequency: 'daily',
      until: '2027-01-02',
    });
    // A window of New Year's Day alone holds the night that began the evening before.
    expect(times(late, '2027-01-01T00:00:00-06:00', '2027-01-02T00:00:00-06:00')).toEqual([
      { startsAt: '2026-12-31T22:00:00-06:00', endsAt: '2027-01-01T02:00:00-06:00' },
      { startsAt: '2027-01-01T22:00:00-06:00', endsAt: '2027-01-02T02:00:00-06:00' },
    ]);
  });

  it('across a month end: daily runs on into the next month; monthly on the 31st skips the short months', () => {
    const daily = series({
      start: '2026-11-29T18:00',
      end: '2026-11-29T20:00',
      frequency: 'daily',
      until: '2026-12-02',
    });
    expect(
      times(daily, '2026-11-29T00:00:00-06:00', '2026-12-05T00:00:00-06:00').map((o) => o.startsAt),
    ).toEqual([
      '2026-11-29T18:00:00-06:00',
      '2026-11-30T18:00:00-06:00',
      '2026-12-01T18:00:00-06:00',
      '2026-12-02T18:00:00-06:00',
    ]);
    const monthly = series({
      start: '2026-12-31T20:00',
      end: '2026-12-31T23:00',
      frequency: 'monthly',
      until: '2027-05-31',
    });
    expect(
      times(monthly, '2026-12-01T00:00:00-06:00', '2027-06-01T00:00:00-06:00').map((o) => o.startsAt),
    ).toEqual([
      '2026-12-31T20:00:00-06:00',
      '2027-01-31T20:00:00-06:00',
      '2027-03-31T20:00:00-06:00',
      '2027-05-31T20:00:00-06:00',
    ]);
  });

  it('the next occurrences skip those that ended and keep the one under way', () => {
    const weekly = series({ frequency: 'weekly', days: ['WE'], until: '2027-01-31' });
    const now = at('2026-12-09T21:00:00-06:00');
    expect(nextOccurrences(weekly, now, 2).map(toTimes)).toEqual([
      { startsAt: '2026-12-09T19:30:00-06:00', endsAt: '2026-12-09T22:30:00-06:00' },
      { startsAt: '2026-12-16T19:30:00-06:00', endsAt: '2026-12-16T22:30:00-06:00' },
    ]);
    expect(nextOccurrences(series({}), at('2026-12-03T00:00:00-06:00'), 5)).toEqual([]);
  });

  it('bounds: the first and last dates of a series, none when every date is skipped', () => {
    const weekly = series({ frequency: 'weekly', days: ['WE'], until: '2026-12-20' });
    const bounds = boundsOf(weekly);
    expect(bounds && toTimes(bounds.first).startsAt).toBe('2026-12-02T19:30:00-06:00');
    expect(bounds && toTimes(bounds.last).endsAt).toBe('2026-12-16T22:30:00-06:00');
    expect(boundsOf({ ...weekly, skipDates: ['2026-12-02', '2026-12-09', '2026-12-16'] })).toBeNull();
  });

  it("the calendar's rule ends at the close of its last Belize day, in UTC", () => {
    const weekly = series({ frequency: 'weekly', days: ['WE', 'FR'], until: '2027-05-31' });
    expect(rruleLineOf(weekly)).toBe('RRULE:FREQ=WEEKLY;BYDAY=WE,FR;UNTIL=20270601T055959Z');
    expect(rruleLineOf(series({}))).toBeNull();
  });
});
