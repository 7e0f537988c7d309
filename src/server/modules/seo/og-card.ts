/**
 * The link-preview image (og:image, 1200x630) of a place, and of the site: the guide's colours, the
 * place's name, category and area, and its logo when it has one. The text is SVG that sharp renders
 * (librsvg with fontconfig): DejaVu Sans, which a bare Debian machine has (fonts-dejavu-core), named
 * first, with the generic sans-serif after it. sharp works on libuv's thread pool, off the event loop.
 */
import sharp from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The longest name drawn (a longer one is cut with an ellipsis). */
const TITLE_MAX_CHARS = 80;
const LOGO_SIZE = 180;
/** A logo larger than this is not decoded (logos are stored at most 512 px; this is a guard). */
const LOGO_MAX_PIXELS = 4096 * 4096;

const LAGOON_900 = '#072830';
const LAGOON_700 = '#0f4c5c';
const SAND_200 = '#e9d8a6';
const SAND_50 = '#fbf8f1';

export interface OgCard {
  title: string;
  /** The line above the title (the category). */
  kicker: string;
  /** The line below it (the area, the island). */
  subtitle: string;
  /** The band's colour (the category's). */
  accent: string;
  /** The place's logo (any image sharp reads, sanitised SVG included). */
  logo?: Buffer | null;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Characters sharp's SVG reader would refuse (controls) dropped; at most `max` characters. */
function clean(text: string, max: number): string {
  const flat = text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Bold DejaVu Sans is at most this wide per character, as a share of the font size (capitals). */
const CHAR_WIDTH = 0.68;

/** The title in at most two lines of `lineChars`, broken at spaces; what does not fit ends in an ellipsis. */
export function titleLines(title: string, lineChars: number): string[] {
  const lines: string[] = [''];
  for (const word of clean(title, TITLE_MAX_CHARS).split(' ')) {
    const line = lines[lines.length - 1];
    if (line && `${line} ${word}`.length > lineChars && lines.length < 2) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines.map((l) => (l.length > lineChars ? `${l.slice(0, lineChars - 1).trimEnd()}…` : l));
}

function svg(card: OgCard, textWidth: number): string {
  const oneLine = clean(card.title, TITLE_MAX_CHARS);
  // One line at the large size when it fits, else two at the smaller one.
  const size = oneLine.length * 76 * CHAR_WIDTH <= textWidth ? 76 : 64;
  const lines = titleLines(card.title, Math.floor(textWidth / (size * CHAR_WIDTH)));
  const top = lines.length === 1 ? 330 : 290;
  const font = 'font-family="DejaVu Sans, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <rect width="100%" height="100%" fill="${LAGOON_700}"/>
  <rect y="${OG_HEIGHT - 150}" width="100%" height="150" fill="${LAGOON_900}"/>
  <rect width="24" height="100%" fill="${escapeXml(card.accent)}"/>
  <text x="80" y="170" ${font} font-size="34" font-weight="bold" fill="${SAND_200}" letter-spacing="2">${escapeXml(clean(card.kicker, 40).toUpperCase())}</text>
  ${lines.map((l, i) => `<text x="80" y="${top + i * (size + 14)}" ${font} font-size="${size}" font-weight="bold" fill="${SAND_50}">${escapeXml(l)}</text>`).join('\n  ')}
  <text x="80" y="${top + lines.length * (size + 14) + 20}" ${font} font-size="36" fill="${SAND_200}">${escapeXml(clean(card.subtitle, 50))}</text>
  <text x="80" y="${OG_HEIGHT - 60}" ${font} font-size="40" font-weight="bold" fill="${SAND_50}">Ambergris Guide</text>
  <text x="${OG_WIDTH - 80}" y="${OG_HEIGHT - 60}" ${font} font-size="30" fill="${SAND_200}" text-anchor="end">Ambergris Caye · Belize</text>
</svg>`;
}

/** A logo fitted into a white rounded tile, or null when it cannot be read (the card goes without). */
async function logoTile(logo: Buffer): Promise<Buffer | null> {
  try {
    const inner = await sharp(logo, { limitInputPixels: LOGO_MAX_PIXELS, density: 144 })
      .resize(LOGO_SIZE - 24, LOGO_SIZE - 24, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const tile = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}"><rect width="100%" height="100%" rx="24" fill="#ffffff"/></svg>`,
    );
    return await sharp(tile)
      .composite([{ input: inner, left: 12, top: 12 }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The card as a PNG of OG_WIDTH x OG_HEIGHT. */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const tile = card.logo ? await logoTile(card.logo) : null;
  // With a logo on the right, the title is squeezed to end before it.
  const textWidth = tile ? OG_WIDTH - 80 - LOGO_SIZE - 120 : OG_WIDTH - 160;
  const base = sharp(Buffer.from(svg(card, textWidth)));
  const layers = tile ? [{ input: tile, left: OG_WIDTH - 80 - LOGO_SIZE, top: 120 }] : [];
  return base.composite(layers).png({ compressionLevel: 9, palette: true }).toBuffer();
}
