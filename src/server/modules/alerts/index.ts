// The alerts module's face: the only file other modules, app.ts and services.ts import.
export { alertRoutes } from './routes';
export { type AlertService, createAlertService } from './service';
