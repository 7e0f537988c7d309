// The events module's face: the only file other modules, app.ts and services.ts import.
export { eventRoutes } from './routes';
export { createEventSearchTexts, type EventSearchTexts } from './search-texts';
export { createEventService, type EventService } from './service';
