// The accommodations module's face: the only file other modules, app.ts and services.ts import.
export { accommodationRoutes } from './routes';
export { type AccommodationService, createAccommodationService } from './service';
