import type { Establishment } from '../../../domain/schemas/catalog';

/** The one map of the app: a pin per establishment with coordinates (Leaflet, loaded on demand). */
export interface EstablishmentMapProps {
  establishments: Establishment[];
  /** Accessible name of the map region, e.g. 'Map of restaurants'. */
  ariaLabel: string;
  center?: { latitude: number; longitude: number };
  zoom?: number;
  /** Fit the view to the markers (10% padding), refitting at most every 10 s. */
  fitToMarkers?: boolean;
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
