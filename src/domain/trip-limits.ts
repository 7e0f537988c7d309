/**
 * The limits of a visitor's trips, apart from their schemas (schemas/trips.ts) so the page's Save
 * control can name them without loading zod.
 */
export const TRIP_TITLE_MAX = 120;
export const TRIP_DAYS_MAX = 30;
export const TRIP_STOPS_MAX = 100;
export const TRIP_NOTE_MAX = 500;
/** The lists an account keeps, those deleted on some device included (kept so no device brings them back). */
export const TRIP_LISTS_MAX = 50;
/** How long a shared trip's link works. */
export const SHARED_TRIP_DAYS = 365;
