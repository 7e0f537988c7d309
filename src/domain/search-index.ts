import MiniSearch from 'minisearch';

/**
 * The catalogue's full-text index (MiniSearch, decision 18): names, descriptions, addresses and category
 * names, accents and case folded, words found by prefix ("snork") and with a typo or two ("lobstr").
 * One place is added, replaced or removed on its own when it changes. Shared: the server searches its
 * catalogue with it, and the service worker, offline, the places it keeps (so both find and order alike).
 */

/** What the index reads of a place (a server's catalogue row and an API reply alike). */
export interface SearchablePlace {
  id: number;
  name: string;
  description: string | null;
  /** The Spanish description: Spanish words find the place too. */
  descriptionEs?: string | null;
  address: string | null;
  category?: { name: string } | null;
}

/** Lower case without accents: "Café" and "cafe" are the same word, both ways. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/** Common English endings, dropped from words of the text and of the query alike. */
const ENDINGS = /(?:ings?|ed|s)$/;

/**
 * A word as it is indexed and searched: folded, and without a common ending, so that a misspelt stem
 * ("snorkl") is one edit from the word ("snorkeling", indexed as "snorkel").
 */
function termOf(word: string): string | null {
  const folded = fold(word);
  if (folded === '') return null;
  const stem = folded.length > 5 ? folded.replace(ENDINGS, '') : folded;
  return stem.length >= 3 ? stem : folded;
}

/** Edits forgiven in a query word: none in short words (too many near misses), then 1, then 2. */
function typosAllowed(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 8 ? 1 : 2;
}

/** Two fields, the name and the rest: the cost of a search grows with the fields each word is looked up in. */
interface SearchDoc {
  id: number;
  name: string;
  text: string;
}

const searchDocumentOf = (p: SearchablePlace): SearchDoc => ({
  id: p.id,
  name: p.name,
  // A separator no word can span, so words of two fields never join.
  text: [p.description, p.descriptionEs, p.address, p.category?.name].filter(Boolean).join(' \n '),
});

export function createSearchIndex(places: Iterable<SearchablePlace>) {
  const index = new MiniSearch<SearchDoc>({
    fields: ['name', 'text'],
    processTerm: termOf,
    searchOptions: {
      processTerm: termOf,
      prefix: true,
      fuzzy: typosAllowed,
      // Every word of the query must be found (in any field): "hidden treasure" is not every treasure.
      combineWith: 'AND',
      boost: { name: 4 },
    },
  });
  index.addAll(Array.from(places, searchDocumentOf));

  return {
    /** Adds the place, or replaces what was indexed of it. */
    put(place: SearchablePlace) {
      if (index.has(place.id)) index.replace(searchDocumentOf(place));
      else index.add(searchDocumentOf(place));
    },
    remove(id: number) {
      if (index.has(id)) index.discard(id);
    },
    /** The matching places' ids, the most relevant first; a match in the name before any other. */
    find(text: string): number[] {
      const named: number[] = [];
      const others: number[] = [];
      // Results come by score; splitting them keeps that order within each part.
      for (const r of index.search(text))
        (Object.values(r.match).some((fields) => fields.includes('name')) ? named : others).push(r.id);
      return named.concat(others);
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
