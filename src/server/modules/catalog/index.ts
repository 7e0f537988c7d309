// The catalog module's face: the only file other modules, app.ts, services.ts and scripts import.
export { toStatusUpdate } from './place';
export { catalogRoutes } from './routes';
export { type CatalogService, createCatalogService } from './service';
export type { StayRates } from './store';
export { type CatalogViews, createCatalogViews } from './views';
export { catalogViewRoutes } from './views-routes';
