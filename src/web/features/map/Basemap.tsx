/**
 * The island basemap: Ambergris Caye and the neighbouring coasts from our own OpenStreetMap land
 * polygons (basemap/README.md), and the area names, drawn under the tile layer. With no tile server
 * (offline, or MAP_TILE_URL unreachable) the map still shows land, sea and the pins in their places;
 * online the tiles cover it.
 */
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';
import { useAreas } from '../../api/catalog';
import land from './basemap/land.geo.json';
import { type AreaLabel, areaLabels } from './map-logic';

export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Leaflet's tile pane is at z-index 200: the basemap and its names sit just under it. */
const LAND_PANE = { name: 'ag-basemap', zIndex: 150 };
const LABEL_PANE = { name: 'ag-basemap-labels', zIndex: 160 };
/** Below this zoom the three areas' names would run into each other. */
const LABEL_MIN_ZOOM = 10;
const LAND_STYLE: L.PathOptions = { stroke: false, fillColor: '#f5eedc', fillOpacity: 1 };

const LAND = land as unknown as FeatureCollection;

/**
 * An area's name on the basemap: a plain element in the names' pane, placed at its point after every
 * zoom (hidden while the zoom animates). Not a marker nor a tooltip: those are the map's pins and their
 * hover names, and a name is neither focusable nor clickable.
 */
class AreaName extends L.Layer {
  private el: HTMLElement | null = null;

  constructor(private readonly label: AreaLabel) {
    super();
    L.setOptions(this, { pane: LABEL_PANE.name });
  }

  onAdd(map: L.Map) {
    const el = L.DomUtil.create('div', 'ag-area-name leaflet-zoom-hide', this.getPane());
    const text = L.DomUtil.create('span', `ag-area-label ag-area-label--${this.label.side}`, el);
    // textContent, not HTML: the name is data and is never parsed as markup.
    text.textContent = this.label.name;
    this.el = el;
    map.on('zoomend viewreset', this.place, this);
    this.place();
    return this;
  }

  onRemove(map: L.Map) {
    map.off('zoomend viewreset', this.place, this);
    this.el?.remove();
    this.el = null;
    return this;
  }

  private place() {
    if (!this.el) return;
    this.el.hidden = this._map.getZoom() < LABEL_MIN_ZOOM;
    L.DomUtil.setPosition(this.el, this._map.latLngToLayerPoint([this.label.latitude, this.label.longitude]));
  }
}

function AreaNames() {
  const map = useMap();
  const areas = useAreas();
  useEffect(() => {
    const names = L.layerGroup(areaLabels(areas.data ?? []).map((label) => new AreaName(label))).addTo(map);
    return () => {
      names.remove();
    };
  }, [areas.data, map]);
  return null;
}

export function Basemap() {
  return (
    <>
      <Pane name={LAND_PANE.name} style={{ zIndex: LAND_PANE.zIndex }}>
        <GeoJSON data={LAND} style={LAND_STYLE} interactive={false} attribution={OSM_ATTRIBUTION} />
      </Pane>
      <Pane name={LABEL_PANE.name} style={{ zIndex: LABEL_PANE.zIndex }}>
        <AreaNames />
      </Pane>
    </>
  );
}
