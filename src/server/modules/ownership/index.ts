// The ownership module's face: the only file other modules, app.ts and services.ts import.
export { ownershipRoutes } from './routes';
export { createOwnershipService, type OwnershipService } from './service';
