// The face of the events feature: what pages and other features may use of it.
export { DashboardEvents } from './DashboardEvents';
export { EventsFilters, useCategoryFilter } from './EventsFilters';
export { latestUntil } from './event-form';
export { type EventText, useEventText } from './event-text';
export { OccurrenceItem } from './OccurrenceItem';

/** Loaded when seen: a place's coming events. */
export const loadPlaceEvents = () => import('./PlaceEvents');
/** Loaded when seen: the landing's few events of tonight. */
export const loadTonightOnTheIsland = () => import('./TonightOnTheIsland');
