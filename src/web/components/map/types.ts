import type { MapPin } from '../../../domain/schemas/highlights';
import type { Bounds, MappablePlace } from './map-logic';

/** The one map of the app: a pin per place with coordinates (Leaflet, loaded on demand). */
export interface EstablishmentMapProps {
  /** Places to pin (full establishments or live-feed places); ignored when `pins` is given. */
  establishments?: readonly MappablePlace[];
  /** Compact pins (GET /api/establishments/pins), e.g. the pins of the current view. */
  pins?: readonly MapPin[];
  /** Accessible name of the map region, e.g. 'Map of restaurants'. */
  ariaLabel: string;
  center?: { latitude: number; longitude: number };
  zoom?: number;
  /** Fit the view to the markers (10% padding), refitting at most every 10 s. */
  fitToMarkers?: boolean;
  /**
   * With fitToMarkers: fit to this box instead of the markers' (the extent of all results when the
   * map shows only the pins of its view, so loading them cannot move the view again).
   */
  fitBounds?: Bounds | null;
  /**
   * Told the visible box once the map has settled (on first show, then after each pan or zoom,
   * debounced). A map with this option lists only the places in view under it.
   */
  onViewChange?: (view: Bounds) => void;
  /** CSS height of the map, e.g. 600 or '20rem'. */
  height?: number | string;
  showLegend?: boolean;
  /** Offer the admin's Edit Positions mode (shown only to admins). */
  allowEditPositions?: boolean;
  className?: string;
  /** Click (or Enter) on a pin opens a popup with rating and a 'View details' link instead of navigating. */
  showPopups?: boolean;
  /** Let the mouse wheel zoom the map (off by default so embedded maps do not trap page scrolling). */
  scrollWheelZoom?: boolean;
  /** A collapsed list of links to the places under the map: the text alternative (default true). */
  showPlaceList?: boolean;
}
