import { describe, expect, it } from 'vitest';
import { sortEstablishments } from './reference-order';

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
