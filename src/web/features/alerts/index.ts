// The face of the alerts feature: what pages and other features may use of it.

/** Loaded on demand (its own chunk): the island-wide alert over every page. */
export const loadAlertBanner = () => import('./AlertBanner');
