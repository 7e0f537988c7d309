// The trips module's face: the only file other modules, app.ts and services.ts import.
export { tripRoutes } from './routes';
export { createTripService, type TripService } from './service';
