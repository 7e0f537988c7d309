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

/** A scheme before `//` (`https://`, `ftp://`): http and https become hxxp and hxxps, any other loses its colon's power. */
const LINK_SCHEME = /\b([a-z][a-z0-9+.-]{0,20}):\/\//gi;
/** A dot (or a full-width or ideographic one) between a letter or digit and a letter: a host name's dots. */
const HOST_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=\p{L})/gu;
/** A dotted IPv4 address, which mail clients also make a link. */
const IPV4 = /\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g;

/**
 * Text a stranger typed, made safe to quote in a mail to someone who trusts the guide: no mail client
 * turns any part of it into a link. `https://evil.example/login` reads `hxxps://evil[.]example/login`,
 * `www.evil.example` reads `www[.]evil[.]example`, `10.0.0.1` reads `10[.]0[.]0[.]1`; the reader can
 * still see what was written. Prices and times ("3.5", "9.30") are left as they are. HTML escaping is the
 * mail layout's job, after this.
 */
export function inertLinks(text: string): string {
  return text
    .replace(LINK_SCHEME, (_all, scheme: string) => {
      const lower = scheme.toLowerCase();
      if (lower === 'http' || lower === 'https') return `${lower.replace('tt', 'xx')}://`;
      return `${scheme}[:]//`;
    })
    .replace(IPV4, '$1[.]$2[.]$3[.]$4')
    .replace(HOST_DOT, '[.]');
}

/**
 * C0 control characters other than tab and line breaks, and DEL: RFC 5545 forbids them in a calendar's
 * TEXT and XML 1.0 in any document, and a reader that meets one may refuse the whole file. Line breaks
 * are kept because both formats carry them (iCalendar writes `\n`); the tab because both allow it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FILE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The text without the control characters no calendar (.ics) or GPX file may hold. */
export const withoutControlCharacters = (text: string): string => text.replace(FILE_CONTROLS, '');
