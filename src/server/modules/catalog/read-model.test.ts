import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Category, Establishment, StatusUpdate } from '../../../domain/schemas/catalog';
import { CatalogSnapshot, type ChangedPlace, foldText, followedBy } from './read-model';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const category = (id: number, name: string): Category => ({ id, name }) as Category;
const CATEGORIES = [category(1, 'Restaurants & Bars'), category(2, 'Pharmacy')];

interface Place {
  id: number;
  name: string;
  description?: string;
  categoryId?: number;
  rating?: number;
  updates?: { message: string; expiresAt: Date | null }[];
}

/** A place's fields and search text, folded and joined as the database stores it. */
function placeOf(p: Place): NonNullable<ChangedPlace> {
  return {
    establishment: {
      id: p.id,
      name: p.name,
      description: p.description ?? null,
      address: null,
      categoryId: p.categoryId ?? 1,
      areaId: null,
      area: null,
      latitude: null,
      longitude: null,
      googleRating: p.rating ?? null,
    } as unknown as Omit<Establishment, 'statusUpdates'>,
    searchText: foldText([p.name, p.description ?? '', ''].join('\u001f')),
  };
}

/** A snapshot of the given places. */
function snapshot(places: Place[], lowest = new Map<number, number>()) {
  return new CatalogSnapshot({
    entries: places.map((p) => {
      const { establishment, searchText } = placeOf(p);
      const updates = (p.updates ?? []).map((u, i) => ({
        update: { id: p.id * 100 + i, message: u.message } as Establishment['statusUpdates'][number],
        expiresAt: u.expiresAt?.getTime() ?? null,
      }));
      return { entry: { establishment, updates }, searchText };
    }),
    categories: CATEGORIES,
    lowestRates: async () => lowest,
  });
}

const names = (page: { establishments: { name: string }[] }) => page.establishments.map((e) => e.name);

describe('CatalogSnapshot search', () => {
  const places: Place[] = [
    { id: 1, name: 'Élan Café', description: 'Reef views, reef fish' },
    { id: 2, name: 'Bar Nine', description: 'Cocktails' },
    { id: 3, name: 'Corner Drugs', categoryId: 2 },
    { id: 4, name: 'zeta Reef', description: 'Last in the joined text' },
  ];
  const snap = snapshot(places);

  it('finds text anywhere in a place, ignoring case and accents, once per place, in name order', async () => {
    expect(names(await snap.list({ q: 'REEF', sort: 'name' }, NOW))).toEqual(['Élan Café', 'zeta Reef']);
    expect(names(await snap.list({ q: 'elan cafe' }, NOW))).toEqual(['Élan Café']);
    expect(names(await snap.list({ q: 'joined text' }, NOW))).toEqual(['zeta Reef']);
  });

  it('never matches across two places, and matches a category by its name', async () => {
    // "cocktails" ends place 2's text and "corner" starts place 3's in the joined haystack.
    expect(names(await snap.list({ q: 'cocktailscorner' }, NOW))).toEqual([]);
    expect(names(await snap.list({ q: 'pharm' }, NOW))).toEqual(['Corner Drugs']);
  });

  it('finds exactly the places whose text holds the search, whatever pieces they share', async () => {
    // A small alphabet makes texts share many three-letter pieces, as a real catalogue's do.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'r', 'e', ' '), maxLength: 24 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 30 }), text, async (descriptions, q) => {
        fc.pre(q.trim().length > 0);
        const many = descriptions.map((description, i) => ({ id: i + 1, name: `P${i + 1}`, description }));
        const found = (await snapshot(many).list({ q }, NOW)).establishments.map((e) => e.id);
        const needle = foldText(q);
        // Every place here is in category 1, and a category's name matches too.
        const inCategoryName = foldText(CATEGORIES[0].name).includes(needle);
        const expected = many.filter(
          (p) => inCategoryName || foldText(`${p.name}\u001f${p.description}`).includes(needle),
        );
        expect(found.sort((a, b) => a - b)).toEqual(expected.map((p) => p.id));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the starts followed by a posting at the offset', () => {
    const of = (...n: number[]) => Float64Array.from(n);
    expect([...followedBy(of(1, 3, 5, 9), of(0, 5, 6, 11, 12), 2)]).toEqual([3, 9]);
    expect([...followedBy(of(), of(1), 1)]).toEqual([]);
    expect([...followedBy(of(4), of(), 1)]).toEqual([]);
  });

  it('pages the matches and counts them all', async () => {
    const page = await snap.list({ q: 'e', sort: 'name', limit: 2, offset: 1 }, NOW);
    expect(page.total).toBe(4);
    expect(names(page)).toEqual(['Corner Drugs', 'Élan Café']);
  });

  it('answers a repeated search the same, whatever filters the earlier one had', async () => {
    expect(names(await snap.list({ q: 'e', categoryId: 2 }, NOW))).toEqual(['Corner Drugs']);
    expect((await snap.list({ q: 'e' }, NOW)).total).toBe(4);
    expect(names(await snap.list({ q: 'E', categoryId: 1, sort: 'name' }, NOW))).toEqual([
      'Bar Nine',
      'Élan Café',
      'zeta Reef',
    ]);
  });

  it('without sort, orders by the stored names; sort=name ignores case and accents', async () => {
    expect(names(await snap.list({}, NOW))).toEqual(['Bar Nine', 'Corner Drugs', 'zeta Reef', 'Élan Café']);
    expect(names(await snap.list({ sort: 'name' }, NOW))).toEqual([
      'Bar Nine',
      'Corner Drugs',
      'Élan Café',
      'zeta Reef',
    ]);
  });
});

