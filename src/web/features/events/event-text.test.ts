import { beforeAll, describe, expect, it } from 'vitest';
import { eventTimeRange, recurrenceOf } from '../../../domain/event-times';
import type { Locale } from '../../../domain/locale';
import { loadSections, type Translate, translate } from '../../i18n';
import { dayHeading, recurrenceText } from './event-text';

const tIn =
  (locale: Locale): Translate =>
  (key, values) =>
    translate(locale, key, values);

beforeAll(async () => {
  await loadSections('en', ['events']);
  await loadSections('es', ['events']);
});

const at = (startsAt: string, repeat: Parameters<typeof recurrenceOf>[0]['repeat']) => ({ startsAt, repeat });

describe("what's on in words", () => {
  it('heads a day "Thursday 3 December" / "Jueves 3 de diciembre"', () => {
    expect(dayHeading('2026-12-03', tIn('en'))).toBe('Thursday 3 December');
    expect(dayHeading('2026-12-03', tIn('es'))).toBe('Jueves 3 de diciembre');
    expect(dayHeading('2027-01-01', tIn('es'))).toBe('Viernes 1 de enero');
  });

  it('says how a series repeats, its days Monday first', () => {
    const weekly = (days: ('MO' | 'WE' | 'FR')[]) => ({
      frequency: 'weekly' as const,
      days,
      until: '2027-01-31',
    });
    const wednesday = '2026-12-02T19:30:00-06:00';
    const words = (locale: Locale, repeat: Parameters<typeof recurrenceOf>[0]['repeat']) => {
      const r = recurrenceOf(at(wednesday, repeat));
      return r ? recurrenceText(r, tIn(locale)) : null;
    };
    expect(words('en', weekly([]))).toBe('Every Wednesday');
    expect(words('en', weekly(['FR', 'MO', 'WE']))).toBe('Every Monday, Wednesday and Friday');
    expect(words('es', weekly(['FR', 'WE']))).toBe('Cada miércoles y viernes');
    expect(words('en', { frequency: 'daily', days: [], until: '2026-12-31' })).toBe('Every day');
    expect(words('es', { frequency: 'monthly', days: [], until: '2027-06-30' })).toBe('Cada mes');
    expect(words('en', null)).toBeNull();
  });

  it('times a late night in each language', () => {
    const late = { startsAt: '2026-12-02T22:00:00-06:00', endsAt: '2026-12-03T02:00:00-06:00' };
    expect(eventTimeRange(late, 'en')).toBe('10 pm – 2 am');
    expect(eventTimeRange(late, 'es')).toBe('22:00 – 2:00');
  });
});
