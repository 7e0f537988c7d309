import { describe, expect, it } from 'vitest';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { MapPin } from '../../../domain/schemas/highlights';
import {
  areaLabels,
  boundsOf,
  contrastingColor,
  inBounds,
  markerColor,
  markerLabel,
  markerSetKey,
  nudge,
  padBounds,
  queryBox,
  ratingSummary,
  refitDelay,
  tooltipOpenDelay,
  tooltipText,
} from './map-logic';
import { latestUpdateMessage, pinsToMapPoints, toMapPoints } from './map-points';
import { iconSvg, pinLook } from './pin-icons';

const place = (over: Partial<Establishment> = {}): Establishment =>
  ({
    id: 1,
    name: 'Blue Water Grill',
    categoryId: 1,
    areaId: 4,
    latitude: 17.92,
    longitude: -87.96,
    googleRating: 4.5,
    googleReviewCount: 1234,
    statusUpdates: [],
    area: { id: 4, name: 'San Pedro', description: null, latitude: null, longitude: null },
    ...over,
  }) as Establishment;

const update = (message: string, createdAt: string) => ({
  id: Math.random(),
  establishmentId: 1,
  message,
  type: 'special',
  isActive: true,
  createdAt,
  expiresAt: null,
});

describe('toMapPoints', () => {
  it('keeps one point per establishment with both coordinates and skips the others', () => {
    const points = toMapPoints([
      place({ id: 1 }),
      place({ id: 2, latitude: null }),
      place({ id: 3, longitude: null }),
      place({ id: 4, latitude: Number.NaN }),
      place({ id: 5, latitude: 0, longitude: 0 }),
    ]);
    expect(points.map((p) => p.id)).toEqual([1, 5]);
  });

  it('marks places with live updates with their newest message', () => {
    const [p] = toMapPoints([
      place({
        statusUpdates: [update('older', '2025-01-01T10:00:00Z'), update('newest', '2025-01-02T10:00:00Z')],
      }),
    ]);
    expect(p.liveMessage).toBe('newest');
    expect(tooltipText(p)).toBe('LIVE: newest');
    expect(markerLabel(p)).toBe('Blue Water Grill (live update: newest)');
  });

  it('uses the name as tooltip without live updates', () => {
    const [p] = toMapPoints([place()]);
    expect(p.liveMessage).toBeNull();
    expect(tooltipText(p)).toBe('Blue Water Grill');
    expect(latestUpdateMessage({ statusUpdates: [] })).toBeNull();
  });
});

describe('points from places and pins', () => {
  it('carries what popups and the list show: area name and Google rating', () => {
    const [p] = toMapPoints([place()]);
    expect(p).toEqual({
      id: 1,
      name: 'Blue Water Grill',
      latitude: 17.92,
      longitude: -87.96,
      categoryId: 1,
      liveMessage: null,
      areaName: 'San Pedro',
      googleRating: 4.5,
      googleReviewCount: 1234,
      openNow: null,
      nextChange: null,
    });
    expect(toMapPoints([place({ area: null })])[0].areaName).toBeNull();
  });

  it('turns compact pins into the same points', () => {
    const [fromPlace] = toMapPoints([
      place({ statusUpdates: [update('Sushi night', '2025-01-02T10:00:00Z')] }),
    ]);
    const pins: MapPin[] = [
      {
        id: 1,
        name: 'Blue Water Grill',
        categoryId: 1,
        areaId: 4,
        areaName: 'San Pedro',
        latitude: 17.92,
        longitude: -87.96,
        googleRating: 4.5,
        googleReviewCount: 1234,
        openNow: null,
        nextChange: null,
        live: 'Sushi night',
        liveUntil: '2025-01-03T10:00:00Z',
      },
    ];
    const [fromPin] = pinsToMapPoints(pins, new Date('2025-01-02T12:00:00Z'));
    expect(fromPin).toEqual(fromPlace);
    // Past its expiry (a page offline or left open) the message is not shown as current.
    const [expired] = pinsToMapPoints(pins, new Date('2025-01-03T10:00:00Z'));
    expect(expired.liveMessage).toBeNull();
  });
});

