import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Amenities } from './amenities';
import { amenitySearchText } from './amenity-search';
import { STOP_WORDS, synonymsByTerm } from './search-words';

/**
 * The catalogue's full-text index (MiniSearch, decision 18): names, descriptions, addresses and category
 * names, accents and case folded, words found by prefix ("snork") and, when nothing is found as typed,
 * with a typo or two ("lobstr"); a place's live updates and upcoming events are found too, while they
 * last, and say so (decision 56). The island's words in both languages find each other
 * (search-words.ts). One place is added, replaced or removed on its own when it changes. Shared: the
 * server searches its catalogue with it, and the service worker, offline, the places it keeps (so both
 * find and order alike).
 */

/** A live update as the index reads it: found until it expires. */
export interface SearchableUpdate {
  id: number;
  message: string;
  expiresAt: string | null;
}

/** An event as the index reads it: found from `from` until `until` (its last occurrence's end). */
export interface SearchableEvent {
  id: number;
  title: string;
  description: string | null;
  from: string;
  until: string;
}

/** What the index reads of a place (a server's catalogue row and an API reply alike). */
export interface SearchablePlace {
  id: number;
  name: string;
  description: string | null;
  /** The Spanish description: Spanish words find the place too. */
  descriptionEs?: string | null;
  address: string | null;
  category?: { name: string } | null;
  /** What it offers: a yes finds the place by the attribute's words ("wifi", "vegano"). */
  attributes?: Amenities;
  statusUpdates?: readonly SearchableUpdate[];
  events?: readonly SearchableEvent[];
}

/** Why a place was found when its own text was not: one of its live updates, or one of its events. */
export type SearchMatch =
  | { kind: 'update'; id: number; text: string }
  | { kind: 'event'; id: number; text: string };

export interface SearchHit {
  id: number;
  /** Null when the place's own name or text matched. */
  match: SearchMatch | null;
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

/**
 * Edits forgiven in a query word: none under five letters ("cafe" is one edit from "care" and "caye",
 * words of the hospital and of every address on the island), then 1, then 2.
 */
function typosAllowed(term: string): number | false {
  if (term.length < 5) return false;
  return term.length < 8 ? 1 : 2;
}

/** Words of three letters are found whole ("bar" is not "barrier", the reef's drive). */
const byPrefix = (term: string) => term.length >= 4;

const SYNONYMS = synonymsByTerm(termOf);
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Every telling word of the text must be found, each as itself or as one of its synonyms. */
function queryOf(text: string): Query {
  const words = tokenize(text).filter((w) => w !== '');
  const telling = words.filter((w) => !STOP_WORDS.has(fold(w)));
  const queries = (telling.length > 0 ? telling : words).map((word): Query => {
    const group = SYNONYMS.get(termOf(word) ?? '');
    return group ? { combineWith: 'OR', queries: group } : word;
  });
  return { combineWith: 'AND', queries };
}

/**
 * Documents: a place's own text (key `p<id>`: its words and its attributes'), and each live update (`u<id>`) and event (`e<id>`) of it
 * with the time it is found between. Two fields, the name and the rest: the cost of a search grows with
 * the fields each word is looked up in.
 */
interface SearchDoc {
  key: string;
  name: string;
  text: string;
}
interface Extra {
  place: number;
  match: SearchMatch;
  from: number;
  until: number | null;
}

// A separator no word can span, so words of two fields never join.
const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' \n ');

function documentsOf(p: SearchablePlace) {
  const docs: SearchDoc[] = [
    {
      key: `p${p.id}`,
      name: p.name,
      text: joined([
        p.description,
        p.descriptionEs,
        p.address,
        p.category?.name,
        p.attributes && amenitySearchText(p.attributes),
      ]),
    },
  ];
  const extras = new Map<string, Extra>();
  for (const u of p.statusUpdates ?? []) {
    docs.push({ key: `u${u.id}`, name: '', text: u.message });
    const until = u.expiresAt === null ? null : Date.parse(u.expiresAt);
    extras.set(`u${u.id}`, {
      place: p.id,
      match: { kind: 'update', id: u.id, text: u.message },
      from: 0,
      until,
    });
  }
  for (const e of p.events ?? []) {
    docs.push({ key: `e${e.id}`, name: '', text: joined([e.title, e.description]) });
    const match: SearchMatch = { kind: 'event', id: e.id, text: e.title };
    extras.set(`e${e.id}`, { place: p.id, match, from: Date.parse(e.from), until: Date.parse(e.until) });
  }
  return { docs, extras };
}

export function createSearchIndex(places: Iterable<SearchablePlace>) {
  const index = new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['name', 'text'],
    processTerm: termOf,
    searchOptions: {
      processTerm: termOf,
      prefix: byPrefix,
      combineWith: 'AND',
      boost: { name: 4 },
    },
  });
  /** The update and event documents, and each place's document keys (to replace them together). */
  const extras = new Map<string, Extra>();
  const keysOf = new Map<number, string[]>();

  function add(place: SearchablePlace) {
    const { docs, extras: found } = documentsOf(place);
    index.addAll(docs);
    for (const [key, extra] of found) extras.set(key, extra);
    keysOf.set(
      place.id,
      docs.map((d) => d.key),
    );
  }
  function remove(id: number) {
    for (const key of keysOf.get(id) ?? []) {
      index.discard(key);
      extras.delete(key);
    }
    keysOf.delete(id);
  }
  for (const place of places) add(place);

  /** The results found at `now`, and the next time one of the documents they matched starts or ends. */
  function found(results: SearchResult[], now: number) {
    let validUntil: number | null = null;
    const later = (at: number | null) => {
      if (at !== null && at > now && (validUntil === null || at < validUntil)) validUntil = at;
    };
    const named: SearchHit[] = [];
    const others: SearchHit[] = [];
    const seen = new Map<number, SearchHit>();
    // Results come by score: a place takes the place of its best document, in order within each part.
    for (const r of results) {
      const extra = extras.get(r.id as string);
      if (extra) {
        later(extra.from);
        later(extra.until);
        if (now < extra.from || (extra.until !== null && now >= extra.until)) continue;
      }
      const id = extra ? extra.place : Number((r.id as string).slice(1));
      const hit = seen.get(id);
      if (hit) {
        if (!extra) hit.match = null;
        continue;
      }
      const fresh: SearchHit = { id, match: extra ? extra.match : null };
      seen.set(id, fresh);
      (Object.values(r.match).some((fields) => fields.includes('name')) ? named : others).push(fresh);
    }
    return { hits: named.concat(others), validUntil: validUntil as number | null };
  }

  return {
    /** Adds the place, or replaces what was indexed of it (its updates and events with it). */
    put(place: SearchablePlace) {
      remove(place.id);
      add(place);
    },
    remove,
    /**
     * The matching places at `now`, the most relevant first, a match in the name before any other; typos
     * are forgiven only when nothing is found as typed. `validUntil`: when an update or event that
     * matched starts or stops being found.
     */
    find(text: string, now: number): { hits: SearchHit[]; validUntil: number | null } {
      const query = queryOf(text);
      const exact = found(index.search(query), now);
      if (exact.hits.length > 0) return exact;
      const forgiving = found(index.search(query, { fuzzy: typosAllowed }), now);
      const ends = [exact.validUntil, forgiving.validUntil].filter((at) => at !== null);
      return { hits: forgiving.hits, validUntil: ends.length > 0 ? Math.min(...ends) : null };
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
