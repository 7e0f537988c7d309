/**
 * Owner-typed text is shown to everyone, so characters that change how other text displays, or that
 * display as nothing, are not kept where they could mislead.
 */

/** Bidirectional embeddings, overrides (U+202A-U+202E) and isolates (U+2066-U+2069): they can reorder what follows. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Spaces, control and format characters (zero-width spaces and joiners, BOM) and other default-ignorables. */
const INVISIBLE = String.raw`[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]`;
const INVISIBLE_START = new RegExp(`^${INVISIBLE}+`, 'u');
const ONE_INVISIBLE = new RegExp(`^${INVISIBLE}$`, 'u');

export const INVISIBLE_ONLY_MESSAGE = 'Use visible letters or digits: this has only invisible characters.';

/**
 * The text without bidirectional controls and without invisible characters at either end. Invisible
 * characters inside are kept: joiners belong in emoji and in several scripts.
 */
export function cleanText(text: string): string {
  return trimInvisibleEnd(text.replace(BIDI_CONTROLS, '').replace(INVISIBLE_START, ''));
}

/**
 * Drops invisible characters at the end, walking back one code point at a time: a regex `X+$` would
 * retry from every invisible run inside the text (quadratic: 10,000 characters took half a second).
 */
function trimInvisibleEnd(text: string): string {
  let end = text.length;
  while (end > 0) {
    const low = text.charCodeAt(end - 1);
    const pair = end > 1 && low >= 0xdc00 && low <= 0xdfff && text.charCodeAt(end - 2) >= 0xd800;
    const last = text.slice(pair ? end - 2 : end - 1, end);
    if (!ONE_INVISIBLE.test(last)) break;
    end -= last.length;
  }
  return text.slice(0, end);
}

/** True when cleaning left nothing although something other than plain spaces was typed. */
export function onlyInvisible(raw: string, cleaned: string): boolean {
  return cleaned === '' && raw.trim() !== '';
}
