import { describe, expect, it } from 'vitest';
import { checkedAgo, isStale } from './checked';

// 2026-11-27 10:00 in Belize (UTC-6).
const now = new Date('2026-11-27T16:00:00Z');

describe('how long ago a listing was checked', () => {
  it.each([
    ['2026-11-27T07:00:00Z', 'en', 'today'],
    // 23:30 on the 26th in Belize, though already the 27th in UTC: yesterday on the island.
    ['2026-11-27T05:30:00Z', 'en', 'yesterday'],
    ['2026-11-24T16:00:00Z', 'en', '3 days ago'],
    ['2026-10-20T16:00:00Z', 'en', '38 days ago'],
    ['2026-10-13T16:00:00Z', 'en', '1 month ago'],
    ['2026-04-27T16:00:00Z', 'en', '7 months ago'],
    ['2024-11-20T16:00:00Z', 'en', '2 years ago'],
    ['2026-11-24T16:00:00Z', 'es', 'hace 3 días'],
    ['2026-04-27T16:00:00Z', 'es', 'hace 7 meses'],
    ['2026-11-27T15:00:00Z', 'es', 'hoy'],
  ])('%s in %s reads "%s"', (checkedAt, locale, words) => {
    expect(checkedAgo(checkedAt, now, locale)).toBe(words);
  });

  it('never says "in 2 days" for a clock running behind the server', () => {
    expect(checkedAgo('2026-11-29T16:00:00Z', now, 'en')).toBe('today');
  });

  it('is stale after 180 days, not on the 180th', () => {
    expect(isStale(new Date(now.getTime() - 180 * 86_400_000).toISOString(), now)).toBe(false);
    expect(isStale(new Date(now.getTime() - 180 * 86_400_000 - 1).toISOString(), now)).toBe(true);
  });
});
