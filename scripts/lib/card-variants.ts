/**
 * Three more takes on each category's card scene, so neighbouring cards of one category differ
 * (the web app picks one of the four by place id): another framing of the scene, mirrored or not,
 * under another light (golden hour, a bright morning with birds, an evening with stars).
 */
import { cardScene, linear, rng, type Scene, stars, svg } from './art';

/** Category slugs with card art (the web app's categories), and the fallback. */
export const CARD_KINDS = [
  'accommodations',
  'restaurants-bars',
  'attractions-activities',
  'souvenir-shops',
  'tour-operators',
  'pharmacy',
  'grocery',
  'gas-station',
  'default',
] as const;

/** Pictures per category: the original scene and three variants. */
export const CARD_VARIANTS = 4;

interface Take {
  /** Zoom into the scene (1 = whole scene) and where the frame sits (0 left/top .. 1 right/bottom). */
  zoom: number;
  focusX: number;
  focusY: number;
  mirror: boolean;
  light: (w: number, h: number, seed: number) => string;
}

const goldenHour = (w: number, h: number) =>
  `<defs>${linear('gold', [
    [0, '#ff8a3d'],
    [0.55, '#ffc46b'],
    [1, '#ffe3a3'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#gold)" opacity="0.32"/>`;

function brightMorning(w: number, h: number, seed: number) {
  const r = rng(seed);
  let body = `<rect width="${w}" height="${h * 0.5}" fill="#e6fbff" opacity="0.22"/>`;
  // A few frigate birds, drawn as shallow Ms.
  for (let i = 0; i < 5; i++) {
    const x = w * (0.15 + r() * 0.7);
    const y = h * (0.08 + r() * 0.22);
    const s = w * (0.015 + r() * 0.02);
    body += `<path d="M${x - s},${y} q${s / 2},-${s / 2} ${s},0 q${s / 2},-${s / 2} ${s},0" stroke="#1d2b36" stroke-width="${Math.max(1.5, s / 6)}" fill="none" stroke-linecap="round"/>`;
  }
  return body;
}

function evening(w: number, h: number, seed: number) {
  return `<defs>${linear('dusk', [
    [0, '#0b1d3a'],
    [0.6, '#2b3f73'],
    [1, '#40365e'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#dusk)" opacity="0.5"/>${stars(w, h * 0.35, 40, seed)}<circle cx="${w * 0.82}" cy="${h * 0.14}" r="${h * 0.045}" fill="#fdf6d8" opacity="0.95"/>`;
}

const TAKES: Take[] = [
  { zoom: 1.35, focusX: 0, focusY: 0.6, mirror: true, light: goldenHour },
  { zoom: 1.3, focusX: 0.5, focusY: 0.45, mirror: false, light: brightMorning },
  { zoom: 1.2, focusX: 0.5, focusY: 0.3, mirror: true, light: evening },
];

/** Variant `v` (1..3) of a category's card scene. */
export function cardVariantScene(kind: string, v: number): Scene {
  const take = TAKES[(v - 1) % TAKES.length];
  return (w, h) => {
    const sw = w * take.zoom;
    const sh = h * take.zoom;
    const x = -(sw - w) * take.focusX;
    const y = -(sh - h) * take.focusY;
    // The scene is drawn at the zoomed size and placed so the frame shows the chosen part of it.
    const scene = cardScene(kind)(w, h).replace(
      /^<svg([^>]*?) width="[^"]*" height="[^"]*"/,
      `<svg$1 x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${sw}" height="${sh}" preserveAspectRatio="none"`,
    );
    const placed = take.mirror ? `<g transform="translate(${w} 0) scale(-1 1)">${scene}</g>` : scene;
    return svg(w, h, placed + take.light(w, h, kind.length * 31 + v));
  };
}
