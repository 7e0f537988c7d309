import type { ChangeRecord } from './log';

/** Records read per query; a longer backlog is read in several. */
const BATCH = 500;

interface TailDeps {
  /** The records after `id`, oldest first, at most `limit`. */
  readAfter(id: number, limit: number): Promise<ChangeRecord[]>;
  /** The newest id already delivered. */
  lastId(): number;
  deliver(records: ChangeRecord[]): void;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Reads the log after the newest id delivered, one read at a time, and delivers what it finds in id
 * order. A call during a read is answered by the next read, which every call made meanwhile shares:
 * a burst of notifications costs two queries, not one each. Ids commit in id order (log.ts),
 * so reading `id > last` never skips a record that commits later.
 */
export function createTail(deps: TailDeps) {
  let current: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let stopped = false;

  async function readNew() {
    for (;;) {
      const records = await deps.readAfter(deps.lastId(), BATCH);
      if (stopped) return;
      if (records.length) deps.deliver(records);
      if (records.length < BATCH) return;
    }
  }

  return {
    /** Resolves once a read that started after this call has delivered everything committed before it. */
    sync(): Promise<void> {
      if (stopped) return Promise.resolve();
      if (!queued) {
        const next = current
          .then(() => {
            queued = null;
            return readNew();
          })
          .catch((err) => deps.log.warn({ err }, 'could not read the change log'));
        queued = next;
        current = next;
      }
      return queued;
    },

    /** Stops reading; resolves when a read under way has finished. */
    stop(): Promise<void> {
      stopped = true;
      return current;
    },
  };
}
