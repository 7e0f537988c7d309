import type { Bounds, MapPoint } from './map-logic';
import type { PositionEditor } from './usePositionEditor';

/**
 * How a map behaves. 'explore' is the full map page: a pin opens a popup (rating and a 'View
 * details' link), the mouse wheel zooms and the legend is shown. 'embedded' (the default) is a map
 * inside another page: a pin opens its place, and the wheel scrolls the page, not the map.
 */
export type MapMode = 'explore' | 'embedded';

/** The one map of the app: a pin per place, clustered where they crowd (Leaflet, loaded on demand). */
export interface EstablishmentMapProps {
  /** The places to pin (see toMapPoints and pinsToMapPoints). */
  points: readonly MapPoint[];
  /** Accessible name of the map region, e.g. 'Map of restaurants'. */
  ariaLabel: string;
  /** Where the map starts; with `fit` it then moves to the points or box. */
  view?: { center: { latitude: number; longitude: number }; zoom: number };
  /**
   * Fit the view (10% padding, at most once per 10 s) to the points, or to a given box (the extent
   * of all results when the map shows only the pins of its view, so loading them cannot move it).
   */
  fit?: 'points' | { box: Bounds | null };
  /**
   * Told the visible box once the map has settled (on first show, then after each pan or zoom,
   * debounced). A map with this option lists only the places in view under it.
   */
  onViewChange?: (view: Bounds) => void;
  /** CSS height of the map, e.g. 600 or '20rem'. */
  height?: number | string;
  mode?: MapMode;
  /** The admin's position editor (usePositionEditor), where positions may be edited. */
  editor?: PositionEditor;
}
