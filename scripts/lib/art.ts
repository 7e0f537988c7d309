/**
 * The guide's own artwork as SVG (no photos, no third-party images): hero backgrounds and one card
 * scene per category. Rendered to AVIF and WebP by scripts/make-images.ts.
 */

export type Scene = (w: number, h: number) => string;

/** A seeded pseudo-random sequence so the art is the same on every run. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export const linear = (id: string, stops: [number, string][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** A leaning palm: curved trunk and a crown of fronds. */
export function palm(x: number, baseY: number, height: number, lean: number, color = '#17352f') {
  const topX = x + lean;
  const topY = baseY - height;
  const trunk = `<path d="M${x - height * 0.03},${baseY} Q${x + lean * 0.2},${baseY - height * 0.55} ${topX},${topY} L${topX + height * 0.02},${topY + 4} Q${x + lean * 0.25 + height * 0.03},${baseY - height * 0.5} ${x + height * 0.04},${baseY} Z" fill="${color}"/>`;
  const fronds = [-160, -125, -95, -60, -25, 5, 35]
    .map((deg, i) => {
      const len = height * (0.42 + (i % 2) * 0.08);
      const rad = (deg * Math.PI) / 180;
      const ex = topX + Math.cos(rad) * len;
      const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
      const cx = topX + Math.cos(rad) * len * 0.5;
      const cy = topY + Math.sin(rad) * len * 0.6 - len * 0.1;
      return `<path d="M${topX},${topY} Q${cx},${cy - len * 0.12} ${ex},${ey} Q${cx},${cy + len * 0.08} ${topX},${topY} Z" fill="${color}"/>`;
    })
    .join('');
  return trunk + fronds;
}

export function waves(w: number, y: number, amp: number, color: string, opacity: number, seed: number) {
  const r = rng(seed);
  let d = `M0,${y}`;
  const step = w / 12;
  for (let x = 0; x <= w; x += step) d += ` Q${x + step / 2},${y + (r() - 0.5) * amp * 2} ${x + step},${y}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${Math.max(1.5, amp / 3)}" stroke-linecap="round" opacity="${opacity}"/>`;
}

function coral(x: number, baseY: number, size: number, color: string) {
  const branches = [-50, -25, 0, 25, 50]
    .map((deg) => {
      const rad = ((deg - 90) * Math.PI) / 180;
      const ex = x + Math.cos(rad) * size;
      const ey = baseY + Math.sin(rad) * size;
      return `<path d="M${x},${baseY} Q${x + (ex - x) * 0.3},${baseY - size * 0.5} ${ex},${ey}" stroke="${color}" stroke-width="${size * 0.16}" stroke-linecap="round" fill="none"/>`;
    })
    .join('');
  return branches;
}

function fish(x: number, y: number, s: number, color: string, flip = false) {
  const k = flip ? -1 : 1;
  return `<g transform="translate(${x} ${y}) scale(${k * s} ${s})"><path d="M0,0 Q12,-8 24,0 Q12,8 0,0 Z M24,0 L32,-6 L32,6 Z" fill="${color}"/></g>`;
}

export function stars(w: number, h: number, n: number, seed: number) {
  const r = rng(seed);
  return Array.from(
    { length: n },
    () =>
      `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h).toFixed(1)}" r="${(r() * 1.6 + 0.4).toFixed(2)}" fill="#fff" opacity="${(r() * 0.6 + 0.3).toFixed(2)}"/>`,
  ).join('');
}

