// The health module's face: the only file app.ts and tests outside it import.
export { healthRoutes } from './routes';
export { pingDatabase } from './service';
