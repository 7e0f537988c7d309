import { describe, expect, it } from 'vitest';
import { CATEGORIES, FALLBACK_CATEGORY_COLOR } from './constants';
import { contrastRatio, inkOn } from './contrast';

describe('category colours', () => {
  it('computes WCAG contrast as the checkers do', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // The tour operators' old white letter on their neon yellow.
    expect(contrastRatio('#edf900', '#ffffff')).toBeLessThan(1.2);
  });

  it('every category colour, and the fallback, carries its letter or icon at AA (4.5:1) or better', () => {
    for (const color of [...CATEGORIES.map((c) => c.color), FALLBACK_CATEGORY_COLOR]) {
      const ratio = contrastRatio(color, inkOn(color));
      expect(ratio, `${color} with ${inkOn(color)}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(inkOn('#edf900')).toBe('#000000');
    expect(inkOn('#9c31c3')).toBe('#ffffff');
  });
});