describe('queryBox (the box the map asks pins for)', () => {
  const view = { south: 17.8712, west: -88.0433, north: 18.0281, east: -87.8917 };

  it('contains the view, on a grid of about a twentieth of it', () => {
    const box = queryBox(view);
    expect(box).toEqual({ south: 17.87, west: -88.045, north: 18.03, east: -87.89 });
    for (const corner of [
      { latitude: view.south, longitude: view.west },
      { latitude: view.north, longitude: view.east },
    ])
      expect(inBounds(corner, box)).toBe(true);
  });

  it('is the same for a small pan, so the reply is reused', () => {
    const panned = { ...view, west: view.west + 0.001, east: view.east + 0.001 };
    expect(queryBox(panned)).toEqual(queryBox(view));
  });

  it('uses a finer grid when zoomed in and stays within the world', () => {
    const close = { south: 17.91234, west: -87.96789, north: 17.91876, east: -87.96012 };
    expect(queryBox(close)).toEqual({ south: 17.9122, west: -87.968, north: 17.9188, east: -87.96 });
    const world = queryBox({ south: -95, west: -200, north: 95, east: 200 });
    expect(world).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });
});

describe('colours', () => {
  it('uses the product colours per category and #20B2AA otherwise', () => {
    expect(markerColor(9)).toBe('#3a8ac3');
    expect(markerColor(1)).toBe('#bfa86e');
    expect(markerColor(3)).toBe('#edf900');
    expect(markerColor(7)).toBe('#161b1e');
    expect(markerColor(42)).toBe('#20B2AA');
    expect(markerColor(null)).toBe('#20B2AA');
  });

  it('picks a readable icon colour on each pin', () => {
    expect(contrastingColor('#edf900')).toBe('#000000');
    expect(contrastingColor('#a8d913')).toBe('#000000');
    expect(contrastingColor('#161b1e')).toBe('#ffffff');
    expect(contrastingColor('#9c31c3')).toBe('#ffffff');
    expect(contrastingColor('not a colour')).toBe('#ffffff');
  });
});

describe('bounds', () => {
  it('is null without points and the enclosing box otherwise', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { latitude: 17.9, longitude: -87.97 },
        { latitude: 18.0, longitude: -87.95 },
        { latitude: 17.95, longitude: -88.0 },
      ]),
    ).toEqual({ south: 17.9, north: 18.0, west: -88.0, east: -87.95 });
  });

  it('pads by 10% of the height and width on each side by default', () => {
    const p = padBounds({ south: 10, north: 20, west: -30, east: -10 });
    expect(p.south).toBeCloseTo(9);
    expect(p.north).toBeCloseTo(21);
    expect(p.west).toBeCloseTo(-32);
    expect(p.east).toBeCloseTo(-8);
  });

  it('keys the marker set independently of order but sensitive to positions', () => {
    const a = { id: 1, latitude: 17.9, longitude: -87.9 };
    const b = { id: 2, latitude: 18, longitude: -88 };
    expect(markerSetKey([a, b])).toBe(markerSetKey([b, a]));
    expect(markerSetKey([a, b])).not.toBe(markerSetKey([a]));
    expect(markerSetKey([a, b])).not.toBe(markerSetKey([{ ...a, latitude: 17.91 }, b]));
  });
});

describe('refitDelay (at most one refit per 10 s)', () => {
  it('fits at once the first time and once the interval has passed', () => {
    expect(refitDelay(null, 5000)).toBe(0);
    expect(refitDelay(1000, 11_000)).toBe(0);
    expect(refitDelay(1000, 50_000)).toBe(0);
  });

  it('waits for the rest of the interval otherwise', () => {
    expect(refitDelay(1000, 4000)).toBe(7000);
    expect(refitDelay(1000, 1000)).toBe(10_000);
    expect(refitDelay(0, 500, 2000)).toBe(1500);
  });
});

