// The changes module's face: the only file other modules, app.ts and tests import.
/**
 * The change log, the one signal of every write that changes what visitors see: the write
 * records it in its transaction; each instance reads each record once and tells its caches and its open
 * pages.
 */
export {
  CHANGE_RETENTION_MS,
  type Change,
  type ChangeRecord,
  type LiveEvent,
  readRecentLiveEvents,
} from './log';
export { type ChangeFeed, type ChangeLog, type ChangeWriter, createChangeLog } from './service';
