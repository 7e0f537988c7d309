// The face of the map feature: what pages and other features may use of it.
export { EstablishmentMap, EstablishmentMapWhenSeen, MapLoading } from './EstablishmentMap';
export { type Bounds, type MapPoint, queryBox } from './map-logic';
export { pinsToMapPoints, toMapPoints } from './map-points';
export { usePositionEditor } from './usePositionEditor';