describe('tooltipOpenDelay (700 ms, skip 300 ms)', () => {
  it('waits 700 ms for a first tooltip', () => {
    expect(tooltipOpenDelay(10_000, null)).toBe(700);
  });

  it('opens at once when another tooltip closed less than 300 ms ago', () => {
    expect(tooltipOpenDelay(10_000, 9_800)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_701)).toBe(0);
  });

  it('waits 700 ms again once the skip window has passed', () => {
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
    expect(tooltipOpenDelay(10_000, 1_000)).toBe(700);
  });
});

describe('nudge', () => {
  it('moves by arrow keys and ignores other keys', () => {
    const from = { latitude: 17.9, longitude: -87.96 };
    expect(nudge(from, 'ArrowUp')?.latitude).toBeCloseTo(17.9001);
    expect(nudge(from, 'ArrowDown', true)?.latitude).toBeCloseTo(17.899);
    expect(nudge(from, 'ArrowLeft')?.longitude).toBeCloseTo(-87.9601);
    expect(nudge(from, 'ArrowRight')?.longitude).toBeCloseTo(-87.9599);
    expect(nudge(from, 'a')).toBeNull();
  });
});

describe('ratingSummary', () => {
  it('formats the Google rating and review count', () => {
    expect(ratingSummary({ googleRating: 4.5, googleReviewCount: 1234 })).toEqual({
      rating: '4.5',
      reviews: '1,234 reviews',
    });
    expect(ratingSummary({ googleRating: 4, googleReviewCount: 1 })).toEqual({
      rating: '4.0',
      reviews: '1 review',
    });
    expect(ratingSummary({ googleRating: 4, googleReviewCount: null })?.reviews).toBeNull();
    expect(ratingSummary({ googleRating: null, googleReviewCount: 10 })).toBeNull();
  });
});

describe('pin icons', () => {
  it('draws a category-coloured pin with its icon; LIVE pins are larger with a red dot', () => {
    const normal = pinLook(1);
    expect(normal.html).toContain('--pin-color:#bfa86e');
    expect(normal.html).toContain('<svg');
    expect(normal.html).not.toContain('ag-pin__dot');
    const live = pinLook(1, { live: true });
    expect(live.size).toBeGreaterThan(normal.size);
    expect(live.html).toContain('ag-pin--live');
    expect(live.html).toContain('ag-pin__dot');
    expect(live.anchor).toEqual([live.size / 2, live.size + 7]);
    expect(pinLook(99).html).toContain('--pin-color:#20B2AA');
  });

  it('renders every icon key as SVG', () => {
    for (const key of ['hotel', 'restaurant', 'sailing', 'default'] as const) {
      const svg = iconSvg(key, 16, '#fff');
      expect(svg).toMatch(/^<svg [^>]*width="16"/);
      expect(svg).toContain('stroke="#fff"');
    }
  });
});

describe('area labels', () => {
  const area = (id: number, name: string, latitude: number | null, longitude: number | null) => ({
    id,
    name,
    latitude,
    longitude,
  });

  it('writes the eastern areas east of their point and the others west of it', () => {
    const labels = areaLabels([
      area(4, 'San Pedro', 17.9214, -87.9611),
      area(5, 'North Shore', 17.9808, -87.9196),
      area(6, 'Secret Beach', 17.9822, -87.9658),
    ]);
    expect(labels.map((l) => [l.name, l.side])).toEqual([
      ['San Pedro', 'west'],
      ['North Shore', 'east'],
      ['Secret Beach', 'west'],
    ]);
    expect(labels[1]).toMatchObject({ id: 5, latitude: 17.9808, longitude: -87.9196 });
  });

  it('leaves out areas without a position', () => {
    expect(areaLabels([area(4, 'San Pedro', 17.92, -87.96), area(7, 'Elsewhere', null, null)])).toEqual([
      { id: 4, name: 'San Pedro', latitude: 17.92, longitude: -87.96, side: 'west' },
    ]);
    expect(areaLabels([])).toEqual([]);
  });
});
