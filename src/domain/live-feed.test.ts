import { describe, expect, it } from 'vitest';
import { liveFeedOrder, newestUpdateFirst } from './live-feed';

const update = (id: number, createdAt: string) => ({ id, createdAt });
const place = (id: number, ...statusUpdates: { id: number; createdAt: string }[]) => ({ id, statusUpdates });

describe("the live feed's order", () => {
  it('puts the newest update first, the later posted of two written at the same moment first', () => {
    const updates = [
      update(1, '2026-12-02T18:00:00.000Z'),
      update(3, '2026-12-02T17:00:00.000Z'),
      update(2, '2026-12-02T18:00:00.000Z'),
    ];
    expect(updates.sort(newestUpdateFirst).map((u) => u.id)).toEqual([2, 1, 3]);
  });

  it('orders places by their newest update, then the higher place id', () => {
    const at = '2026-12-02T18:00:00.000Z';
    const places = [
      place(12, update(1, at)),
      place(10, update(2, at)),
      place(11, update(4, '2026-12-02T17:00:00.000Z')),
      place(9, update(3, at)),
      place(8, update(3, at)),
    ];
    expect(places.sort(liveFeedOrder).map((p) => p.id)).toEqual([9, 8, 10, 12, 11]);
  });
});