function beachScene(
  w: number,
  h: number,
  o: {
    sky: [string, string, string];
    sun: string;
    sunX: number;
    sunY: number;
    sea: [string, string];
    sand: [string, string];
    palms: boolean;
    seed: number;
  },
) {
  const horizon = h * 0.52;
  const shore = h * 0.74;
  const r = rng(o.seed);
  let body = `<defs>${linear('sky', [
    [0, o.sky[0]],
    [0.6, o.sky[1]],
    [1, o.sky[2]],
  ])}${linear('sea', [
    [0, o.sea[0]],
    [1, o.sea[1]],
  ])}${linear('sand', [
    [0, o.sand[0]],
    [1, o.sand[1]],
  ])}<radialGradient id="glow"><stop offset="0" stop-color="${o.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${o.sun}" stop-opacity="0"/></radialGradient></defs>`;
  body += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<circle cx="${w * o.sunX}" cy="${h * o.sunY}" r="${h * 0.35}" fill="url(#glow)"/>`;
  body += `<circle cx="${w * o.sunX}" cy="${h * o.sunY}" r="${h * 0.07}" fill="${o.sun}"/>`;
  // clouds
  for (let i = 0; i < 4; i++) {
    const cx = r() * w;
    const cy = h * (0.1 + r() * 0.25);
    const cw = w * (0.1 + r() * 0.12);
    body += `<ellipse cx="${cx}" cy="${cy}" rx="${cw}" ry="${cw * 0.18}" fill="#fff" opacity="0.35"/>`;
  }
  body += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>`;
  // reef line: a thin band of white surf far out
  body += waves(w, horizon + (shore - horizon) * 0.18, 3, '#ffffff', 0.55, o.seed + 1);
  for (let i = 0; i < 5; i++)
    body += waves(w, horizon + (shore - horizon) * (0.3 + i * 0.14), 4 + i, '#ffffff', 0.18, o.seed + 2 + i);
  body += `<path d="M0,${shore} C${w * 0.3},${shore - h * 0.04} ${w * 0.6},${shore + h * 0.03} ${w},${shore - h * 0.02} L${w},${h} L0,${h} Z" fill="url(#sand)"/>`;
  body += `<path d="M0,${shore} C${w * 0.3},${shore - h * 0.04} ${w * 0.6},${shore + h * 0.03} ${w},${shore - h * 0.02}" stroke="#ffffff" stroke-width="${h * 0.012}" fill="none" opacity="0.7"/>`;
  if (o.palms) {
    body += palm(w * 0.1, h * 1.02, h * 0.78, w * 0.09);
    body += palm(w * 0.2, h * 1.04, h * 0.6, w * 0.05);
    body += palm(w * 0.9, h * 1.03, h * 0.7, -w * 0.08);
  }
  return body;
}

