// The insights module's face: the only file app.ts and services.ts import.
export { insightsRoutes } from './routes';
export { createInsightsService, FLUSH_EVERY_MS } from './service';
