// The bookings module's face: the only file app.ts and services.ts import.
export { bookingRoutes } from './routes';
export { createBookingService } from './service';
