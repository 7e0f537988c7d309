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

/**
 * Every 3- to 6-letter piece of the search words, alone and after a space (at the start of a word):
 * more distinct search texts than the reply cache holds replies or the catalogue keeps matches.
 */
export function distinctSearchTexts(): string[] {
  const pieces = new Set(
    SEARCH_WORDS.flatMap((w) =>
      [3, 4, 5, 6].flatMap((k) =>
        Array.from({ length: Math.max(0, w.length - k + 1) }, (_, i) => w.slice(i, i + k)),
      ),
    ),
  );
  return [...pieces].flatMap((piece) => [piece, ` ${piece}`]);
}
