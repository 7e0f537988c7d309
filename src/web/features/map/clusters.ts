/** Which pins of a map are drawn on their own and which are gathered into numbered clusters (supercluster). */
import Supercluster from 'supercluster';
import type { MapPoint } from './map-logic';

/**
 * Cluster radius in screen pixels. Every icon fits in a 44 x 47 px box around its badge, so two
 * icons whose badges are more than ~65 px apart cannot touch; the margin covers a cluster's centre
 * drifting towards its members.
 */
export const CLUSTER_RADIUS_PX = 90;
/** From this zoom on every place has its own pin (two places at one address would otherwise never part). */
export const CLUSTER_MAX_ZOOM = 17;

interface PinProps {
  point: MapPoint;
}
interface ClusterTally {
  live: number;
  events: number;
}

export type MapItem =
  | { kind: 'pin'; point: MapPoint }
  | {
      kind: 'cluster';
      clusterId: number;
      latitude: number;
      longitude: number;
      count: number;
      /** How many of its places have a live update. */
      live: number;
      /** How many of its places have an event tonight. */
      events: number;
      /** The ids of its places (for finding which cluster holds a place). */
      ids: number[];
    };

export interface PinClusters {
  /** Pins and clusters at an integer zoom (clusters exist below CLUSTER_MAX_ZOOM). */
  itemsAt(zoom: number): MapItem[];
  /** The zoom at which a cluster splits into smaller ones or pins. */
  expansionZoom(clusterId: number): number;
}

/** Leaflet's tiles are 256 px: with this extent supercluster's radius is in screen pixels. */
const TILE_EXTENT = 256;
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** Indexes the points once; ask it for the pins and clusters of each zoom. */
export function clusterPins(points: readonly MapPoint[]): PinClusters {
  const index = new Supercluster<PinProps, ClusterTally>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM - 1,
    map: (props) => ({
      live: props.point.liveMessage === null ? 0 : 1,
      events: props.point.eventTonight ? 1 : 0,
    }),
    reduce: (total, props) => {
      total.live += props.live;
      total.events += props.events;
    },
  });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      properties: { point },
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
    })),
  );
  return {
    itemsAt(zoom) {
      return index.getClusters(WORLD, Math.round(zoom)).map((f): MapItem => {
        const [longitude, latitude] = f.geometry.coordinates;
        if (!('cluster' in f.properties)) return { kind: 'pin', point: f.properties.point };
        const { cluster_id: clusterId, point_count: count, live, events } = f.properties;
        const ids = index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((l) => l.properties.point.id);
        return { kind: 'cluster', clusterId, latitude, longitude, count, live, events, ids };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}

/** Accessible name of a cluster: how many places, how many of them live, and what selecting it does. */
export function clusterLabel(count: number, live: number): string {
  const liveText =
    live === 0 ? '' : live === count ? ', all with live updates' : `, ${live} with live updates`;
  return `Group of ${count} places${liveText}. Select to zoom in.`;
}
