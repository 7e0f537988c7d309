import { describe, expect, it } from 'vitest';
import { establishmentsUrl, PAGE_SIZE, pageUrl } from '../../domain/api-urls';
import type { Establishment } from '../../domain/schemas/catalog';
import { searchPlaces, searchQueryOf } from './offline-answers';

const at = (path: string) => new URL(path, 'https://guide.example');

const place = (id: number, name: string, description: string, category = 'Restaurants & Bars') =>
  ({ id, name, description, address: null, category: { name: category } }) as unknown as Establishment;

const cached = [
  place(1, 'Blue Water Grill', 'Lobster and sunsets on the beach'),
  place(2, 'Lobster Shack', 'Grilled catch of the day'),
  place(3, 'Reef Divers', 'Snorkeling trips to Hol Chan', 'Tour Operators'),
  place(4, 'Café Olé', 'Espresso by the lagoon'),
];
const names = (found: Establishment[]) => found.map((p) => p.name);

describe('offline search over the cached places', () => {
  it('answers the search page’s URLs, its later pages too, and no filtered or sorted list', () => {
    const first = establishmentsUrl({ q: 'lobster', limit: PAGE_SIZE });
    expect(searchQueryOf(at(first))).toEqual({ q: 'lobster', limit: PAGE_SIZE, offset: 0 });
    expect(searchQueryOf(at(pageUrl(first, 24)))).toEqual({ q: 'lobster', limit: PAGE_SIZE, offset: 24 });
    for (const other of [
      establishmentsUrl({ categoryId: 1, limit: PAGE_SIZE }),
      establishmentsUrl({ q: 'lobster', categoryId: 1, limit: PAGE_SIZE }),
      establishmentsUrl({ q: 'lobster', sort: 'rating', limit: PAGE_SIZE }),
      '/api/establishments?q=%20',
      '/api/establishments?q=lobster&limit=ten',
      '/api/establishments/live?q=lobster',
    ])
      expect(searchQueryOf(at(other)), other).toBeNull();
  });

  it('finds as the server does: by prefix, with a typo, folding accents, a match in the name first', () => {
    const find = (q: string) =>
      names(searchPlaces(cached, { q, limit: undefined, offset: 0 }).establishments);
    expect(find('lobster')).toEqual(['Lobster Shack', 'Blue Water Grill']);
    expect(find('snorkl')).toEqual(['Reef Divers']);
    expect(find('cafe ole')).toEqual(['Café Olé']);
    expect(find('snork')).toEqual(['Reef Divers']);
    expect(find('tour')).toEqual(['Reef Divers']);
    expect(find('lobster espresso')).toEqual([]);
  });

  it('finds by the island words and by a kept live update until it expires, and says so', () => {
    const find = (q: string, now = 0) =>
      searchPlaces(withUpdate, { q, limit: undefined, offset: 0 }, now).establishments;
    const update = { id: 7, message: 'Marimba band tonight', expiresAt: '2026-12-06T04:00:00.000Z' };
    const withUpdate = [
      ...cached,
      { ...place(5, 'Wahoo Deck', 'Bar on the beach'), statusUpdates: [update] } as unknown as Establishment,
    ];
    expect(names(find('langosta'))).toEqual(['Lobster Shack', 'Blue Water Grill']);
    expect(names(find('esnórquel'))).toEqual(['Reef Divers']);
    const before = Date.parse(update.expiresAt) - 1;
    expect(find('marimba', before)).toEqual([
      expect.objectContaining({
        name: 'Wahoo Deck',
        searchMatch: { kind: 'update', id: 7, text: update.message },
      }),
    ]);
    expect(find('marimba', before + 1)).toEqual([]);
  });

  it('pages the matches with their total, as the list’s X-Total-Count', () => {
    const second = searchPlaces(cached, { q: 'lobster', limit: 1, offset: 1 });
    expect(second.total).toBe(2);
    expect(names(second.establishments)).toEqual(['Blue Water Grill']);
  });
});