export const HEROES: Scene[] = [
  // 1 morning on the beach
  (w, h) =>
    svg(
      w,
      h,
      beachScene(w, h, {
        sky: ['#6fb7d9', '#b8e0ea', '#fde7c8'],
        sun: '#fff3c4',
        sunX: 0.68,
        sunY: 0.36,
        sea: ['#2bb3b1', '#7fdacb'],
        sand: ['#f4e3bd', '#e2c68f'],
        palms: true,
        seed: 11,
      }),
    ),
  // 2 sunset over the lagoon with a dock
  (w, h) => {
    let body = beachScene(w, h, {
      sky: ['#3b2c5e', '#e0735a', '#f7c27a'],
      sun: '#ffd58a',
      sunX: 0.35,
      sunY: 0.47,
      sea: ['#c96b5c', '#3b4c6b'],
      sand: ['#6e5147', '#4a3833'],
      palms: false,
      seed: 23,
    });
    const y = h * 0.62;
    body += `<rect x="${w * 0.45}" y="${y}" width="${w * 0.55}" height="${h * 0.025}" fill="#2a1e24"/>`;
    for (let i = 0; i < 9; i++)
      body += `<rect x="${w * (0.47 + i * 0.06)}" y="${y}" width="${h * 0.012}" height="${h * 0.12}" fill="#2a1e24"/>`;
    body += `<path d="M${w * 0.8},${y} l${h * 0.03},-${h * 0.12} l${h * 0.06},0 l${h * 0.03},${h * 0.12} Z" fill="#2a1e24"/>`;
    body += palm(w * 0.93, h * 1.02, h * 0.72, -w * 0.06, '#2a1e24');
    return svg(w, h, body);
  },
  // 3 under the reef
  (w, h) => {
    const r = rng(37);
    let body = `<defs>${linear('deep', [
      [0, '#57c7d4'],
      [0.5, '#1f7f9a'],
      [1, '#0b3a56'],
    ])}</defs><rect width="${w}" height="${h}" fill="url(#deep)"/>`;
    for (let i = 0; i < 7; i++) {
      const x = r() * w;
      body += `<path d="M${x},0 L${x + w * 0.05},0 L${x + w * 0.18},${h} L${x + w * 0.1},${h} Z" fill="#ffffff" opacity="0.07"/>`;
    }
    body += `<path d="M0,${h * 0.82} C${w * 0.2},${h * 0.76} ${w * 0.45},${h * 0.86} ${w * 0.7},${h * 0.79} S${w},${h * 0.8} ${w},${h * 0.8} L${w},${h} L0,${h} Z" fill="#d9c48f"/>`;
    const colours = ['#f27059', '#f9a03f', '#c86fc9', '#f4d35e', '#ee6c8a'];
    for (let i = 0; i < 14; i++)
      body += coral(r() * w, h * (0.82 + r() * 0.1), h * (0.08 + r() * 0.12), colours[i % colours.length]);
    for (let i = 0; i < 18; i++)
      body += fish(
        r() * w,
        h * (0.15 + r() * 0.55),
        1 + r() * 2.2,
        ['#ffd166', '#ffffff', '#06d6a0', '#ff8c61'][i % 4],
        r() > 0.5,
      );
    for (let i = 0; i < 25; i++)
      body += `<circle cx="${r() * w}" cy="${r() * h * 0.8}" r="${r() * 4 + 1}" fill="none" stroke="#fff" opacity="0.35"/>`;
    return svg(w, h, body);
  },
  // 4 the lagoon and barrier reef from the air
  (w, h) => {
    const r = rng(41);
    let body = `<defs>${linear(
      'air',
      [
        [0, '#0d4f73'],
        [0.35, '#1c8fb0'],
        [0.55, '#3cc6c4'],
        [0.8, '#8fe3d1'],
        [1, '#e8dcb0'],
      ],
      false,
    )}</defs><rect width="${w}" height="${h}" fill="url(#air)"/>`;
    // surf on the barrier reef
    body += `<path d="M${w * 0.3},0 C${w * 0.26},${h * 0.3} ${w * 0.36},${h * 0.6} ${w * 0.3},${h}" stroke="#ffffff" stroke-width="${w * 0.012}" fill="none" opacity="0.8" stroke-dasharray="${w * 0.04} ${w * 0.015}"/>`;
    // coral heads
    for (let i = 0; i < 40; i++)
      body += `<ellipse cx="${w * (0.35 + r() * 0.3)}" cy="${r() * h}" rx="${w * (0.005 + r() * 0.02)}" ry="${h * (0.005 + r() * 0.02)}" fill="#0f5e6b" opacity="0.45"/>`;
    // the island: sand and mangrove green on the right
    body += `<path d="M${w * 0.82},0 C${w * 0.76},${h * 0.35} ${w * 0.86},${h * 0.65} ${w * 0.8},${h} L${w},${h} L${w},0 Z" fill="#f1e2b5"/>`;
    body += `<path d="M${w * 0.88},0 C${w * 0.83},${h * 0.35} ${w * 0.93},${h * 0.65} ${w * 0.87},${h} L${w},${h} L${w},0 Z" fill="#3f7d4e"/>`;
    for (let i = 0; i < 30; i++)
      body += `<circle cx="${w * (0.9 + r() * 0.1)}" cy="${r() * h}" r="${w * (0.006 + r() * 0.01)}" fill="#2f6a3f"/>`;
    // boats and wakes
    for (let i = 0; i < 4; i++) {
      const bx = w * (0.45 + r() * 0.3);
      const by = h * (0.15 + r() * 0.7);
      body += `<path d="M${bx},${by} l-${w * 0.06},${h * 0.04}" stroke="#fff" stroke-width="2" opacity="0.6"/><rect x="${bx - 6}" y="${by - 3}" width="14" height="6" rx="3" fill="#fff"/>`;
    }
    return svg(w, h, body);
  },
  // 5 blue hour with stars
  (w, h) => {
    let body = beachScene(w, h, {
      sky: ['#0b1d3a', '#254a7a', '#7d8fb8'],
      sun: '#f4f1de',
      sunX: 0.75,
      sunY: 0.22,
      sea: ['#3d5a85', '#10253f'],
      sand: ['#8e8a7c', '#5e5b52'],
      palms: true,
      seed: 53,
    });
    body += stars(w, h * 0.45, 120, 7);
    return svg(w, h, body);
  },
];

