/**
 * Renders the app's icons (the guide's mark: a wave under the sun on the lagoon colour) from SVG with
 * sharp, for the web app manifest and iOS:
 *
 *   npx tsx scripts/make-icons.ts
 *
 * Output: src/web/public/icons/ (committed). `any` icons have rounded corners on a transparent ground;
 * the maskable one and the apple-touch icon fill the square (the platform cuts its own shape), with the
 * mark inside the central 80 % that every mask keeps.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'src', 'web', 'public', 'icons');
const LAGOON = '#0f4c5c';
const SAND = '#e9d8a6';
const SUN = '#ee9b00';

/** The mark on a 64-unit square; `inset` shrinks it towards the centre (0 = edge to edge). */
function markSvg({ rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = (64 - 2 * inset) / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${LAGOON}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <path d="M12 44c8-6 16-6 20 0s12 6 20 0" stroke="${SAND}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="40" cy="22" r="8" fill="${SUN}"/>
  </g>
</svg>`;
}

async function render(svg: string, size: number, name: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(OUT, name));
  console.log(`${name} ${size}x${size}`);
}

mkdirSync(OUT, { recursive: true });
await render(markSvg({ rounded: true, inset: 0 }), 192, 'icon-192.png');
await render(markSvg({ rounded: true, inset: 0 }), 512, 'icon-512.png');
// Maskable: the mark within the safe zone (a circle of 40 % radius), the ground to the edges.
await render(markSvg({ rounded: false, inset: 8 }), 512, 'icon-maskable-512.png');
await render(markSvg({ rounded: false, inset: 4 }), 180, 'apple-touch-icon.png');
