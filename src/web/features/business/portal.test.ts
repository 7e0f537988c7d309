import { describe, expect, it } from 'vitest';
import { CATEGORIES, LOGO_MAX_BYTES } from '../../../domain/constants';
import { CATEGORY_DETAIL_FIELDS, DETAIL_SETS, detailSetFor } from '../../lib/detail-labels';
import { afterSignIn, safeReturnTo } from '../account';
import { DRAFT_MAX_AGE_MS, type DraftStorage, draftStore, hasContent } from './drafts';
import { logoFileProblem } from './logo-check';
import { matchesSearch, searchEstablishments } from './search';

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('detail label sets', () => {
  it('picks the set by category name, in the product spellings and the catalogue spellings alike', () => {
    expect(detailSetFor('Restaurants & Bars').key).toBe('restaurant');
    expect(detailSetFor('Grocery').key).toBe('grocery');
    expect(detailSetFor('Grocery & Markets').key).toBe('grocery');
    expect(detailSetFor('Pharmacy').key).toBe('essential');
    expect(detailSetFor('Essential Services').key).toBe('essential');
    expect(detailSetFor('Gas Station').key).toBe('fuel');
    expect(detailSetFor('Fuel Stations').key).toBe('fuel');
    expect(detailSetFor('  restaurants   &  bars ').key).toBe('restaurant');
  });

  it('falls back to the generic set', () => {
    expect(detailSetFor('Accommodations').key).toBe('generic');
    expect(detailSetFor('Tour Operators').key).toBe('generic');
    expect(detailSetFor(null).key).toBe('generic');
    expect(detailSetFor(undefined).key).toBe('generic');
    expect(detailSetFor('').key).toBe('generic');
  });

  it('has a label and placeholder for every field of every set, distinct within a set', () => {
    for (const set of Object.values(DETAIL_SETS)) {
      const labels = CATEGORY_DETAIL_FIELDS.map((f) => set.fields[f].label);
      for (const f of CATEGORY_DETAIL_FIELDS) {
        expect(set.fields[f].label.trim(), `${set.key}.${f}`).not.toBe('');
        expect(set.fields[f].placeholder.trim(), `${set.key}.${f}`).not.toBe('');
      }
      expect(new Set(labels).size, set.key).toBe(labels.length);
    }
  });

  it('uses the product wording for each kind of business', () => {
    expect(DETAIL_SETS.restaurant.fields.specialties.label).toMatch(/signature dishes/i);
    expect(DETAIL_SETS.restaurant.fields.allergyInfo.label).toMatch(/allergy/i);
    expect(DETAIL_SETS.restaurant.fields.amenities.label).toMatch(/dining/i);
    expect(DETAIL_SETS.grocery.fields.menu.label).toMatch(/inventory/i);
    expect(DETAIL_SETS.grocery.fields.specialties.label).toMatch(/featured/i);
    expect(DETAIL_SETS.essential.fields.menu.label).toMatch(/medications/i);
    expect(DETAIL_SETS.essential.fields.allergyInfo.label).toMatch(/insurance/i);
    expect(DETAIL_SETS.fuel.fields.menu.label).toMatch(/fuel types/i);
    expect(DETAIL_SETS.fuel.fields.specialties.label).toMatch(/vehicle services/i);
  });

  it('gives every catalogue category a set', () => {
    const keys = CATEGORIES.map((c) => detailSetFor(c.name).key);
    expect(keys).toContain('restaurant');
    expect(keys).toContain('grocery');
    expect(keys).toContain('essential');
    expect(keys).toContain('fuel');
  });
});

