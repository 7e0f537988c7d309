// The face of the amenities feature: what a place offers, on its page, its card and as a list's filter.
export { AmenityFilter } from './AmenityFilter';
export { AmenityMarks } from './AmenityMarks';

/** Loaded when seen: what a place offers, on its page (its icons come with it). */
export const loadPlaceAmenities = () => import('./PlaceAmenities');
