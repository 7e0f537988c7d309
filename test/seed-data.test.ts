import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import places from '../src/server/db/seed/places.json' with { type: 'json' };
import placesInSpanish from '../src/server/db/seed/places-es.json' with { type: 'json' };

const SEED = path.resolve(import.meta.dirname, '../src/server/db/seed');

/** The rows of a CSV file (RFC 4180: quoted fields may hold commas, newlines and doubled quotes). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows.at(-1)!.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push([]);
    } else if (c !== '\r') field += c;
  }
  if (field || rows.at(-1)!.length) endField();
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

describe('seed data', () => {
  const rows = parseCsv(readFileSync(path.join(SEED, 'places.csv'), 'utf8'));

  it('keeps the 57 gathered places, each with its sources and the quality of its position', () => {
    expect(rows).toHaveLength(57);
    for (const row of rows) {
      expect(row.source, row.name).toMatch(/^https?:\/\//);
      expect(['approximate', 'guess'], row.name).toContain(row.coordinate_quality);
    }
  });

  it('seeds 41 of them, with the facts and sources of their rows', () => {
    expect(places).toHaveLength(41);
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const place of places) {
      const row = byName.get(place.name);
      expect(row, place.name).toBeDefined();
      expect(
        [place.category, place.area, place.latitude, place.longitude, place.coordinate_quality, place.source],
        place.name,
      ).toEqual([
        row!.category,
        row!.area,
        Number(row!.latitude),
        Number(row!.longitude),
        row!.coordinate_quality,
        row!.source,
      ]);
    }
  });

  it("gives each seeded place's description and hours a Spanish text with the same numbers, and no place beyond them", () => {
    const spanish: Record<string, { description: string; hours: string | null }> = placesInSpanish;
    // A translation keeps the facts: every number (years, prices, times, counts) as the English has it.
    const numbers = (text: string | null) => (text ?? '').match(/\d+(?:[:.]\d+)?/g)?.sort() ?? [];
    expect(Object.keys(spanish).sort()).toEqual(places.map((p) => p.name).sort());
    for (const place of places) {
      const es = spanish[place.name];
      expect(es.description.length, place.name).toBeGreaterThan(20);
      expect(es.description, place.name).not.toBe(place.description);
      expect(numbers(es.description), place.name).toEqual(numbers(place.description));
      expect(es.hours === null, place.name).toBe(place.hours === null);
      expect(numbers(es.hours), place.name).toEqual(numbers(place.hours));
    }
  });
});
