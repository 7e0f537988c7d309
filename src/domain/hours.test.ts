import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingHoursProblem, openState, weekHours } from './hours';
import { formatOpeningHours, openLabel, openStatus } from './hours-format';

/** An instant given as Belize wall-clock time (UTC-6). */
const belize = (iso: string) => new Date(`${iso}-06:00`);

// 2026-01-05 is a Monday.
const MONDAY_NOON = belize('2026-01-05T12:00');

const ZONES = ['Asia/Tokyo', 'America/New_York', 'UTC'];

describe.each(ZONES)('open now in Belize time, with the process in %s', (zone) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });

  it('really runs in that zone', () => {
    const offset = { 'Asia/Tokyo': -540, 'America/New_York': 300, UTC: 0 }[zone];
    expect(new Date('2026-01-05T12:00:00Z').getTimezoneOffset()).toBe(offset);
  });

  it('daily hours: open at noon, closes at 10 pm Belize time', () => {
    expect(openState('Mo-Su 11:00-22:00', MONDAY_NOON)).toEqual({
      openNow: true,
      nextChange: belize('2026-01-05T22:00').toISOString(),
    });
    expect(openState('Mo-Su 11:00-22:00', belize('2026-01-05T22:30'))).toEqual({
      openNow: false,
      nextChange: belize('2026-01-06T11:00').toISOString(),
    });
  });

  it('a range past midnight is open after midnight and closes at 2 am', () => {
    const friLate = belize('2026-01-10T01:30'); // Saturday 01:30, in Friday's range
    expect(openState('Fr 18:00-02:00', friLate)).toEqual({
      openNow: true,
      nextChange: belize('2026-01-10T02:00').toISOString(),
    });
    expect(openState('Fr 18:00-02:00', belize('2026-01-09T17:59')).openNow).toBe(false);
  });

  it('24/7 is open with no next change', () => {
    expect(openState('24/7', MONDAY_NOON)).toEqual({ openNow: true, nextChange: null });
  });

  it('an off day is closed all day and the next opening is the next day', () => {
    const sunday = belize('2026-01-11T12:00');
    expect(openState('Mo-Sa 08:30-16:00; Su off', sunday)).toEqual({
      openNow: false,
      nextChange: belize('2026-01-12T08:30').toISOString(),
    });
  });

  it('no hours (or unreadable ones) are unknown', () => {
    expect(openState(null, MONDAY_NOON)).toEqual({ openNow: null, nextChange: null });
    expect(openState('Dinner', MONDAY_NOON)).toEqual({ openNow: null, nextChange: null });
  });

  it('the week table splits nothing and keeps past-midnight ranges on their day', () => {
    const week = weekHours('Mo-Th 11:00-22:00; Fr,Sa 18:00-02:00');
    expect(week?.map((d) => [d.day, d.ranges])).toEqual([
      ['Mo', [{ opens: '11:00', closes: '22:00' }]],
      ['Tu', [{ opens: '11:00', closes: '22:00' }]],
      ['We', [{ opens: '11:00', closes: '22:00' }]],
      ['Th', [{ opens: '11:00', closes: '22:00' }]],
      ['Fr', [{ opens: '18:00', closes: '02:00' }]],
      ['Sa', [{ opens: '18:00', closes: '02:00' }]],
      ['Su', []],
    ]);
    expect(
      weekHours('24/7')?.every((d) => d.ranges[0].opens === '00:00' && d.ranges[0].closes === '24:00'),
    ).toBe(true);
    expect(weekHours('Su 20:00-03:00')?.map((d) => d.ranges.length)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(weekHours(null)).toBeNull();
  });

  it('labels use Belize time in the 12-hour style', () => {
    const at9 = { openNow: true, nextChange: belize('2026-01-05T21:00').toISOString() };
    expect(openLabel(at9, MONDAY_NOON)?.text).toBe('Open now · closes 9 pm');
    expect(openLabel(at9, belize('2026-01-05T20:15'))).toEqual({
      state: 'closing',
      text: 'Open now · closes within the hour (9 pm)',
    });
    const opens7 = { openNow: false, nextChange: belize('2026-01-06T07:00').toISOString() };
    expect(openLabel(opens7, belize('2026-01-05T22:00'))?.text).toBe('Closed today · opens tomorrow 7 am');
    expect(openLabel(opens7, belize('2026-01-06T05:00'))?.text).toBe('Closed · opens at 7 am');
    expect(openLabel({ openNow: null, nextChange: null }, MONDAY_NOON)).toBeNull();
  });

  it('the status without words: the moment of the next change in Belize wall-clock time', () => {
    const at9 = { openNow: true, nextChange: belize('2026-01-05T21:00').toISOString() };
    expect(openStatus(at9, MONDAY_NOON)).toEqual({
      state: 'open',
      kind: 'closes',
      at: { time: '21:00', daysAhead: 0, weekday: 1, date: '2026-01-05' },
    });
    const opensSaturday = { openNow: false, nextChange: belize('2026-01-10T07:30').toISOString() };
    expect(openStatus(opensSaturday, MONDAY_NOON)).toEqual({
      state: 'closed',
      kind: 'opensLater',
      at: { time: '07:30', daysAhead: 5, weekday: 6, date: '2026-01-10' },
    });
    expect(openLabel(opensSaturday, MONDAY_NOON)?.text).toBe('Closed today · opens Sat 7:30 am');
    // Past the next change (a page left open) the state has flipped and the next change is unknown.
    expect(openStatus(at9, belize('2026-01-05T21:05'))).toEqual({ state: 'closed', kind: 'closed' });
    expect(openStatus({ openNow: true, nextChange: null }, MONDAY_NOON)).toEqual({
      state: 'open',
      kind: 'allDay',
    });
  });
});

