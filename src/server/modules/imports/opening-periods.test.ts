import { describe, expect, it } from 'vitest';
import { fakePeriod as period } from '../../../../test/fake-places-server';
import { openState } from '../../../domain/hours';
import { openingHoursFromPeriods } from './opening-periods';
import type { OpeningPeriod } from './places-client';

// Google's days: 0 is Sunday.
const [SUN, MON, TUE, WED, THU, FRI, SAT] = [0, 1, 2, 3, 4, 5, 6];
const ROUND_THE_CLOCK = { open: { day: SUN, hour: 0, minute: 0 } };

/** An instant given as Belize wall-clock time (UTC-6). 2026-01-04 is a Sunday, 2026-01-10 a Saturday. */
const belize = (iso: string) => new Date(`${iso}-06:00`);
const state = (value: string | null, iso: string) => openState(value, belize(iso));
const openUntil = (iso: string) => ({ openNow: true, nextChange: belize(iso).toISOString() });
const closedUntil = (iso: string) => ({ openNow: false, nextChange: belize(iso).toISOString() });

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/** Whether Google's periods say open at a minute of the week since Sunday 00:00 (the reading of the docs). */
function openByPeriods(periods: OpeningPeriod[], minute: number): boolean {
  return periods.some(({ open, close }) => {
    if (!close) return true;
    const start = open.day * DAY + open.hour * 60 + open.minute;
    let end = close.day * DAY + close.hour * 60 + close.minute;
    if (end <= start) end += WEEK;
    return (start <= minute && minute < end) || (start <= minute + WEEK && minute + WEEK < end);
  });
}

/** Checks the converted text against the periods every quarter of an hour of a week, Belize time. */
function expectSameWeek(periods: OpeningPeriod[]) {
  const text = openingHoursFromPeriods(periods);
  expect(text).not.toBeNull();
  const sunday = belize('2026-01-04T00:00').getTime();
  for (let minute = 0; minute < WEEK; minute += 15) {
    const at = new Date(sunday + minute * 60_000);
    expect(openState(text, at).openNow, `${text} at ${at.toISOString()}`).toBe(
      openByPeriods(periods, minute),
    );
  }
}

describe('opening hours from Google periods', () => {
  it('leaves closed days out and groups days with the same hours', () => {
    const weekdays = [MON, TUE, WED, THU, FRI].map((d) => period(d, '08:00', d, '17:00'));
    const periods = [...weekdays, period(SAT, '09:00', SAT, '12:30')];
    expect(openingHoursFromPeriods(periods)).toBe('Mo-Fr 08:00-17:00; Sa 09:00-12:30');
    expect(state('Mo-Fr 08:00-17:00; Sa 09:00-12:30', '2026-01-10T12:00')).toEqual(
      openUntil('2026-01-10T12:30'),
    );
    expect(state('Mo-Fr 08:00-17:00; Sa 09:00-12:30', '2026-01-10T13:00')).toEqual(
      closedUntil('2026-01-12T08:00'),
    );
  });

  it('gives a day two ranges', () => {
    const text = openingHoursFromPeriods([
      period(MON, '11:00', MON, '14:00'),
      period(MON, '17:00', MON, '22:00'),
    ]);
    expect(text).toBe('Mo 11:00-14:00,17:00-22:00');
    expect(state(text, '2026-01-05T15:00')).toEqual(closedUntil('2026-01-05T17:00'));
  });

  it('keeps a Friday night past midnight on Friday', () => {
    const text = openingHoursFromPeriods([period(FRI, '20:00', SAT, '02:00')]);
    expect(text).toBe('Fr 20:00-02:00');
    expect(state(text, '2026-01-10T01:00')).toEqual(openUntil('2026-01-10T02:00'));
    expect(state(text, '2026-01-09T19:00')).toEqual(closedUntil('2026-01-09T20:00'));
    expect(
      openingHoursFromPeriods([period(FRI, '20:00', SAT, '02:00'), period(SAT, '20:00', SUN, '02:00')]),
    ).toBe('Fr,Sa 20:00-02:00');
  });

  it('cuts a night at midnight when the next day has other hours, which would hide its early hours', () => {
    const text = openingHoursFromPeriods([
      period(FRI, '20:00', SAT, '02:00'),
      period(SAT, '10:00', SAT, '14:00'),
    ]);
    expect(text).toBe('Fr 20:00-24:00; Sa 00:00-02:00,10:00-14:00');
    expect(state(text, '2026-01-10T01:00')).toEqual(openUntil('2026-01-10T02:00'));
    const nights = [period(FRI, '20:00', SAT, '02:00'), period(SAT, '20:00', SUN, '03:00')];
    expect(openingHoursFromPeriods(nights)).toBe('Fr 20:00-24:00; Sa 00:00-02:00,20:00-03:00');
    expectSameWeek(nights);
  });

  it('carries Saturday night into Sunday across the end of the week', () => {
    const text = openingHoursFromPeriods([period(SAT, '22:00', SUN, '03:00')]);
    expect(text).toBe('Sa 22:00-03:00');
    expect(state(text, '2026-01-11T02:00')).toEqual(openUntil('2026-01-11T03:00'));
    const intoMonday = [period(SUN, '20:00', MON, '02:00'), period(MON, '10:00', MON, '14:00')];
    expect(openingHoursFromPeriods(intoMonday)).toBe('Mo 00:00-02:00,10:00-14:00; Su 20:00-24:00');
    expect(state(openingHoursFromPeriods(intoMonday), '2026-01-05T01:00')).toEqual(
      openUntil('2026-01-05T02:00'),
    );
  });

  it('writes a close at midnight as 24:00, whether Google says 00:00 of the next day or 24:00', () => {
    for (const close of [period(FRI, '18:00', SAT, '00:00'), period(FRI, '18:00', FRI, '24:00')])
      expect(openingHoursFromPeriods([close])).toBe('Fr 18:00-24:00');
    expect(state('Fr 18:00-24:00', '2026-01-09T23:30')).toEqual(openUntil('2026-01-10T00:00'));
  });

  it('says 24/7 for a place that never closes', () => {
    expect(openingHoursFromPeriods([ROUND_THE_CLOCK])).toBe('24/7');
    const everyDay = [SUN, MON, TUE, WED, THU, FRI, SAT].map((d) => period(d, '00:00', (d + 1) % 7, '00:00'));
    expect(openingHoursFromPeriods(everyDay)).toBe('24/7');
    expect(state('24/7', '2026-01-07T03:00')).toEqual({ openNow: true, nextChange: null });
  });

  it('cuts a period longer than a day into its days', () => {
    const weekend = openingHoursFromPeriods([period(FRI, '18:00', SUN, '02:00')]);
    expect(weekend).toBe('Fr 18:00-24:00; Sa 00:00-24:00; Su 00:00-02:00');
    expect(state(weekend, '2026-01-10T12:00').openNow).toBe(true);
    expect(state(weekend, '2026-01-11T01:00')).toEqual(openUntil('2026-01-11T02:00'));
    expect(state(weekend, '2026-01-09T17:00')).toEqual(closedUntil('2026-01-09T18:00'));
    // A day and a night to the same minute: a single range 10:00-10:00 would say nothing.
    expect(openingHoursFromPeriods([period(MON, '10:00', TUE, '10:00')])).toBe(
      'Mo 10:00-24:00; Tu 00:00-10:00',
    );
  });

  it('agrees with the periods at every quarter of an hour of the week', () => {
    const cases: OpeningPeriod[][] = [
      [
        period(MON, '07:15', MON, '11:45'),
        period(MON, '13:00', TUE, '01:30'),
        period(WED, '09:00', WED, '17:00'),
      ],
      [
        period(THU, '18:00', FRI, '02:00'),
        period(FRI, '18:00', SAT, '02:00'),
        period(SAT, '18:00', SUN, '04:00'),
      ],
      [period(SUN, '11:00', MON, '03:00'), period(MON, '09:00', MON, '12:00')],
      [period(THU, '12:00', SAT, '06:30'), period(SUN, '08:00', SUN, '20:00')],
      [period(SAT, '20:00', WED, '08:00')],
      [ROUND_THE_CLOCK],
    ];
    for (const periods of cases) expectSameWeek(periods);
  });
});

