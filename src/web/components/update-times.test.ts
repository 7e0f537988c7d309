import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n';
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
    expect(untilText('es', t, '2026-12-02T03:00:00Z', NOON)).toBe('updates.until.today {"time":"21:00"}');
    expect(untilText('en', t, '2026-12-02T15:00:00Z', NOON)).toBe(
      'updates.until.tomorrow {"time":"9:00 AM"}',
    );
    expect(untilText('en', t, '2026-12-04T03:00:00Z', NOON)).toBe(
      'updates.until.later {"date":"Dec 3, 9:00 PM"}',
    );
  });
});
