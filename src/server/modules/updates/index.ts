// The updates module's face: the only file other modules, app.ts and services.ts import.
export { statusUpdateRoutes } from './routes';
export { createStatusUpdateService, type StatusUpdateService } from './service';
