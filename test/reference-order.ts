/**
 * The orders the category page used to apply in the browser, kept as the reference that the server's
 * SQL orders (GET /api/establishments?sort=) are tested against.
 */
import type { LatLng } from '../src/domain/geo';
import { distanceFrom, type SortKey } from '../src/domain/listing';

interface Sortable {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  area: { name: string } | null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Name (A-Z), area (A-Z, unknown area last, then name) or distance (nearest first, unplaced last).
 * Distance without a known location falls back to name. Returns a new array.
 */
export function sortEstablishments<T extends Sortable>(
  list: readonly T[],
  key: SortKey,
  from: LatLng | null = null,
): T[] {
  const byName = (a: T, b: T) => collator.compare(a.name, b.name) || a.id - b.id;
  const copy = list.slice();
  if (key === 'area')
    return copy.sort((a, b) => {
      if (!a.area !== !b.area) return a.area ? -1 : 1;
      return collator.compare(a.area?.name ?? '', b.area?.name ?? '') || byName(a, b);
    });
  if (key === 'distance' && from) {
    const d = new Map(copy.map((p) => [p.id, distanceFrom(p, from)]));
    return copy.sort((a, b) => {
      const da = d.get(a.id) ?? null;
      const db = d.get(b.id) ?? null;
      if (da === null || db === null) return da === db ? byName(a, b) : da === null ? 1 : -1;
      return da - db || byName(a, b);
    });
  }
  return copy.sort(byName);
}
