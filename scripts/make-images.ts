/**
 * Renders the guide's own artwork (no photos, no third-party images) from SVG with sharp:
 * five hero backgrounds and four card images per category (scripts/lib/art.ts), as AVIF and WebP at the
 * displayed sizes.
 *
 *   npx tsx scripts/make-images.ts
 *
 * Output: src/web/public/images/ (committed; licence in LICENSE.md there).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { cardScene, HEROES, type Scene } from './lib/art';
import { CARD_KINDS, CARD_VARIANTS, cardVariantScene } from './lib/card-variants';

const OUT = join(import.meta.dirname, '..', 'src', 'web', 'public', 'images');

async function render(scene: Scene, w: number, h: number, name: string) {
  const input = Buffer.from(scene(w, h));
  const base = sharp(input, { density: 72 }).resize(w, h);
  await base
    .clone()
    .avif({ quality: 50, effort: 6 })
    .toFile(join(OUT, `${name}.avif`));
  await base
    .clone()
    .webp({ quality: 72, effort: 6 })
    .toFile(join(OUT, `${name}.webp`));
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const [i, scene] of HEROES.entries()) {
    await render(scene, 1600, 900, `hero-${i + 1}-1600`);
    await render(scene, 800, 1000, `hero-${i + 1}-800`);
  }
  for (const kind of CARD_KINDS) {
    await render(cardScene(kind), 640, 400, `card-${kind}-640`);
    for (let v = 1; v < CARD_VARIANTS; v++)
      await render(cardVariantScene(kind, v), 640, 400, `card-${kind}-${v}-640`);
  }
  console.log(`images written to ${OUT}`);
}

await main();