describe('draft persistence', () => {
  it('saves, loads and clears a draft', () => {
    const storage = new MemoryStorage();
    const store = draftStore<{ ownerName: string }>('claim', storage);
    expect(store.load()).toBeNull();
    store.save({ ownerName: 'Ana' }, { now: 1000 });
    expect(store.load(2000)).toEqual({ values: { ownerName: 'Ana' }, awaitingSignIn: false, savedAt: 1000 });
    store.save({ ownerName: 'Ana' }, { awaitingSignIn: true, now: 3000 });
    expect(store.load(3000)?.awaitingSignIn).toBe(true);
    store.clear();
    expect(store.load()).toBeNull();
  });

  it('keeps drafts of different forms apart', () => {
    const storage = new MemoryStorage();
    draftStore<{ a: string }>('claim', storage).save({ a: 'claim' });
    draftStore<{ a: string }>('registration', storage).save({ a: 'registration' });
    expect(draftStore<{ a: string }>('claim', storage).load()?.values.a).toBe('claim');
    expect(draftStore<{ a: string }>('registration', storage).load()?.values.a).toBe('registration');
  });

  it('drops stale, corrupt or foreign data instead of throwing', () => {
    const storage = new MemoryStorage();
    const store = draftStore<{ a: string }>('claim', storage);
    store.save({ a: 'x' }, { now: 0 });
    expect(store.load(DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
    storage.setItem('ambergris:draft:claim', '{not json');
    expect(store.load()).toBeNull();
    storage.setItem('ambergris:draft:claim', JSON.stringify({ v: 99, values: {}, savedAt: Date.now() }));
    expect(store.load()).toBeNull();
    storage.setItem('ambergris:draft:claim', JSON.stringify({ v: 1, values: null, savedAt: Date.now() }));
    expect(store.load()).toBeNull();
  });

  it('never stores a password', () => {
    const storage = new MemoryStorage();
    draftStore<{ email: string; password: string }>('x', storage).save({
      email: 'a@b.co',
      password: 'secret',
    });
    expect([...storage.map.values()].join('')).not.toContain('secret');
  });

  it('works without storage and survives a throwing storage', () => {
    expect(draftStore('x', null).load()).toBeNull();
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = draftStore<{ a: string }>('x', broken);
    expect(() => store.save({ a: 'b' })).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('tells whether a draft holds anything typed', () => {
    expect(hasContent({ a: '', b: '  ' })).toBe(false);
    expect(hasContent({ a: '', nested: { b: 'x' } })).toBe(true);
    expect(hasContent({ n: 17.9 })).toBe(false);
    expect(hasContent(null)).toBe(false);
  });
});

describe('claim search', () => {
  const places = [
    {
      name: 'Elvi’s Kitchen',
      description: 'Seafood under a sand floor',
      address: 'Pescador Drive, San Pedro',
    },
    { name: 'Palapa Bar', description: null, address: 'North Shore' },
    { name: 'Caramba', description: 'Local dishes', address: null },
  ];

  it('matches name, description and address case-insensitively as a substring', () => {
    expect(searchEstablishments(places, 'PALAPA').map((p) => p.name)).toEqual(['Palapa Bar']);
    expect(searchEstablishments(places, 'sand fl').map((p) => p.name)).toEqual(['Elvi’s Kitchen']);
    expect(searchEstablishments(places, 'north').map((p) => p.name)).toEqual(['Palapa Bar']);
    expect(searchEstablishments(places, 'zzz')).toEqual([]);
  });

  it('returns everything for a blank query and tolerates null fields', () => {
    expect(searchEstablishments(places, '   ')).toHaveLength(3);
    expect(matchesSearch(places[2]!, 'dishes')).toBe(true);
  });
});

describe('returnTo', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnTo('/business/dashboard')).toBe('/business/dashboard');
    expect(safeReturnTo('/claim?x=1#top')).toBe('/claim?x=1#top');
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/ok\nbad',
      'business',
      '/signin?returnTo=/x',
    ])
      expect(safeReturnTo(bad), String(bad)).toBe('/');
    expect(safeReturnTo('//x', '/business')).toBe('/business');
  });
});

describe('logo check before upload', () => {
  it('accepts an image up to 2 MB', () => {
    expect(logoFileProblem({ size: 1024, type: 'image/png' })).toBeNull();
    expect(logoFileProblem({ size: LOGO_MAX_BYTES, type: 'image/svg+xml' })).toBeNull();
  });

  it('refuses a too-big, empty or non-image file with a clear message', () => {
    expect(logoFileProblem({ size: LOGO_MAX_BYTES + 1, type: 'image/jpeg' })).toMatch(/2 MB or smaller/);
    expect(logoFileProblem({ size: 3 * 1024 * 1024, type: 'image/jpeg' })).toMatch(/3\.0 MB/);
    expect(logoFileProblem({ size: 0, type: 'image/png' })).toMatch(/empty/);
    expect(logoFileProblem({ size: 10, type: 'text/plain' })).toMatch(/image file/);
  });
});

describe('afterSignIn', () => {
  it('sends an admin coming from the home page, or from nowhere, to the admin dashboard', () => {
    expect(afterSignIn('admin', '/')).toBe('/admin');
    expect(afterSignIn('admin', null)).toBe('/admin');
    expect(afterSignIn('admin', '//evil.example')).toBe('/admin');
  });

  it('sends everyone else back where they came from', () => {
    expect(afterSignIn('admin', '/business/dashboard')).toBe('/business/dashboard');
    expect(afterSignIn('owner', '/')).toBe('/');
    expect(afterSignIn('owner', null)).toBe('/');
    expect(afterSignIn('owner', '/claim')).toBe('/claim');
  });
});
