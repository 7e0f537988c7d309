import { describe, expect, it } from 'vitest';
import { placeTooltip, tooltipSize } from './tooltip-placement';

const MAP = { width: 375, height: 400 };
const TOOLTIP = { width: 120, height: 32 };
const PIN = 32;

/** The tooltip's box for a placement, as Leaflet lays it out (anchor 4 px above the badge, 6 px gap). */
function box(tip: { x: number; y: number }, pin: number, size: { width: number; height: number }) {
  const p = placeTooltip(tip, MAP, pin, size);
  const x = tip.x + p.offset[0];
  const y = tip.y - (pin + 4) + p.offset[1];
  switch (p.direction) {
    case 'top':
      return { left: x - size.width / 2, top: y - 6 - size.height, width: size.width, height: size.height };
    case 'bottom':
      return { left: x - size.width / 2, top: y + 6, width: size.width, height: size.height };
    case 'right':
      return { left: x + 6, top: y - size.height / 2, width: size.width, height: size.height };
    case 'left':
      return { left: x - 6 - size.width, top: y - size.height / 2, width: size.width, height: size.height };
  }
}

describe('placeTooltip', () => {
  it('puts the tooltip above a pin with room, below one near the top edge', () => {
    expect(placeTooltip({ x: 180, y: 200 }, MAP, PIN, TOOLTIP).direction).toBe('top');
    const nearTop = placeTooltip({ x: 180, y: 50 }, MAP, PIN, TOOLTIP);
    expect(nearTop.direction).toBe('bottom');
    // Below the pin's tip, not over its badge.
    expect(box({ x: 180, y: 50 }, PIN, TOOLTIP).top).toBeGreaterThan(50);
  });

  it('puts it beside a pin near the left or right edge, on the side with room', () => {
    expect(placeTooltip({ x: 20, y: 200 }, MAP, PIN, TOOLTIP).direction).toBe('right');
    expect(placeTooltip({ x: 360, y: 200 }, MAP, PIN, TOOLTIP).direction).toBe('left');
    expect(placeTooltip({ x: 10, y: 45 }, MAP, PIN, TOOLTIP).direction).toBe('right');
  });

  it('keeps the whole tooltip inside the map for a pin anywhere its badge is visible', () => {
    for (const size of [TOOLTIP, tooltipSize('LIVE: Happy hour 4-6 pm, two-for-one rum punches on the deck')])
      for (const pin of [32, 40])
        for (let x = pin / 2; x <= MAP.width - pin / 2; x += 7)
          for (let y = pin + 7; y <= MAP.height; y += 9) {
            const b = box({ x, y }, pin, size);
            expect(b.left, `${x},${y}`).toBeGreaterThanOrEqual(0);
            expect(b.top, `${x},${y}`).toBeGreaterThanOrEqual(0);
            expect(b.left + b.width, `${x},${y}`).toBeLessThanOrEqual(MAP.width);
            expect(b.top + b.height, `${x},${y}`).toBeLessThanOrEqual(MAP.height);
          }
  });
});

describe('tooltipSize', () => {
  it('grows with the text up to 16rem, then wraps onto more lines', () => {
    const short = tooltipSize('Wet Lizard');
    const long = tooltipSize('LIVE: '.padEnd(120, 'x'));
    expect(short.width).toBeLessThan(long.width);
    expect(long.width).toBe(256);
    expect(long.height).toBeGreaterThan(short.height);
  });
});
