// The admin module's face: the only file app.ts and services.ts import.
export { adminRoutes } from './routes';
export { createAdminService } from './service';
