/** The words of the search benchmarks (npm run bench, npm run bench:search). */

/** Words visitors would search for, found in the seed and the generated names, descriptions, addresses. */
export const SEARCH_WORDS = [
  'reef',
  'lobster',
  'snorkel',
  'chocolate',
  'pharmacy',
  'sunset',
  'mango',
  'dive',
  'grill',
  'beach',
  'resort',
  'villas',
  'tours',
  'market',
  'fuel',
  'front street',
  'coconut',
  'palm',
  'island',
  'cafe',
  'ceviche',
  'kayak',
  'music',
  'family',
  'wifi',
  'taqueria',
  'gallery',
  'maya',
  'lagoon',
  'pelican',
  'suites',
  'divers',
  'fishing',
  'sailing',
  'gifts',
  'grocery',
  'marina',
  'tarpon',
  'caribe',
  'jade',
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Misspellings of the search words, each one edit away (a letter dropped, swapped, replaced or added),
 * in a shuffled but fixed order: thousands of distinct texts, so that nothing is cached and every
 * request is a fuzzy search.
 */
export function typoSearchTexts(): string[] {
  const texts = new Set<string>();
  for (const word of SEARCH_WORDS.filter((w) => !w.includes(' ') && w.length >= 4))
    for (let i = 0; i <= word.length; i++) {
      if (i < word.length) texts.add(word.slice(0, i) + word.slice(i + 1));
      if (i < word.length - 1) texts.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      for (const letter of LETTERS) {
        if (i < word.length) texts.add(word.slice(0, i) + letter + word.slice(i + 1));
        texts.add(word.slice(0, i) + letter + word.slice(i));
      }
    }
  for (const word of SEARCH_WORDS) texts.delete(word);
  // A fixed shuffle (a linear congruential generator), so runs compare.
  const list = [...texts];
  let seed = 17;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
