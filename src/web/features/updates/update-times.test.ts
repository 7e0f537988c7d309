import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n';
import { belizeDateTime, untilText } from './update-times';

// The catalogue's message with its values, to see which words and which time are chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values)}`) as Translate;
const NOON = new Date('2026-12-01T18:00:00Z');

describe('update cards say times in Belize time, whatever the device zone', () => {
  it('posted at: English 12-hour, Spanish 24-hour, both on Belize’s clock', () => {
    expect(belizeDateTime('en', '2026-12-02T03:00:00Z')).toBe('Dec 1, 9:00 PM');
    expect(belizeDateTime('es', '2026-12-02T03:00:00Z')).toBe('1 dic, 21:00');
  });

  it('until: today, tomorrow or a later date', () => {
    expect(untilText('en', t, '2026-12-02T03:00:00Z', NOON)).toBe('updates.until.today {"time":"9:00 PM"}');
    expect(untilText('es', t, '2026-12-02T03:00:00Z', NOON)).toBe('updates.until.today {"time":"las 21:00"}');
    expect(untilText('en', t, '2026-12-02T15:00:00Z', NOON)).toBe(
      'updates.until.tomorrow {"time":"9:00 AM"}',
    );
    expect(untilText('en', t, '2026-12-04T03:00:00Z', NOON)).toBe(
      'updates.until.later {"date":"Dec 3, 9:00 PM"}',
    );
  });
});

describe('the Spanish until words', () => {
  it('say "la 1:00" but "las 21:00", today and tomorrow', async () => {
    const { loadSections, translate } = await import('../../i18n/i18n');
    await loadSections('es', ['updates']);
    const es = ((key, values) => translate('es', key, values)) as Translate;
    const oneAm = '2026-12-02T07:00:00Z';
    expect(untilText('es', es, oneAm, NOON)).toBe('hasta mañana a la 01:00 (hora de Belice)');
    expect(untilText('es', es, oneAm, new Date('2026-12-02T06:30:00Z'))).toBe(
      'hasta la 01:00 (hora de Belice)',
    );
    expect(untilText('es', es, '2026-12-02T03:00:00Z', NOON)).toBe('hasta las 21:00 (hora de Belice)');
  });
});
