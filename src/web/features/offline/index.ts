// The face of the offline feature: what pages and other features may use of it.
export { NeedsConnection } from './NeedsConnection';
export { OfflineNotice } from './OfflineNotice';
export { startWorkerWhenSettled } from './start-worker';
