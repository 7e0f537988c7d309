/**
 * The change log (decision: one change signal per write): every write that changes what visitors see
 * records it in its transaction; each instance reads each record once and tells its caches and open
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
