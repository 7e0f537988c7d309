import { afterEach, describe, expect, it } from 'vitest';
import { hasEnded, occurrenceDay, recurrenceOf } from './event-times';
import {
  dayHeading,
  eventSummary,
  eventTimeRange,
  longDate,
  occurrenceText,
  recurrenceText,
  shortDate,
  timeRange,
} from './event-words';
import type { Locale } from './locale';
import type { PlaceEvent } from './schemas/events';

const today = '2026-11-27';
const series = (repeat: PlaceEvent['repeat'], start = '2026-12-02T19:30', end = '2026-12-02T22:30') => ({
  start,
  end,
  repeat,
});

describe('an event in words, as its owner lists it', () => {
  it.each([
    [
      series({ frequency: 'weekly', days: ['WE'], until: '2027-05-31' }),
      'Every Wednesday, 7:30 – 10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'weekly', days: ['FR', 'WE'], until: '2027-05-31' }),
      'Every Wednesday and Friday, 7:30 – 10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'weekly', days: ['MO', 'WE', 'SU'], until: '2027-01-03' }),
      'Every Monday, Wednesday and Sunday, 7:30 – 10:30 pm until 3 Jan 2027',
    ],
    // No days named: the start's weekday.
    [
      series({ frequency: 'weekly', days: [], until: '2027-05-31' }),
      'Every Wednesday, 7:30 – 10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'weekly', days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], until: '2027-05-31' }),
      'Every day, 7:30 – 10:30 pm until 31 May 2027',
    ],
    [
      series({ frequency: 'daily', days: [], until: '2026-12-31' }, '2026-12-02T11:00', '2026-12-02T14:00'),
      'Every day, 11 am – 2 pm until 31 Dec 2026',
    ],
    [
      series({ frequency: 'monthly', days: [], until: '2027-06-01' }, '2026-12-02T21:00', '2026-12-03T00:00'),
      'Every month on the 2nd, 9 pm – midnight until 1 Jun 2027',
    ],
    [series(null), 'Wed 2 Dec, 7:30 – 10:30 pm'],
    [series(null, '2027-01-01T22:00', '2027-01-02T02:00'), 'Fri 1 Jan 2027, 10 pm – 2 am'],
  ] as const)('%o reads "%s"', (event, words) => {
    expect(eventSummary(event, today, 'en')).toBe(words);
  });

  it('in Spanish too, 24-hour', () => {
    expect(
      eventSummary(series({ frequency: 'weekly', days: ['FR', 'WE'], until: '2027-05-31' }), today, 'es'),
    ).toBe('Cada miércoles y viernes, 19:30 – 22:30 hasta el 31 de mayo de 2027');
    expect(eventSummary(series(null), today, 'es')).toBe('mié 2 dic, 19:30 – 22:30');
  });

  it('times: the suffix once when both ends share it on the same day', () => {
    expect(timeRange('19:30', '22:30', false, 'en')).toBe('7:30 – 10:30 pm');
    expect(timeRange('09:00', '12:00', false, 'en')).toBe('9 am – 12 pm');
    expect(timeRange('00:00', '06:15', false, 'en')).toBe('midnight – 6:15 am');
    expect(timeRange('23:00', '23:30', true, 'en')).toBe('11 pm – 11:30 pm');
  });

  it('dates by the calendar, not the clock', () => {
    expect(shortDate('2026-12-07', today, 'en')).toBe('Mon 7 Dec');
    expect(shortDate('2027-01-02', today, 'en')).toBe('Sat 2 Jan 2027');
    expect(longDate('2027-05-31', 'en')).toBe('31 May 2027');
  });
});

describe('the series of an occurrence, as visitors read it', () => {
  const at = (startsAt: string, repeat: Parameters<typeof recurrenceOf>[0]['repeat']) => ({
    startsAt,
    repeat,
  });
  const wednesday = '2026-12-02T19:30:00-06:00';
  const words = (locale: Locale, repeat: Parameters<typeof recurrenceOf>[0]['repeat']) => {
    const r = recurrenceOf(at(wednesday, repeat));
    return r ? recurrenceText(r, locale) : null;
  };
  const weekly = (days: ('MO' | 'WE' | 'FR')[]) => ({
    frequency: 'weekly' as const,
    days,
    until: '2027-01-31',
  });

  it('heads a day "Thursday 3 December" / "Jueves 3 de diciembre"', () => {
    expect(dayHeading('2026-12-03', 'en')).toBe('Thursday 3 December');
    expect(dayHeading('2026-12-03', 'es')).toBe('Jueves 3 de diciembre');
    expect(dayHeading('2027-01-01', 'es')).toBe('Viernes 1 de enero');
  });

  it('says how a series repeats, its days Monday first', () => {
    expect(words('en', weekly([]))).toBe('Every Wednesday');
    expect(words('en', weekly(['FR', 'MO', 'WE']))).toBe('Every Monday, Wednesday and Friday');
    expect(words('es', weekly(['FR', 'WE']))).toBe('Cada miércoles y viernes');
    expect(words('en', { frequency: 'daily', days: [], until: '2026-12-31' })).toBe('Every day');
    expect(words('en', { frequency: 'monthly', days: [], until: '2027-06-30' })).toBe(
      'Every month on the 2nd',
    );
    expect(words('es', { frequency: 'monthly', days: [], until: '2027-06-30' })).toBe('Cada mes, el día 2');
    expect(words('en', null)).toBeNull();
  });

  it('the owner and the visitor read one series in the same words', () => {
    const repeat = {
      frequency: 'weekly' as const,
      days: ['WE' as const, 'FR' as const],
      until: '2027-05-31',
    };
    const occurrence = { startsAt: wednesday, endsAt: '2026-12-02T22:30:00-06:00', repeat };
    for (const locale of ['en', 'es'] as const) {
      const visitor = `${recurrenceText(recurrenceOf(occurrence)!, locale)}, ${eventTimeRange(occurrence, locale)}`;
      expect(eventSummary(series(repeat), today, locale).startsWith(visitor)).toBe(true);
    }
  });

  it('times a late night in each language', () => {
    const late = { startsAt: '2026-12-02T22:00:00-06:00', endsAt: '2026-12-03T02:00:00-06:00' };
    expect(eventTimeRange(late, 'en')).toBe('10 pm – 2 am');
    expect(eventTimeRange(late, 'es')).toBe('22:00 – 2:00');
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
    expect(occurrenceText(late, today, 'en')).toBe('Wed 2 Dec, 9:30 pm – 1 am');
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
