import { describe, expect, it } from 'vitest';
import { formatDataTime } from './OfflineMessage';

describe('formatDataTime', () => {
  const now = new Date(2025, 0, 5, 15, 0);

  it('gives the time alone for data from today, in Spanish on the 24-hour clock', () => {
    const at = new Date(2025, 0, 5, 1, 5).getTime();
    expect(formatDataTime(at, now, 'es')).toEqual({ time: '01:05', key: 'common.offline.asOfToday' });
    expect(formatDataTime(new Date(2025, 0, 5, 14, 32).getTime(), now, 'es').time).toBe('14:32');
  });

  it('adds the date for older data', () => {
    const at = new Date(2025, 0, 4, 21, 7).getTime();
    expect(formatDataTime(at, now, 'es')).toEqual({
      time: '4 ene 2025, 21:07',
      key: 'common.offline.asOfDate',
    });
    expect(formatDataTime(at, now, 'en').key).toBe('common.offline.asOfDate');
  });
});
