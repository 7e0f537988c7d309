// The face of the trip feature: what pages and other features may use of it.
export { DayPlan, StopList } from './DayPlan';
export { DayTitle } from './DayTitle';
export { ListBar } from './ListBar';
export { SaveButton } from './SaveButton';
export { SaveItinerary } from './SaveItinerary';
export { absentKey } from './StopCard';
export { SyncStatus } from './SyncStatus';
export { changeTrips, newListId, savedLists, useTripsReady, withList } from './store';
export { pullTrips } from './sync';
export { TripExport } from './TripExport';
export { TripLink } from './TripLink';
export { TripSettings } from './TripSettings';
export { TripShare } from './TripShare';
export { type TripListView, useTripList } from './useTripList';
export { type TripPlaces, useTripPlaces } from './useTripPlaces';

/** Loaded on demand, only for a signed-in visitor: the lists' sending to the account. */
export const loadTripSyncing = () => import('./TripSyncing');
