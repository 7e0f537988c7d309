/**
 * npx tsx scripts/make-og-image.ts: writes src/web/public/og-image.png, the link-preview image of the
 * landing and the category pages (1200x630), with the same drawing as each place's (modules/seo/og-card.ts).
 * Run again when the card's design changes, and commit the PNG.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderOgCard } from '../src/server/modules/seo';

const out = path.resolve(import.meta.dirname, '../src/web/public/og-image.png');

async function main() {
  const png = await renderOgCard({
    title: 'The Ambergris Collection',
    kicker: 'Stay · Eat · Dive · Shop',
    subtitle: 'Curated places with live updates from the owners',
    accent: '#1a8a8a',
  });
  writeFileSync(out, png);
  console.log(`wrote ${out} (${png.length} bytes)`);
}

void main();
