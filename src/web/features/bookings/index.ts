// The face of the bookings feature: what pages and other features may use of it.
export { DashboardBookings } from './DashboardBookings';

/** Loaded on a stay's page only: "Request to book" (its form loads when opened). */
export const loadBookingRequestSection = () =>
  import('./BookingRequestSection').then((m) => ({ default: m.BookingRequestSection }));
