import MiniSearch, { type SearchResult } from 'minisearch';
import type { PlaceFields } from './place';

/**
 * The catalogue's full-text index (MiniSearch): names, descriptions, addresses and category names,
 * accents and case folded, words found by prefix ("snork") and with a typo or two ("lobstr").
 * One place is added, replaced or removed on its own when it changes.
 */

/** Lower case without accents: "Café" and "cafe" are the same word, both ways. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/**
 * Common English endings, also indexed without them, so that a misspelt stem ("snorkl") still reaches
 * the longer word ("snorkeling" is indexed as "snorkel" too).
 */
const ENDINGS = /(?:ings?|ed|es|s)$/;

function indexTerms(term: string): string | string[] | null {
  const folded = fold(term);
  if (folded === '') return null;
  const stem = folded.length > 5 ? folded.replace(ENDINGS, '') : folded;
  return stem !== folded && stem.length >= 3 ? [folded, stem] : folded;
}

/** Edits forgiven in a query word: none in short words (too many near misses), then 1, then 2. */
function typosAllowed(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 8 ? 1 : 2;
}

interface SearchDoc {
  id: number;
  name: string;
  description: string;
  address: string;
  category: string;
}

const toDoc = (p: PlaceFields): SearchDoc => ({
  id: p.id,
  name: p.name,
  description: p.description ?? '',
  address: p.address ?? '',
  category: p.category?.name ?? '',
});

export function createSearchIndex(places: Iterable<PlaceFields>) {
  const index = new MiniSearch<SearchDoc>({
    fields: ['name', 'description', 'address', 'category'],
    processTerm: indexTerms,
    searchOptions: {
      processTerm: (term) => fold(term) || null,
      prefix: true,
      fuzzy: typosAllowed,
      // Every word of the query must be found (in any field): "hidden treasure" is not every treasure.
      combineWith: 'AND',
      boost: { name: 4, category: 2, address: 1.5 },
    },
  });
  index.addAll(Array.from(places, toDoc));

  return {
    /** Adds the place, or replaces what was indexed of it. */
    put(place: PlaceFields) {
      if (index.has(place.id)) index.replace(toDoc(place));
      else index.add(toDoc(place));
    },
    remove(id: number) {
      if (index.has(id)) index.discard(id);
    },
    /** The matching places' ids, the most relevant first; a match in the name before any other. */
    find(text: string): number[] {
      const results = index.search(text);
      const inName = (r: SearchResult) => (Object.values(r.match).some((f) => f.includes('name')) ? 1 : 0);
      return results
        .map((r) => ({ id: r.id as number, named: inName(r), score: r.score }))
        .sort((a, b) => b.named - a.named || b.score - a.score)
        .map((r) => r.id);
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
