import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceEvent } from '../../../domain/schemas/events';
import {
  eventSummary,
  hasEnded,
  occurrenceDay,
  occurrenceText,
  shortDate,
  timeRange,
  weekdayOf,
} from './event-words';

const today = '2026-11-27';
const series = (repeat: PlaceEvent['repeat'], start = '2026-12-02T19:30', end = '2026-12-02T22:30') => ({
  start,
  end,
  repeat,
});

describe('an event in words', () => {
  it.each([
    [
      series({ frequency: 'weekly', days: ['WE'], until: '2027-05-31' }),
      'Every Wednesday, 7:30–10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'weekly', days: ['FR', 'WE'], until: '2027-05-31' }),
      'Every Wednesday and Friday, 7:30–10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'weekly', days: ['MO', 'WE', 'SU'], until: '2027-01-03' }),
      'Every Monday, Wednesday and Sunday, 7:30–10:30 pm until 3 Jan 2027',
    ],
    // No days named: the start's weekday.
    [
      series({ frequency: 'weekly', days: [], until: '2027-05-31' }),
      'Every Wednesday, 7:30–10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'weekly', days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], until: '2027-05-31' }),
      'Every day, 7:30–10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'daily', days: [], until: '2026-12-31' }, '2026-12-02T11:00', '2026-12-02T14:00'),
      'Every day, 11 am–2 pm until 31 Dec 2026',
    ],
    [
      series({ frequency: 'monthly', days: [], until: '2027-06-01' }, '2026-12-02T21:00', '2026-12-03T00:00'),
      'Every month on the 2nd, 9 pm–midnight until 1 Jun 2027',
    ],
    [series(null), 'Wed 2 Dec, 7:30–10:30 pm'],
    [series(null, '2027-01-01T22:00', '2027-01-02T02:00'), 'Fri 1 Jan 2027, 10 pm–2 am'],
  ] as const)('%o reads "%s"', (event, words) => {
    expect(eventSummary(event, today)).toBe(words);
  });

  it('times: the suffix once when both ends share it', () => {
    expect(timeRange('19:30', '22:30')).toBe('7:30–10:30 pm');
    expect(timeRange('09:00', '12:00')).toBe('9 am–12 pm');
    expect(timeRange('00:00', '06:15')).toBe('midnight–6:15 am');
  });

  it('weekdays and dates by the calendar, not the clock', () => {
    expect(weekdayOf('2026-12-02')).toBe('WE');
    expect(weekdayOf('2026-12-06')).toBe('SU');
    expect(shortDate('2026-12-07', today)).toBe('Mon 7 Dec');
  });
});

describe('occurrences in Belize time, whatever the process time zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });
  // 9:30 pm in Belize is already the next day in UTC and in Tokyo, still the same day in Honolulu.
  const late = { startsAt: '2026-12-02T21:30:00-06:00', endsAt: '2026-12-03T01:00:00-06:00' };

  it.each([
    ['UTC', 0],
    ['Asia/Tokyo', -540],
    ['Pacific/Honolulu', 600],
    ['America/Belize', 360],
  ] as const)('in %s', (tz, offset) => {
    process.env.TZ = tz;
    // The zone took effect: the process's own clock reads differently in each.
    expect(new Date(2026, 11, 2).getTimezoneOffset()).toBe(offset);
    expect(occurrenceText(late, today)).toBe('Wed 2 Dec, 9:30 pm–1 am');
    expect(occurrenceDay(late)).toBe('2026-12-02');
    // The same instant written in UTC.
    expect(occurrenceDay({ startsAt: '2026-12-03T03:30:00Z', endsAt: '2026-12-03T07:00:00Z' })).toBe(
      '2026-12-02',
    );
  });

  it('an event with no occurrence to come has ended', () => {
    expect(hasEnded({ next: [] })).toBe(true);
    expect(hasEnded({ next: [late] })).toBe(false);
  });
});