describe('no opening hours', () => {
  it('without periods', () => {
    expect(openingHoursFromPeriods(undefined)).toBeNull();
    expect(openingHoursFromPeriods(null)).toBeNull();
    expect(openingHoursFromPeriods([])).toBeNull();
  });

  it('from malformed periods', () => {
    const malformed = [
      [{ open: { day: 7, hour: 8, minute: 0 }, close: { day: 0, hour: 9, minute: 0 } }],
      [{ open: { day: 1, hour: 25, minute: 0 }, close: { day: 1, hour: 26, minute: 0 } }],
      [{ open: { day: 1, hour: 8, minute: 60 }, close: { day: 1, hour: 9, minute: 0 } }],
      [{ open: { day: 1, hour: 8, minute: 0 }, close: { day: 1, hour: 24, minute: 30 } }],
      [{ open: { day: 1, hour: 8.5, minute: 0 }, close: { day: 1, hour: 9, minute: 0 } }],
      [{ close: { day: 1, hour: 9, minute: 0 } }],
      [{ open: { day: '1', hour: 8, minute: 0 }, close: { day: 1, hour: 9, minute: 0 } }],
      'Mo-Fr 08:00-17:00',
    ];
    for (const periods of malformed)
      expect(openingHoursFromPeriods(periods as never), JSON.stringify(periods)).toBeNull();
  });

  it('from periods that are not one week of hours', () => {
    const notAWeek = [
      // Closing when it opens, or before it on the same day.
      [period(MON, '08:00', MON, '08:00')],
      [period(MON, '20:00', MON, '02:00')],
      // Open round the clock and something else, or "never closes" from another moment.
      [ROUND_THE_CLOCK, period(MON, '08:00', MON, '17:00')],
      [{ open: { day: MON, hour: 8, minute: 0 } }],
      // Overlapping, also past midnight and across the end of the week.
      [period(MON, '08:00', MON, '17:00'), period(MON, '16:00', MON, '20:00')],
      [period(SAT, '22:00', SUN, '03:00'), period(SUN, '02:00', SUN, '05:00')],
      [period(SUN, '22:00', MON, '03:00'), period(MON, '02:00', MON, '05:00')],
    ];
    for (const periods of notAWeek)
      expect(openingHoursFromPeriods(periods), JSON.stringify(periods)).toBeNull();
  });

  it('when the text would be longer than the guide accepts', () => {
    const busy = [SUN, MON, TUE, WED, THU, FRI, SAT].flatMap((d) =>
      ['01', '03', '05', '07'].map((h) => period(d, `${h}:0${d}`, d, `${h}:3${d}`)),
    );
    expect(openingHoursFromPeriods(busy)).toBeNull();
  });
});