describe('CatalogSnapshot live updates', () => {
  const snap = snapshot([
    {
      id: 1,
      name: 'Blue Bayou',
      updates: [
        { message: 'tonight', expiresAt: new Date(NOW.getTime() + HOUR) },
        { message: 'gone', expiresAt: new Date(NOW.getTime() - 1) },
        { message: 'standing', expiresAt: null },
      ],
    },
    { id: 2, name: 'Quiet Place' },
  ]);

  it('shows only the updates live at the time of the request, and says when the reply goes stale', async () => {
    const page = await snap.list({}, NOW);
    expect(page.establishments[0].statusUpdates.map((u) => u.message)).toEqual(['tonight', 'standing']);
    expect(page.validUntil).toBe(NOW.getTime() + HOUR);
    const later = await snap.list({}, new Date(NOW.getTime() + 2 * HOUR));
    expect(later.establishments[0].statusUpdates.map((u) => u.message)).toEqual(['standing']);
    expect(later.validUntil).toBeNull();
  });

  it('answers one place by id, and null for one it does not hold', () => {
    expect(snap.get(2, NOW)?.establishment.name).toBe('Quiet Place');
    expect(snap.get(99, NOW)).toBeNull();
  });

  it('writes the JSON of a page as JSON.stringify would, at any time, and again after its updates change', async () => {
    for (const query of [{}, { limit: 1 }, { limit: 1, offset: 1 }, { q: 'quiet' }, { offset: 5 }])
      for (const at of [NOW, new Date(NOW.getTime() + 2 * HOUR)]) {
        const page = await snap.list(query, at);
        const json = await snap.listJson(query, at);
        expect(json.json).toBe(JSON.stringify(page.establishments));
        expect({ total: json.total, validUntil: json.validUntil }).toEqual({
          total: page.total,
          validUntil: page.validUntil,
        });
      }
    const fresh = snap.withChanges((id) =>
      id === 2 ? [{ update: { id: 7, message: 'new' } as StatusUpdate, expiresAt: null }] : [],
    );
    expect(
      JSON.parse((await fresh.listJson({}, NOW)).json).map((e: Establishment) => e.statusUpdates),
    ).toEqual([[], [{ id: 7, message: 'new' }]]);
    // The snapshot it came from is unchanged.
    expect((await snap.listJson({}, NOW)).json).toBe(
      JSON.stringify((await snap.list({}, NOW)).establishments),
    );
  });
});

