import { describe, expect, it } from 'vitest';
import type { EventOccurrence } from '../../../domain/schemas/events';
import { nextOfEach } from './PlaceEvents';

const place = {
  id: 1,
  name: 'El Fogon',
  categoryId: 1,
  areaId: 4,
  address: null,
  latitude: null,
  longitude: null,
};
const at = (eventId: number, startsAt: string, endsAt: string): EventOccurrence => ({
  eventId,
  title: `Event ${eventId}`,
  description: null,
  repeat: null,
  skipDates: [],
  place,
  startsAt,
  endsAt,
});

describe("a place's upcoming events", () => {
  it('shows each event once, at its next date not yet ended', () => {
    const list = [
      at(1, '2026-12-02T19:30:00-06:00', '2026-12-02T22:30:00-06:00'),
      at(2, '2026-12-03T18:00:00-06:00', '2026-12-03T21:00:00-06:00'),
      at(1, '2026-12-09T19:30:00-06:00', '2026-12-09T22:30:00-06:00'),
      at(2, '2026-12-10T18:00:00-06:00', '2026-12-10T21:00:00-06:00'),
    ];
    const now = new Date('2026-12-02T23:00:00-06:00');
    expect(nextOfEach(list, now).map((o) => [o.eventId, o.startsAt])).toEqual([
      [2, '2026-12-03T18:00:00-06:00'],
      [1, '2026-12-09T19:30:00-06:00'],
    ]);
  });
});
