import { afterEach, describe, expect, it } from 'vitest';
import { belizeClock } from './dates';
import { occurrenceClock, partOfDay, recurrenceOf, tonightByPlace, tonightOf, whatsOn } from './event-times';
import { eventStartTime, eventTimeRange } from './event-words';
import type { EventOccurrence } from './schemas/events';

const place = {
  id: 7,
  name: 'Wet Lizard',
  categoryId: 1,
  areaId: 2,
  address: null,
  latitude: 17.9,
  longitude: -87.96,
};
const occ = (startsAt: string, endsAt: string, extra: Partial<EventOccurrence> = {}): EventOccurrence => ({
  eventId: 1,
  title: 'Trivia',
  description: null,
  repeat: null,
  skipDates: [],
  place,
  startsAt,
  endsAt,
  ...extra,
});

const realZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = realZone;
});

describe("an occurrence's Belize wall clock", () => {
  // The process zone changes what local getters say; Belize's clock must not move with it.
  for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    it(`reads the same in ${zone}`, () => {
      process.env.TZ = zone;
      expect(belizeClock('2026-12-02T19:30:00-06:00')).toEqual({
        date: '2026-12-02',
        time: '19:30',
        weekday: 3,
      });
      // An instant written in UTC is still read on Belize's clock: 02:30 UTC is 20:30 the day before.
      expect(belizeClock('2026-12-03T02:30:00Z')).toEqual({ date: '2026-12-02', time: '20:30', weekday: 3 });
    });
  }

  it('says when an occurrence ends on the next day, but not when it ends at midnight', () => {
    expect(occurrenceClock(occ('2026-12-02T22:00:00-06:00', '2026-12-03T02:00:00-06:00')).nextDay).toBe(true);
    expect(occurrenceClock(occ('2026-12-02T19:00:00-06:00', '2026-12-03T00:00:00-06:00')).nextDay).toBe(
      false,
    );
    expect(occurrenceClock(occ('2026-12-02T19:00:00-06:00', '2026-12-02T22:00:00-06:00')).nextDay).toBe(
      false,
    );
  });
});

describe('what is on: tonight and the days of the week', () => {
  // Wednesday 2 December 2026, 6 pm in Belize.
  const now = new Date('2026-12-03T00:00:00Z');
  const list = [
    occ('2026-12-01T21:00:00-06:00', '2026-12-01T23:00:00-06:00', { title: 'ended yesterday' }),
    occ('2026-12-02T12:00:00-06:00', '2026-12-02T14:00:00-06:00', { title: 'ended at lunch' }),
    occ('2026-12-02T22:00:00-06:00', '2026-12-03T02:00:00-06:00', { title: 'late tonight' }),
    occ('2026-12-02T17:00:00-06:00', '2026-12-02T19:00:00-06:00', { title: 'under way' }),
    occ('2026-12-03T19:30:00-06:00', '2026-12-03T22:30:00-06:00', { title: 'thursday' }),
    occ('2026-12-05T10:00:00-06:00', '2026-12-05T12:00:00-06:00', { title: 'saturday' }),
    occ('2026-12-08T19:00:00-06:00', '2026-12-08T21:00:00-06:00', { title: 'tuesday' }),
    occ('2026-12-09T19:00:00-06:00', '2026-12-09T21:00:00-06:00', { title: 'next wednesday' }),
  ];

  it('puts today’s occurrences not yet ended in tonight, by start, and the next six days after', () => {
    process.env.TZ = 'Asia/Tokyo';
    const on = whatsOn(list, now);
    expect(on.today).toBe('2026-12-02');
    expect(on.tonight.map((o) => o.title)).toEqual(['under way', 'late tonight']);
    expect(on.days.map((d) => [d.date, d.weekday, d.occurrences.map((o) => o.title)])).toEqual([
      ['2026-12-03', 4, ['thursday']],
      ['2026-12-05', 6, ['saturday']],
      ['2026-12-08', 2, ['tuesday']],
    ]);
  });

  it('keeps one from yesterday still under way in tonight, and a night out past midnight in its own day', () => {
    const afterMidnight = new Date('2026-12-03T07:00:00Z'); // 1 am Thursday in Belize
    const on = whatsOn(list, afterMidnight);
    expect(on.today).toBe('2026-12-03');
    expect(on.tonight.map((o) => o.title)).toEqual(['late tonight', 'thursday']);
    expect(on.days.at(-1)?.date).toBe('2026-12-09');
  });

  it("the landing's three, and the map's first per place", () => {
    const many = [0, 1, 2, 3].map((h) =>
      occ(`2026-12-02T2${h}:00:00-06:00`, `2026-12-02T2${h}:30:00-06:00`, {
        title: `at ${h}`,
        place: { ...place, id: h < 2 ? 1 : 2 },
      }),
    );
    expect(tonightOf(many, now).map((o) => o.title)).toEqual(['at 0', 'at 1', 'at 2']);
    const byPlace = tonightByPlace(many, now);
    expect([...byPlace].map(([id, o]) => [id, o.title])).toEqual([
      [1, 'at 0'],
      [2, 'at 2'],
    ]);
  });
});

