// The face of the landing feature: what pages and other features may use of it.
export { Hero } from './Hero';

/** Loaded when seen: the landing's trip planner. */
export const loadPlanner = () => import('./Planner');
/** Loaded when seen: the landing's live updates. */
export const loadLiveUpdatesSection = () => import('./LiveUpdatesSection');
