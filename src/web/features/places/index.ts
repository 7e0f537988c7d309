// The face of the places feature: what pages and other features may use of it.
export { AreaFilterBar } from './AreaFilterBar';
export { CollectionsGrid } from './CollectionsGrid';
export { EstablishmentGrid } from './EstablishmentCard';
export { GoogleRating } from './GoogleRating';
export { ContactSection, QuickActions, Section } from './PlaceContact';
export { PlaceGallery } from './PlaceGallery';
export { LiveBadge, LogoOrInitial } from './PlaceMarks';
export { UseMyLocationButton } from './UseMyLocationButton';
export { areaIdOf, useAreaFilter } from './useAreaFilter';

/** Loaded when seen: the place's map and directions. */
export const loadPlaceLocation = () => import('./PlaceLocation');