describe('how a series repeats', () => {
  const wed = '2026-12-02T19:30:00-06:00';
  it('weekly on its days, Monday first, or on its start’s weekday when it names none', () => {
    const repeat = (days: ('MO' | 'WE' | 'FR' | 'SU')[]) => ({
      frequency: 'weekly' as const,
      days,
      until: '2027-03-01',
    });
    expect(recurrenceOf({ startsAt: wed, repeat: repeat(['SU', 'FR', 'MO']) })).toEqual({
      kind: 'weekly',
      weekdays: [1, 5, 0],
    });
    expect(recurrenceOf({ startsAt: wed, repeat: repeat([]) })).toEqual({ kind: 'weekly', weekdays: [3] });
    expect(
      recurrenceOf({ startsAt: wed, repeat: { frequency: 'daily', days: [], until: '2027-01-01' } }),
    ).toEqual({ kind: 'daily' });
    expect(recurrenceOf({ startsAt: wed, repeat: null })).toBeNull();
  });
});

describe('an occurrence’s times in words, on Belize’s clock', () => {
  const zones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'];
  it.each(zones)('the same in %s', (zone) => {
    process.env.TZ = zone;
    const evening = occ('2026-12-02T19:30:00-06:00', '2026-12-02T22:30:00-06:00');
    expect(eventTimeRange(evening, 'en')).toBe('7:30 – 10:30 pm');
    expect(eventTimeRange(evening, 'es')).toBe('19:30 – 22:30');
    // The same instants written in UTC.
    expect(eventTimeRange(occ('2026-12-03T01:30:00Z', '2026-12-03T04:30:00Z'), 'en')).toBe('7:30 – 10:30 pm');
    const late = occ('2026-12-02T22:00:00-06:00', '2026-12-03T02:00:00-06:00');
    expect(eventTimeRange(late, 'en')).toBe('10 pm – 2 am');
    expect(eventTimeRange(late, 'es')).toBe('22:00 – 2:00');
    expect(eventTimeRange(occ('2026-12-02T21:00:00-06:00', '2026-12-03T00:00:00-06:00'), 'en')).toBe(
      '9 pm – midnight',
    );
    expect(eventTimeRange(occ('2026-12-02T11:00:00-06:00', '2026-12-02T14:00:00-06:00'), 'en')).toBe(
      '11 am – 2 pm',
    );
    // Both ends in the morning, a day apart: each keeps its own "am".
    expect(eventTimeRange(occ('2026-12-02T09:00:00-06:00', '2026-12-03T08:00:00-06:00'), 'en')).toBe(
      '9 am – 8 am',
    );
    expect(eventStartTime(late, 'en')).toBe('10 pm');
    expect(eventStartTime(evening, 'es')).toBe('19:30');
  });
});

describe('partOfDay: "Tonight" only when it is', () => {
  // Belize is UTC-6 all year: 13:00 on the island is 19:00 UTC.
  const at = (belizeTime: string) => new Date(`2026-11-28T${belizeTime}:00-06:00`);
  const starting = (belizeTime: string) => ({
    startsAt: at(belizeTime).toISOString(),
    endsAt: new Date(at(belizeTime).getTime() + 3_600_000).toISOString(),
  });

  it('a 3 pm event seen at 1 pm is "today"', () => {
    expect(partOfDay([starting('15:00')], at('13:00'))).toBe('today');
  });

  it('an 8 pm event seen at 1 pm is "tonight"; so is anything once it is evening on the island', () => {
    expect(partOfDay([starting('20:00')], at('13:00'))).toBe('tonight');
    expect(partOfDay([starting('15:00'), starting('20:00')], at('13:00'))).toBe('today');
    expect(partOfDay([starting('16:30')], at('17:30'))).toBe('tonight');
    expect(partOfDay([], at('18:00'))).toBe('tonight');
    expect(partOfDay([], at('09:00'))).toBe('today');
  });
});
