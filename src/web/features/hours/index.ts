// The face of the hours feature: what pages and other features may use of it.
export { HoursEditor } from './HoursEditor';
export { OpenNowToggle } from './OpenNowToggle';
export { OpenStatus } from './OpenStatus';
export { PlaceHours } from './PlaceHours';
