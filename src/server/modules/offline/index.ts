// The offline module's face: the only file app.ts and services.ts import.
export { offlineRoutes } from './routes';
export { createOfflineService } from './service';
