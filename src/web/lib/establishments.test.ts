import { describe, expect, it } from 'vitest';
import { sortEstablishments } from '../../../test/reference-order';
import {
  categoryArt,
  formatUpdateAge,
  formatUpdateDate,
  initialOf,
  newestFirst,
  ownPhoto,
  updateTypeStyle,
} from './establishments';

const p = (
  id: number,
  name: string,
  area: string | null,
  lat: number | null = null,
  lng: number | null = null,
) => ({
  id,
  name,
  area: area ? { name: area } : null,
  latitude: lat,
  longitude: lng,
});

const list = [
  p(1, 'Wahoo Lounge', 'San Pedro', 17.92, -87.96),
  p(2, 'aji Tapas', 'North Shore', 17.98, -87.92),
  p(3, 'Blue Bayou', 'Secret Beach', 17.98, -87.97),
  p(4, 'Élvi Kitchen', null, 17.915, -87.965),
  p(5, 'Casa Nova', 'San Pedro', null, null),
];

const names = (l: { name: string }[]) => l.map((x) => x.name);

describe('sortEstablishments', () => {
  it('sorts by name ignoring case and accents, without touching the input', () => {
    const before = names(list);
    expect(names(sortEstablishments(list, 'name'))).toEqual([
      'aji Tapas',
      'Blue Bayou',
      'Casa Nova',
      'Élvi Kitchen',
      'Wahoo Lounge',
    ]);
    expect(names(list)).toEqual(before);
  });

  it('sorts by area then name, unknown area last', () => {
    expect(names(sortEstablishments(list, 'area'))).toEqual([
      'aji Tapas',
      'Casa Nova',
      'Wahoo Lounge',
      'Blue Bayou',
      'Élvi Kitchen',
    ]);
  });

  it('sorts by distance from the visitor, places without coordinates last', () => {
    const here = { latitude: 17.9159, longitude: -87.9661 };
    const sorted = names(sortEstablishments(list, 'distance', here));
    expect(sorted[0]).toBe('Élvi Kitchen');
    expect(sorted[1]).toBe('Wahoo Lounge');
    expect(sorted.at(-1)).toBe('Casa Nova');
  });

  it('falls back to name when distance is asked without a location', () => {
    expect(names(sortEstablishments(list, 'distance', null))).toEqual(
      names(sortEstablishments(list, 'name')),
    );
  });
});

describe('card helpers', () => {
  it('orders updates newest first', () => {
    const u = (id: number, createdAt: string) => ({ id, createdAt });
    const sorted = newestFirst([
      u(1, '2025-01-01T10:00:00Z'),
      u(2, '2025-01-03T10:00:00Z'),
      u(3, '2025-01-02T10:00:00Z'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('formats update ages', () => {
    const now = new Date('2025-01-10T12:00:00Z');
    expect(formatUpdateAge('2025-01-10T11:59:40Z', now)).toBe('Just now');
    expect(formatUpdateAge('2025-01-10T11:15:00Z', now)).toBe('45 min ago');
    expect(formatUpdateAge('2025-01-10T09:00:00Z', now)).toBe('3 h ago');
    expect(formatUpdateAge('2025-01-09T09:00:00Z', now)).toBe('Yesterday');
    expect(formatUpdateAge('2025-01-02T09:00:00Z', now)).toMatch(/^Jan \d/);
  });

  it('formats update dates as en-US does, at a given offset from UTC or in the local zone', () => {
    const en = (iso: string, timeZone?: string) =>
      new Date(iso).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      });
    expect(formatUpdateDate('2025-01-05T15:04:00Z', 0)).toBe('Jan 5, 3:04 PM');
    expect(formatUpdateDate('2025-01-05T15:04:00Z', -360)).toBe('Jan 5, 9:04 AM');
    expect(formatUpdateDate('2025-01-01T03:00:00Z', -360)).toBe('Dec 31, 9:00 PM');
    expect(formatUpdateDate('2025-07-09T06:30:00Z', -360)).toBe('Jul 9, 12:30 AM');
    expect(formatUpdateDate('2025-07-09T18:05:00Z', -360)).toBe('Jul 9, 12:05 PM');
    for (const iso of ['2025-01-05T15:04:00Z', '2025-03-30T23:59:00Z', '2025-10-26T00:00:00Z']) {
      expect(formatUpdateDate(iso, -360)).toBe(en(iso, 'America/Belize').replace(/\s/g, ' '));
      expect(formatUpdateDate(iso)).toBe(en(iso).replace(/\s/g, ' '));
    }
    expect(formatUpdateDate('not a date', 0)).toBe('Invalid Date');
  });

  it('styles known and unknown update types', () => {
    expect(updateTypeStyle('special').label).toBe('Special');
    expect(updateTypeStyle('status').label).toBe('Status');
    expect(updateTypeStyle('status').className).toContain('slate');
  });

  it('takes the first letter or digit of the name', () => {
    expect(initialOf("  'elvi's")).toBe('E');
    expect(initialOf('3 Amigos')).toBe('3');
    expect(initialOf('')).toBe('?');
  });

  it('picks category art and own photos', () => {
    expect(categoryArt(9).webp).toBe('/images/card-accommodations-640.webp');
    expect(categoryArt(99).avif).toBe('/images/card-default-640.avif');
    // Four pictures per category, chosen by place id: four neighbouring places show four different ones.
    const pictures = [40, 41, 42, 43].map((id) => categoryArt(9, id).webp);
    expect(new Set(pictures).size).toBe(4);
    expect(pictures).toContain('/images/card-accommodations-640.webp');
    expect(pictures).toContain('/images/card-accommodations-3-640.webp');
    expect(categoryArt(9, 41)).toEqual(categoryArt(9, 45));
    expect(ownPhoto({ featuredImageUrl: null, heroImageUrl: null, imageGallery: [] })).toBeNull();
    expect(ownPhoto({ featuredImageUrl: null, heroImageUrl: '/h.jpg', imageGallery: ['/g.jpg'] })).toBe(
      '/h.jpg',
    );
  });
});
