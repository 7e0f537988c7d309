import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { openLabel, openStatus } from '../../../domain/hours-format';
import type { Locale } from '../../../domain/locale';
import type { MessageKey, MessageValues, Translate } from '../../i18n';
import englishHours from '../../i18n/catalogues/en/hours.json';
import spanishHours from '../../i18n/catalogues/es/hours.json';
import { openStatusText, rangeText } from './hours-text';

/** The hours section of `locale`'s catalogue, compiled as the build compiles it (vite.config.ts). */
function translator(locale: Locale): Translate {
  const raw: Record<string, string> = locale === 'en' ? englishHours : spanishHours;
  const messages = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, compileMessage(v)]));
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (key: MessageKey, values?: MessageValues) => i18n._(key, values);
}

const en = translator('en');
const es = translator('es');
/** An instant given as Belize wall-clock time (UTC-6). */
const belize = (iso: string) => new Date(`${iso}-06:00`);
const MONDAY_NOON = belize('2026-01-05T12:00');
const hours = (openNow: boolean, next: string | null) => ({
  openNow,
  nextChange: next ? belize(next).toISOString() : null,
});
const words = (h: ReturnType<typeof hours>, now: Date, locale: Locale) => {
  const status = openStatus(h, now);
  return status ? openStatusText(status, locale, locale === 'en' ? en : es) : null;
};

describe('opening hours in each language', () => {
  it('English reads exactly as the domain label does', () => {
    const cases: [ReturnType<typeof hours>, Date][] = [
      [hours(true, '2026-01-05T21:00'), MONDAY_NOON],
      [hours(true, '2026-01-05T21:00'), belize('2026-01-05T20:15')],
      [hours(true, '2026-01-06T00:00'), belize('2026-01-05T20:00')],
      [hours(true, '2026-01-06T01:00'), belize('2026-01-05T20:00')],
      [hours(false, '2026-01-06T07:00'), belize('2026-01-05T22:00')],
      [hours(false, '2026-01-06T07:00'), belize('2026-01-06T05:00')],
      [hours(false, '2026-01-09T07:30'), MONDAY_NOON],
      [hours(false, '2026-01-20T07:00'), MONDAY_NOON],
      [hours(true, null), MONDAY_NOON],
      [hours(false, null), MONDAY_NOON],
      [hours(true, '2026-01-05T11:00'), MONDAY_NOON],
    ];
    for (const [h, now] of cases) expect(words(h, now, 'en')).toBe(openLabel(h, now)?.text);
  });

  it('Spanish uses the 24-hour clock', () => {
    expect(words(hours(true, '2026-01-05T21:00'), MONDAY_NOON, 'es')).toBe(
      'Abierto ahora · cierra a las 21:00',
    );
    expect(words(hours(true, '2026-01-05T21:00'), belize('2026-01-05T20:15'), 'es')).toBe(
      'Abierto ahora · cierra en menos de una hora (21:00)',
    );
    expect(words(hours(true, '2026-01-06T01:30'), belize('2026-01-05T20:00'), 'es')).toBe(
      'Abierto ahora · cierra mañana a la 1:30',
    );
    // Midnight closes tonight, not tomorrow night.
    expect(words(hours(true, '2026-01-06T00:00'), belize('2026-01-05T20:00'), 'es')).toBe(
      'Abierto ahora · cierra a medianoche',
    );
    expect(words(hours(false, '2026-01-06T07:00'), belize('2026-01-06T05:00'), 'es')).toBe(
      'Cerrado · abre a las 7:00',
    );
    expect(words(hours(false, '2026-01-06T07:00'), belize('2026-01-05T22:00'), 'es')).toBe(
      'Cerrado hoy · abre mañana a las 7:00',
    );
    expect(words(hours(false, '2026-01-09T07:30'), MONDAY_NOON, 'es')).toBe(
      'Cerrado hoy · abre el viernes a las 7:30',
    );
    expect(words(hours(false, '2026-01-20T19:00'), MONDAY_NOON, 'es')).toBe(
      'Cerrado hoy · abre el 20 de enero a las 19:00',
    );
    expect(words(hours(true, null), MONDAY_NOON, 'es')).toBe('Abierto las 24 horas');
  });

  it("a week's ranges", () => {
    const range = (opens: string, closes: string) => ({ opens, closes });
    expect(rangeText(range('07:00', '21:00'), 'en', en)).toBe('7 am – 9 pm');
    expect(rangeText(range('18:00', '01:00'), 'en', en)).toBe('6 pm – 1 am (next day)');
    expect(rangeText(range('12:00', '24:00'), 'en', en)).toBe('12 pm – midnight');
    expect(rangeText(range('00:00', '24:00'), 'en', en)).toBe('Open 24 hours');
    expect(rangeText(range('07:00', '21:00'), 'es', es)).toBe('7:00 – 21:00');
    expect(rangeText(range('18:00', '01:00'), 'es', es)).toBe('18:00 – 1:00 (del día siguiente)');
    expect(rangeText(range('12:00', '24:00'), 'es', es)).toBe('12:00 – medianoche');
    expect(rangeText(range('00:00', '24:00'), 'es', es)).toBe('Abierto las 24 horas');
  });
});
