/**
 * The island's words a visitor may type for the same thing, in English and Spanish: a search word of a
 * group finds any word of it ("buceo" finds "dive shop", "langosta" a "lobster" special). One table for
 * the server's search and the offline one (search-index.ts). Words are compared accents and case folded,
 * after the index's own ending rule, so "Diving", "divers" and "esnórquel" are written once here.
 * Decision 056.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['scuba', 'dive', 'diving', 'diver', 'buceo', 'bucear', 'buzo'],
  ['snorkel', 'snorkeling', 'snorkelling', 'esnórquel', 'snórkel'],
  ['lobster', 'langosta'],
  ['shrimp', 'camarón', 'camarones'],
  ['conch', 'caracol'],
  ['fish', 'fishing', 'pescado', 'pesca'],
  ['seafood', 'mariscos'],
  ['cafe', 'café', 'coffee', 'cafetería'],
  ['breakfast', 'desayuno'],
  ['lunch', 'almuerzo'],
  ['dinner', 'cena'],
  ['beach', 'beachfront', 'playa'],
  ['restaurant', 'restaurante', 'diner'],
  ['bar', 'bars', 'lounge', 'cantina'],
  ['hotel', 'hospedaje', 'alojamiento', 'resort', 'inn', 'lodging'],
  ['music', 'música'],
  ['live', 'vivo'],
  ['reef', 'arrecife'],
  ['sunset', 'atardecer'],
  ['boat', 'lancha', 'bote'],
  ['tour', 'tours', 'excursión', 'excursiones'],
  ['pharmacy', 'farmacia'],
  ['hospital', 'clínica', 'clinic'],
  ['grocery', 'supermarket', 'supermercado'],
  ['gas', 'fuel', 'gasolina', 'gasolinera'],
  ['souvenir', 'souvenirs', 'recuerdos', 'artesanía', 'crafts'],
  ['ruins', 'ruinas', 'maya'],
];

/**
 * Words that say nothing of a place ("the", "en", "de"): left out of a query, so "música en vivo" and
 * "dive at the reef" need only their telling words found. A query of nothing else is searched as typed.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'al',
  'con',
  'de',
  'del',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'para',
  'por',
  'un',
  'una',
  'y',
]);

/** The synonym groups by each of their words, as `termOf` makes a word into an index term. */
export function synonymsByTerm(termOf: (word: string) => string | null): Map<string, string[]> {
  const byTerm = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const terms = [...new Set(group.map(termOf).filter((t): t is string => t !== null))];
    for (const term of terms) byTerm.set(term, [...new Set([...(byTerm.get(term) ?? []), ...terms])]);
  }
  return byTerm;
}
