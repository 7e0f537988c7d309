import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatGolfCartTime,
  formatStraightLine,
  formatWalkingTime,
  GOLF_CART_KMH,
  WALKING_KMH,
} from './geo';
import { BZD_PER_USD, formatNightly, formatUsdBzd, formatUsdBzdRange } from './money';

describe('US and Belize dollars', () => {
  it('shows the Belize figure at exactly twice the US figure shown, in both languages', () => {
    expect(formatUsdBzd(120)).toBe('US$120 / BZ$240');
    expect(formatUsdBzd(120, 'es')).toBe('US$120 / BZ$240');
    expect(formatUsdBzd(1250)).toBe('US$1,250 / BZ$2,500');
    expect(formatUsdBzd(12500, 'es')).toBe('US$12.500 / BZ$25.000');
    // Cents are rounded once, then doubled: never a Belize figure that is not twice the US one.
    expect(formatUsdBzd(99.995)).toBe('US$100 / BZ$200');
    expect(formatUsdBzd(10.125)).toBe('US$10.13 / BZ$20.26');
    expect(formatUsdBzd(10.5, 'es')).toBe('US$10,50 / BZ$21');
    expect(BZD_PER_USD).toBe(2);
  });
  it('says a nightly rate and a band', () => {
    expect(formatNightly(186)).toBe('From US$186 / BZ$372 per night');
    expect(formatNightly(186, 'es')).toBe('Desde US$186 / BZ$372 por noche');
    expect(formatUsdBzdRange(20, 50)).toBe('US$20–50 / BZ$40–100');
  });
});

describe('getting there on foot and by golf cart', () => {
  it('walks at 5 km/h and drives a golf cart at 15 km/h', () => {
    expect([WALKING_KMH, GOLF_CART_KMH]).toEqual([5, 15]);
    expect(formatWalkingTime(1)).toBe('12 min walk');
    expect(formatGolfCartTime(1)).toBe('4 min by golf cart');
    expect(formatWalkingTime(1, 'es')).toBe('12 min a pie');
    expect(formatGolfCartTime(1, 'es')).toBe('4 min en carrito de golf');
    expect(formatGolfCartTime(20)).toBe('1 h 20 min by golf cart');
    expect(formatGolfCartTime(0.05)).toBe('1 min by golf cart');
  });
  it('says distances in both languages, as a straight line where there is room', () => {
    expect(formatDistance(0.4567, 'es')).toBe('a 457 m');
    expect(formatDistance(2.25, 'es')).toBe('a 2,3 km');
    expect(formatStraightLine(0.4567)).toBe('457 m in a straight line');
    expect(formatStraightLine(2.25, 'es')).toBe('2,3 km en línea recta');
  });
});
