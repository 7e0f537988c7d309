import { describe, expect, it } from 'vitest';
import type { MapPin, MapPinsReply } from '../../domain/schemas/highlights';
import { pinsWithin } from './highlights';

const pin = (
  id: number,
  latitude: number,
  longitude: number,
  categoryId = 1,
  areaId = 1,
  openNow: boolean | null = null,
): MapPin => ({
  id,
  name: `Place ${id}`,
  categoryId,
  areaId,
  areaName: 'San Pedro',
  latitude,
  longitude,
  googleRating: null,
  googleReviewCount: null,
  live: null,
  openNow,
  nextChange: null,
});

const island: MapPinsReply = {
  pins: [pin(1, 17.92, -87.96, 1, 1, true), pin(2, 18.0, -87.95, 2), pin(3, 17.92, -87.97, 1, 2, false)],
  total: 3,
  capped: false,
  limit: 500,
};

describe('offline map pins cut from the island pins', () => {
  it('keeps the pins inside the box that match the filters, counted again', () => {
    const box = { south: 17.9, west: -88, north: 17.95, east: -87.9 };
    expect(pinsWithin(island, box, {}).pins.map((p) => p.id)).toEqual([1, 3]);
    expect(pinsWithin(island, box, { areaId: 2 })).toMatchObject({ total: 1, pins: [{ id: 3 }] });
    expect(pinsWithin(island, box, { categoryId: 2 }).total).toBe(0);
    expect(pinsWithin(island, box, { openNow: true })).toMatchObject({ total: 1, pins: [{ id: 1 }] });
  });
});
