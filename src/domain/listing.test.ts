import { describe, expect, it } from 'vitest';
import { distanceFrom, isSortKey, lowestNightlyRate } from './listing';

const wahoo = { latitude: 17.92, longitude: -87.96 };
const unplaced = { latitude: null, longitude: null };

describe('sort keys', () => {
  it('knows the orders the page offers', () => {
    expect(isSortKey('distance')).toBe(true);
    expect(isSortKey('rating')).toBe(false);
  });
});

describe('list helpers', () => {
  it('measures distance only when both positions are known', () => {
    expect(distanceFrom(unplaced, { latitude: 17.9, longitude: -87.9 })).toBeNull();
    expect(distanceFrom(wahoo, null)).toBeNull();
    expect(distanceFrom(wahoo, { latitude: 17.92, longitude: -87.96 })).toBeCloseTo(0, 5);
  });

  it('shows the lowest nightly rate rounded up', () => {
    const rate = (r: number) => ({
      rateId: 1,
      roomType: 'x',
      rate: r,
      currency: 'USD',
      maxOccupancy: 2,
      bedConfiguration: null,
      roomSize: null,
      amenities: null,
      nights: 7,
      totalRate: r * 7,
      minimumStay: 1,
    });
    expect(lowestNightlyRate({ rates: [rate(265), rate(185.01)] })).toBe(186);
    expect(lowestNightlyRate({ rates: [rate(95)] })).toBe(95);
    expect(lowestNightlyRate({ rates: [] })).toBeNull();
    expect(lowestNightlyRate(null)).toBeNull();
  });
});
