import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../../test/auth-helpers';
import { createAdminApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import { createSearchIndex } from '../../../domain/search-index';
import type { PlaceFields } from './place';

let ctx: TestApp;
let admin: Actor;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminApp());
});
afterAll(() => ctx.close());

async function create(name: string, description: string, categoryId = 1) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/establishments',
    headers: admin.headers,
    payload: { name, description, categoryId, areaId: 4 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const ids = async (query: string) =>
  (await ctx.app.inject({ url: `/api/establishments?${query}` })).json().map((e: { id: number }) => e.id);
const q = (text: string) => ids(`q=${encodeURIComponent(text)}`);

describe('GET /api/establishments?q= forgives', () => {
  let shack: number;
  let snorkel: number;
  let accented: number;
  let plain: number;
  let namedReef: number;
  let describedReef: number;
  beforeAll(async () => {
    shack = await create('Quokka Lobster Shack', 'Grilled catch of the day');
    snorkel = await create('Wombat Water Sports', 'Snorkeling trips to the cayes every morning', 4);
    accented = await create('Café Zorilla', 'Espresso by the lagoon');
    plain = await create('Cafe Xerus', 'Iced coffee and pastries');
    describedReef = await create('Pangolin Divers', 'Trips to the Zanzibarreef wall');
    namedReef = await create('Zanzibarreef Grill', 'Burgers and fries');
  });

  it('finds a word from its first letters and with a typo', async () => {
    expect(await q('lobstr')).toContain(shack);
    expect(await q('quok')).toEqual([shack]);
    expect(await q('snorkl')).toContain(snorkel);
    expect(await q('wombat snork')).toEqual([snorkel]);
  });

  it('folds accents and case both ways', async () => {
    expect(await q('cafe zorilla')).toEqual([accented]);
    expect(await q('CAFÉ XERUS')).toEqual([plain]);
    const both = await q('cafe');
    expect(both).toEqual(expect.arrayContaining([accented, plain]));
    expect(await q('café')).toEqual(expect.arrayContaining([accented, plain]));
  });

  it('orders by relevance without a sort, a match in the name first; an explicit sort wins', async () => {
    const found = await q('zanzibarreef');
    expect(found).toEqual([namedReef, describedReef]);
    const byName = await ids('q=zanzibarreef&sort=name');
    expect(byName).toEqual([describedReef, namedReef]);
  });

  it('keeps every word of the query (in any field), and the category filter', async () => {
    expect(await q('pangolin wall')).toEqual([describedReef]);
    expect(await q('pangolin burgers')).toEqual([]);
    expect(await ids('q=zanzibarreef&categoryId=1')).toEqual([namedReef, describedReef]);
    expect(await ids('q=snorkl&categoryId=1')).not.toContain(snorkel);
  });
});

describe('the search index', () => {
  const place = (id: number, name: string, description: string): PlaceFields =>
    ({ id, name, description, address: null, category: null }) as unknown as PlaceFields;
  const words = ['reef', 'café', 'lobster', 'snorkel', 'sunset', 'Bar', 'dive', 'garden'];
  const text = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
  const edit = fc.record({
    id: fc.integer({ min: 1, max: 8 }),
    name: text,
    description: text,
    gone: fc.boolean(),
  });

  it('finds, after any edits one place at a time, exactly what an index built afresh finds', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 25 }),
        fc.constantFrom(...words, 'lobstr', 'snork', 'cafe'),
        (edits, query) => {
          const index = createSearchIndex([]);
          const current = new Map<number, PlaceFields>();
          for (const e of edits) {
            if (e.gone) {
              index.remove(e.id);
              current.delete(e.id);
            } else {
              const p = place(e.id, e.name, e.description);
              index.put(p);
              current.set(e.id, p);
            }
          }
          const fresh = createSearchIndex(current.values());
          const ids = (i: typeof index) => i.find(query, 0).hits.map((h) => h.id);
          expect(ids(index).sort()).toEqual(ids(fresh).sort());
        },
      ),
    );
  });
});
