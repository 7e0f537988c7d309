// The face of the bookings feature: what pages and other features may use of it.
export { BookingRequestSection } from './BookingRequestSection';
export { DashboardBookings } from './DashboardBookings';
