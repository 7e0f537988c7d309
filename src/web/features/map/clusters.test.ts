import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, clusterLabel, clusterPins, type MapItem } from './clusters';
import type { MapPoint } from './map-logic';

const point = (id: number, latitude: number, longitude: number, live = false): MapPoint => ({
  id,
  name: `Place ${id}`,
  latitude,
  longitude,
  categoryId: 1,
  liveMessage: live ? 'Open late tonight' : null,
  areaName: null,
  googleRating: null,
  googleReviewCount: null,
  openNow: null,
  nextChange: null,
});

/** Leaflet's pixel of a position at a zoom (Web Mercator, 256 px tiles). */
function pixel(latitude: number, longitude: number, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}
const position = (item: MapItem) => (item.kind === 'pin' ? item.point : item);

// Four places in San Pedro town within ~100 m, one of them live, and one at Secret Beach, ~10 km away.
const town = [
  point(1, 17.9214, -87.9611),
  point(2, 17.9218, -87.9609, true),
  point(3, 17.9211, -87.9606),
  point(4, 17.9221, -87.9613),
];
const secretBeach = point(5, 17.8897, -88.0466);

describe('clusterPins', () => {
  it('gathers places close together at the island zoom, counting them and their live ones', () => {
    const items = clusterPins([...town, secretBeach]).itemsAt(13);
    const cluster = items.find((i) => i.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 4, live: 1 });
    expect(cluster?.kind === 'cluster' && [...cluster.ids].sort()).toEqual([1, 2, 3, 4]);
    // The far place keeps its own pin.
    expect(items.filter((i) => i.kind === 'pin').map((i) => i.kind === 'pin' && i.point.id)).toEqual([5]);
  });

  it('says a cluster holds no live place when none of its places has a live update', () => {
    const quiet = town.map((p) => ({ ...p, liveMessage: null }));
    const items = clusterPins(quiet).itemsAt(13);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cluster', count: 4, live: 0 });
  });

  it('parts every cluster at the zoom it expands to, and draws every place on its own from the last zoom', () => {
    const clusters = clusterPins(town);
    const [cluster] = clusters.itemsAt(13);
    if (cluster.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = clusters.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(13);
    expect(clusters.itemsAt(zoom).length).toBeGreaterThan(1);
    expect(clusters.itemsAt(CLUSTER_MAX_ZOOM).every((i) => i.kind === 'pin')).toBe(true);
    // Two places at one address stay apart too, at the last zoom.
    const twins = clusterPins([point(1, 17.92, -87.96), point(2, 17.92, -87.96)]);
    expect(twins.itemsAt(CLUSTER_MAX_ZOOM)).toHaveLength(2);
  });

  it('keeps every place exactly once at any zoom', () => {
    const clusters = clusterPins([...town, secretBeach]);
    for (let zoom = 10; zoom <= CLUSTER_MAX_ZOOM + 1; zoom++) {
      const ids = clusters.itemsAt(zoom).flatMap((i) => (i.kind === 'pin' ? [i.point.id] : i.ids));
      expect(ids.sort()).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('leaves no two icons (44 x 47 px around their badge) overlapping below the last zoom', () => {
    const island = fc.record({
      latitude: fc.double({ min: 17.85, max: 18.0, noNaN: true }),
      longitude: fc.double({ min: -88.06, max: -87.93, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(island, { minLength: 2, maxLength: 80 }),
        fc.integer({ min: 11, max: 16 }),
        (at, zoom) => {
          const items = clusterPins(at.map((p, i) => point(i, p.latitude, p.longitude))).itemsAt(zoom);
          const px = items.map((i) => pixel(position(i).latitude, position(i).longitude, zoom));
          for (let a = 0; a < px.length; a++)
            for (let b = a + 1; b < px.length; b++)
              if (Math.abs(px[a].x - px[b].x) < 44 && Math.abs(px[a].y - px[b].y) < 47) return false;
          return true;
        },
      ),
      { numRuns: 200, seed: 20261125, endOnFailure: true },
    );
  });
});

describe('clusterLabel', () => {
  it('names the count, the live places and what selecting does', () => {
    expect(clusterLabel(12, 0)).toBe('Group of 12 places. Select to zoom in.');
    expect(clusterLabel(12, 2)).toBe('Group of 12 places, 2 with live updates. Select to zoom in.');
    expect(clusterLabel(3, 3)).toBe('Group of 3 places, all with live updates. Select to zoom in.');
  });
});