describe('checking and writing opening hours', () => {
  it('names what is wrong with an unreadable value and accepts a good one', () => {
    expect(openingHoursProblem('Mo-Su 11:00-22:00')).toBeNull();
    expect(openingHoursProblem('Dinner')).toEqual(expect.any(String));
    expect(openingHoursProblem('Mo 25:00-26:00')).toEqual(expect.any(String));
  });

  it('the editor writes grouped OSM text that the parser reads back to the same week', () => {
    const r = (opens: string, closes: string) => [{ opens, closes }];
    const text = formatOpeningHours([
      { day: 'Mo', open: true, allDay: false, ranges: r('07:00', '21:00') },
      { day: 'Tu', open: true, allDay: false, ranges: r('07:00', '21:00') },
      { day: 'We', open: true, allDay: false, ranges: r('07:00', '21:00') },
      { day: 'Th', open: false, allDay: false, ranges: [] },
      {
        day: 'Fr',
        open: true,
        allDay: false,
        ranges: [
          { opens: '11:00', closes: '14:00' },
          { opens: '18:00', closes: '01:00' },
        ],
      },
      { day: 'Sa', open: true, allDay: true, ranges: [] },
      { day: 'Su', open: true, allDay: false, ranges: r('08:00', '00:00') },
    ]);
    // Friday's night ends at midnight: Saturday, open all day, has the early hours under its own rule.
    expect(text).toBe('Mo-We 07:00-21:00; Fr 11:00-14:00,18:00-24:00; Sa 00:00-24:00; Su 08:00-24:00');
    expect(openingHoursProblem(text)).toBeNull();
    const all = (open: boolean, allDay: boolean) =>
      (['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const).map((day) => ({ day, open, allDay, ranges: [] }));
    expect(formatOpeningHours(all(true, true))).toBe('24/7');
    expect(formatOpeningHours(all(false, false))).toBe('off');
  });

  it('keeps a night past midnight open when the next day has other hours (a later rule would hide it)', () => {
    const day = (d: 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su', ...ranges: [string, string][]) => ({
      day: d,
      open: ranges.length > 0,
      allDay: false,
      ranges: ranges.map(([opens, closes]) => ({ opens, closes })),
    });
    const text = formatOpeningHours([day('Fr', ['20:00', '02:00']), day('Sa', ['10:00', '14:00'])]);
    expect(text).toBe('Fr 20:00-24:00; Sa 00:00-02:00,10:00-14:00');
    // Saturday 01:00 in Belize (07:00 UTC) is still Friday's night.
    expect(openState(text, new Date('2026-12-05T07:00:00Z')).openNow).toBe(true);
    expect(openState(text, new Date('2026-12-05T09:00:00Z')).openNow).toBe(false);
    // Nights that share the next day's rule, or run into a closed day, stay whole.
    expect(formatOpeningHours([day('Fr', ['20:00', '02:00']), day('Sa', ['20:00', '02:00'])])).toBe(
      'Fr,Sa 20:00-02:00',
    );
    expect(formatOpeningHours([day('Fr', ['20:00', '02:00'])])).toBe('Fr 20:00-02:00');
    const everyNight = (['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const).map((d) =>
      day(d, ['22:00', '02:00']),
    );
    expect(formatOpeningHours(everyNight)).toBe('Mo-Su 22:00-02:00');
    // Sunday's night runs into Monday's rule, written before it.
    expect(formatOpeningHours([day('Mo', ['09:00', '17:00']), day('Su', ['21:00', '01:00'])])).toBe(
      'Mo 00:00-01:00,09:00-17:00; Su 21:00-24:00',
    );
  });
});
