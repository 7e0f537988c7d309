// The face of the updates feature: what pages and other features may use of it.
export { DashboardUpdates } from './DashboardUpdates';
export { NewUpdatesAnnouncer } from './NewUpdatesAnnouncer';
export { PostUpdateForm } from './PostUpdateForm';
export { StatusUpdateList } from './StatusUpdateList';
export { liveUpdateForm, untilPhrase } from './update-form';
export { belizeDateTime } from './update-times';
export { useCurrentUpdates } from './useCurrentUpdates';