describe('CatalogSnapshot after places are written', () => {
  const snap = snapshot([
    { id: 1, name: 'Amigos', description: 'Burgers on the beach' },
    { id: 2, name: 'Blue Water', description: 'Reef dives', categoryId: 2 },
    { id: 3, name: 'Casa Coral', description: 'Rooms by the lagoon' },
  ]);
  const noUpdates = () => [];
  const ids = async (s: CatalogSnapshot, q: string) =>
    (await s.list({ q }, NOW)).establishments.map((e) => e.id).sort((a, b) => a - b);

  it('finds an edited place by its new text only, with its new fields, and leaves the old snapshot as it was', async () => {
    expect(await ids(snap, 'reef')).toEqual([2]); // the search index exists and the match is kept
    const edited = placeOf({ id: 2, name: 'Blue Water', description: 'Night snorkel', rating: 4.8 });
    const next = snap.withChanges(noUpdates, new Map([[2, edited]]));
    expect(await ids(next, 'reef')).toEqual([]);
    expect(await ids(next, 'snorkel')).toEqual([2]);
    expect(names(await next.list({ categoryId: 1, sort: 'rating' }, NOW))).toEqual([
      'Blue Water',
      'Amigos',
      'Casa Coral',
    ]);
    expect(JSON.parse((await next.listJson({ q: 'snorkel' }, NOW)).json)[0].description).toBe(
      'Night snorkel',
    );
    expect(await ids(snap, 'reef')).toEqual([2]);
    expect(JSON.parse((await snap.listJson({ q: 'reef' }, NOW)).json)[0].description).toBe('Reef dives');
    expect(names(await snap.list({ categoryId: 1 }, NOW))).toEqual(['Amigos', 'Casa Coral']);
  });

  it('moves a renamed place, drops one no longer active and adds a new one', async () => {
    const next = snap.withChanges(
      noUpdates,
      new Map<number, ChangedPlace>([
        [1, placeOf({ id: 1, name: 'Zamigos', description: 'Burgers on the beach' })],
        [3, null],
        [4, placeOf({ id: 4, name: 'Bamboo', description: 'Tiki bar' })],
      ]),
    );
    expect(names(await next.list({ sort: 'name' }, NOW))).toEqual(['Bamboo', 'Blue Water', 'Zamigos']);
    expect(await ids(next, 'lagoon')).toEqual([]);
    expect(await ids(next, 'tiki')).toEqual([4]);
    expect(next.get(3, NOW)).toBeNull();
  });

  it('searches a catalogue patched by edits as one built from the edited texts', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'r', 'e', ' '), maxLength: 24 });
    const edit = fc.record({ at: fc.nat(), description: text });
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: 1, maxLength: 20 }),
        fc.array(edit, { minLength: 1, maxLength: 6 }),
        fc.array(text, { minLength: 1, maxLength: 6 }),
        async (descriptions, edits, needles) => {
          const places = descriptions.map((description, i) => ({
            id: i + 1,
            name: `P${i + 1}`,
            description,
          }));
          let patched = snapshot(places);
          await patched.list({ q: 'abr' }, NOW); // builds the search index that the edits patch
          for (const { at, description } of edits) {
            const place = { ...places[at % places.length], description };
            places[at % places.length] = place;
            patched = patched.withChanges(noUpdates, new Map([[place.id, placeOf(place)]]));
          }
          const fresh = snapshot(places);
          for (const q of needles.filter((n) => n.trim().length > 0))
            expect(await ids(patched, q)).toEqual(await ids(fresh, q));
        },
      ),
      { numRuns: 200 },
    );
  });
});
