// The imports module's face: the only file other modules, app.ts and services.ts import.
export { importRoutes } from './routes';
export { createImportService, type ImportService } from './service';
