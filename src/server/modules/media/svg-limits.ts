import { SaxesParser } from 'saxes';

/** Well above any real logo; what lies beyond is refused before a DOM is built for it. */
export const SVG_LIMITS = { bytes: 512 * 1024, depth: 64, elements: 2_000 } as const;

const SIMPLIFY = 'Please simplify it or upload a PNG instead';
export const SVG_UNREADABLE = 'This SVG could not be read. Please choose a valid JPG, PNG or SVG image';

/**
 * Why an SVG is too large or too complex to be a logo, or null when it is within the limits. One
 * streaming pass that builds no tree and stops at the first limit crossed, so a hostile file costs
 * no more than a normal one.
 */
export function svgLimitProblem(text: string): string | null {
  if (Buffer.byteLength(text) > SVG_LIMITS.bytes)
    return `An SVG logo must be ${SVG_LIMITS.bytes / 1024} KB or smaller. ${SIMPLIFY}`;
  const parser = new SaxesParser();
  let depth = 0;
  let elements = 0;
  let limit: string | null = null;
  const stop = (message: string) => {
    limit = message;
    throw new Error(message);
  };
  parser.on('opentag', (tag) => {
    elements++;
    if (!tag.isSelfClosing) depth++;
    if (depth > SVG_LIMITS.depth)
      stop(`This SVG nests elements more than ${SVG_LIMITS.depth} deep. ${SIMPLIFY}`);
    if (elements > SVG_LIMITS.elements)
      stop(`This SVG has more than ${SVG_LIMITS.elements.toLocaleString('en')} elements. ${SIMPLIFY}`);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) depth--;
  });
  try {
    parser.write(text).close();
  } catch {
    return limit ?? SVG_UNREADABLE;
  }
  return null;
}