/** Card art per category slug (and a default), 640 x 400. */
export function cardScene(kind: string): Scene {
  return (w, h) => {
    const r = rng(kind.length * 97 + kind.charCodeAt(0));
    switch (kind) {
      case 'accommodations': {
        let body = beachScene(w, h, {
          sky: ['#7cc4e4', '#c8ebf2', '#fbe9cf'],
          sun: '#fff4c9',
          sunX: 0.2,
          sunY: 0.3,
          sea: ['#24a8ad', '#8ce0cf'],
          sand: ['#f3e0b6', '#dfc189'],
          palms: false,
          seed: 3,
        });
        // palapa cabana
        const x = w * 0.55;
        const y = h * 0.78;
        body += `<rect x="${x}" y="${y - h * 0.2}" width="${w * 0.22}" height="${h * 0.2}" fill="#f7f1e3"/><rect x="${x + w * 0.08}" y="${y - h * 0.12}" width="${w * 0.06}" height="${h * 0.12}" fill="#6b4a2f"/>`;
        body += `<path d="M${x - w * 0.04},${y - h * 0.18} L${x + w * 0.11},${y - h * 0.42} L${x + w * 0.26},${y - h * 0.18} Z" fill="#b9893f"/>`;
        body += palm(w * 0.88, h * 1.02, h * 0.75, -w * 0.06);
        return svg(w, h, body);
      }
      case 'restaurants-bars': {
        let body = beachScene(w, h, {
          sky: ['#41306b', '#e67e5c', '#fbc67a'],
          sun: '#ffd98e',
          sunX: 0.5,
          sunY: 0.5,
          sea: ['#d47a62', '#45506e'],
          sand: ['#7a5a48', '#4c3a33'],
          palms: false,
          seed: 5,
        });
        body += `<path d="M0,${h * 0.12} Q${w * 0.5},${h * 0.3} ${w},${h * 0.1}" stroke="#2a1e24" stroke-width="2" fill="none"/>`;
        for (let i = 1; i < 12; i++) {
          const t = i / 12;
          const y = (1 - t) * (1 - t) * h * 0.12 + 2 * (1 - t) * t * h * 0.3 + t * t * h * 0.1;
          body += `<circle cx="${w * t}" cy="${y + 6}" r="5" fill="#ffe9a8"/><circle cx="${w * t}" cy="${y + 6}" r="12" fill="#ffe9a8" opacity="0.25"/>`;
        }
        // table and two chairs in silhouette
        body += `<rect x="${w * 0.4}" y="${h * 0.76}" width="${w * 0.2}" height="${h * 0.02}" fill="#2a1e24"/><rect x="${w * 0.49}" y="${h * 0.78}" width="${w * 0.02}" height="${h * 0.16}" fill="#2a1e24"/>`;
        body += palm(w * 0.1, h * 1.02, h * 0.8, w * 0.06, '#2a1e24');
        return svg(w, h, body);
      }
      case 'attractions-activities':
        return HEROES[2](w, h);
      case 'tour-operators': {
        let body = beachScene(w, h, {
          sky: ['#5aa9d6', '#a9dcec', '#e9f5f3'],
          sun: '#fffbe0',
          sunX: 0.82,
          sunY: 0.2,
          sea: ['#1694a6', '#4fcfc2'],
          sand: ['#4fcfc2', '#4fcfc2'],
          palms: false,
          seed: 9,
        });
        const x = w * 0.45;
        const y = h * 0.68;
        body += `<path d="M${x - w * 0.14},${y} L${x + w * 0.16},${y} L${x + w * 0.12},${y + h * 0.07} L${x - w * 0.1},${y + h * 0.07} Z" fill="#f7f7f2"/>`;
        body += `<rect x="${x}" y="${y - h * 0.45}" width="4" height="${h * 0.45}" fill="#3c3c3c"/>`;
        body += `<path d="M${x + 6},${y - h * 0.43} L${x + 6},${y - 8} L${x + w * 0.15},${y - 8} Z" fill="#ffffff"/><path d="M${x - 4},${y - h * 0.38} L${x - 4},${y - 8} L${x - w * 0.11},${y - 8} Z" fill="#f4a259"/>`;
        return svg(w, h, body);
      }
      case 'souvenir-shops': {
        let body = `<defs>${linear('wall', [
          [0, '#f6d6a8'],
          [1, '#f2b880'],
        ])}</defs><rect width="${w}" height="${h}" fill="url(#wall)"/>`;
        const colours = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#c86fc9'];
        for (let row = 0; row < 2; row++) {
          const y0 = h * (0.1 + row * 0.18);
          body += `<path d="M0,${y0} Q${w / 2},${y0 + h * 0.08} ${w},${y0}" stroke="#3b2f2f" stroke-width="2" fill="none"/>`;
          for (let i = 0; i < 14; i++) {
            const x = (w / 14) * i + 8;
            const t = x / w;
            const y = y0 + 4 * t * (1 - t) * h * 0.08 * 0.5 * 2;
            body += `<path d="M${x},${y} l${w / 30},0 l-${w / 60},${h * 0.07} Z" fill="${colours[(i + row) % colours.length]}"/>`;
          }
        }
        // shop front with striped awning
        body += `<rect x="${w * 0.15}" y="${h * 0.55}" width="${w * 0.7}" height="${h * 0.45}" fill="#fdf6e3"/>`;
        for (let i = 0; i < 10; i++)
          body += `<rect x="${w * 0.12 + i * w * 0.076}" y="${h * 0.48}" width="${w * 0.076}" height="${h * 0.1}" fill="${i % 2 ? '#ffffff' : '#1a8a8a'}"/>`;
        body += `<rect x="${w * 0.44}" y="${h * 0.66}" width="${w * 0.12}" height="${h * 0.34}" fill="#8c5a3c"/>`;
        for (let i = 0; i < 6; i++)
          body += `<circle cx="${w * (0.22 + (i % 3) * 0.05)}" cy="${h * (0.7 + Math.floor(i / 3) * 0.1)}" r="${h * 0.03}" fill="${colours[i]}"/>`;
        return svg(w, h, body);
      }
      case 'pharmacy': {
        let body = `<defs>${linear('p', [
          [0, '#d8f1ee'],
          [1, '#8fd3c9'],
        ])}</defs><rect width="${w}" height="${h}" fill="url(#p)"/>`;
        body += waves(w, h * 0.75, 6, '#ffffff', 0.6, 2) + waves(w, h * 0.85, 8, '#ffffff', 0.5, 3);
        const c = { x: w / 2, y: h * 0.42, s: h * 0.14 };
        body += `<circle cx="${c.x}" cy="${c.y}" r="${c.s * 2.1}" fill="#ffffff" opacity="0.85"/>`;
        body += `<rect x="${c.x - c.s * 0.4}" y="${c.y - c.s * 1.3}" width="${c.s * 0.8}" height="${c.s * 2.6}" rx="6" fill="#2f9e6e"/><rect x="${c.x - c.s * 1.3}" y="${c.y - c.s * 0.4}" width="${c.s * 2.6}" height="${c.s * 0.8}" rx="6" fill="#2f9e6e"/>`;
        body += palm(w * 0.08, h * 1.02, h * 0.7, w * 0.05, '#1f5f54');
        return svg(w, h, body);
      }
      case 'grocery': {
        let body = `<defs>${linear('g', [
          [0, '#fff3d6'],
          [1, '#f0d9a7'],
        ])}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
        body += `<path d="M${w * 0.12},${h * 0.5} L${w * 0.88},${h * 0.5} L${w * 0.8},${h * 0.95} L${w * 0.2},${h * 0.95} Z" fill="#b07d48"/>`;
        for (let i = 0; i < 6; i++)
          body += `<path d="M${w * (0.2 + i * 0.12)},${h * 0.52} L${w * (0.24 + i * 0.1)},${h * 0.93}" stroke="#8a5e33" stroke-width="3"/>`;
        const fruit = ['#7cb518', '#f9c74f', '#f94144', '#5a3d2b', '#f8961e', '#90be6d'];
        for (let i = 0; i < 16; i++)
          body += `<circle cx="${w * (0.18 + r() * 0.64)}" cy="${h * (0.36 + r() * 0.14)}" r="${h * (0.05 + r() * 0.04)}" fill="${fruit[i % fruit.length]}"/>`;
        body += palm(w * 0.92, h * 1.02, h * 0.65, -w * 0.05, '#3f7d4e');
        return svg(w, h, body);
      }
      case 'gas-station': {
        let body = beachScene(w, h, {
          sky: ['#86b9d8', '#cfe6ee', '#f2ead8'],
          sun: '#fff8d8',
          sunX: 0.15,
          sunY: 0.25,
          sea: ['#2a9aa8', '#66cfc2'],
          sand: ['#e5d3a8', '#cdb27a'],
          palms: false,
          seed: 15,
        });
        const x = w * 0.6;
        const y = h * 0.86;
        body += `<rect x="${x}" y="${y - h * 0.36}" width="${w * 0.12}" height="${h * 0.36}" rx="8" fill="#d9534f"/><rect x="${x + w * 0.02}" y="${y - h * 0.32}" width="${w * 0.08}" height="${h * 0.1}" rx="3" fill="#fdf6e3"/>`;
        body += `<path d="M${x + w * 0.12},${y - h * 0.26} q${w * 0.05},0 ${w * 0.05},${h * 0.08} l0,${h * 0.12}" stroke="#333" stroke-width="5" fill="none"/>`;
        // golf cart
        const gx = w * 0.2;
        body += `<rect x="${gx}" y="${y - h * 0.16}" width="${w * 0.2}" height="${h * 0.08}" rx="6" fill="#f7f7f2"/><rect x="${gx + 4}" y="${y - h * 0.3}" width="${w * 0.19}" height="6" fill="#1a8a8a"/><rect x="${gx + 8}" y="${y - h * 0.3}" width="4" height="${h * 0.14}" fill="#555"/><rect x="${gx + w * 0.18}" y="${y - h * 0.3}" width="4" height="${h * 0.14}" fill="#555"/><circle cx="${gx + w * 0.04}" cy="${y - h * 0.07}" r="${h * 0.035}" fill="#222"/><circle cx="${gx + w * 0.16}" cy="${y - h * 0.07}" r="${h * 0.035}" fill="#222"/>`;
        return svg(w, h, body);
      }
      default:
        return HEROES[0](w, h);
    }
  };
}
