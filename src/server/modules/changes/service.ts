import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  appendChange,
  CHANGE_LOG_CHANNEL,
  CHANGE_RETENTION_MS,
  type Change,
  type ChangeRecord,
  newestChangeId,
  pruneChangesBefore,
  readChangesAfter,
} from './log';
import { createTail } from './tail';

/** A read of the log now and then, in case a notification was lost. */
const SAFETY_POLL_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;

/** What every writer of what visitors see uses. */
export interface ChangeWriter {
  /** Appends the write's one record inside its transaction, as its last statement. */
  record(tx: Executor, change: Change): Promise<void>;
  /**
   * Resolves once this instance has told its subscribers of every record committed before the call:
   * a writer awaits it after its commit, so its next read (on this instance) shows its write.
   */
  caughtUp(): Promise<void>;
}

/** What a cache or a stream of this instance subscribes to. */
export interface ChangeFeed {
  /** `listener` hears each record once, in id order, before the record counts as read (`lastId`). */
  subscribe(listener: (record: ChangeRecord) => void): () => void;
}

interface ChangeLogDeps {
  database: Pick<Database, 'db' | 'listen'>;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The change log of one app instance: one tail, woken by NOTIFY from any instance (and a slow safety
 * poll), reads each record once in id order and hands it to every subscriber. It starts reading at
 * `start`, once the subscribers are there, after the newest record written before it was made: caches
 * start empty, and the live stream reads the kept events itself (`startId`).
 */
export async function createChangeLog(deps: ChangeLogDeps) {
  const { database, clock, log } = deps;
  const listeners = new Set<(record: ChangeRecord) => void>();
  let lastId = await newestChangeId(database.db);
  const startId = lastId;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  let running = false;

  const tail = createTail({
    readAfter: (id, limit) => readChangesAfter(database.db, id, limit),
    lastId: () => lastId,
    deliver(records) {
      for (const record of records) {
        for (const listener of listeners) {
          try {
            listener(record);
          } catch (err) {
            log.warn({ err }, 'a subscriber of the change log failed');
          }
        }
        lastId = record.id;
      }
    },
    log,
  });
  const caughtUp = () => started.then(() => tail.sync());

  await database.listen(CHANGE_LOG_CHANNEL, (payload) => {
    // The payload is the new id (empty after the listening connection was lost: read anyway).
    if (running && !(/^\d+$/.test(payload) && Number(payload) <= lastId)) void tail.sync();
  });

  let pruning: Promise<void> = Promise.resolve();
  const prune = () => {
    pruning = pruneChangesBefore(database.db, new Date(clock.now().getTime() - CHANGE_RETENTION_MS)).catch(
      (err) => log.warn({ err }, 'could not prune the change log'),
    );
  };
  let timers: NodeJS.Timeout[] = [];

  return {
    /** The newest id of the log when this instance was made: where it starts reading. */
    startId,

    /** The newest record every subscriber of this instance has heard. */
    get lastId() {
      return lastId;
    },

    subscribe(listener: (record: ChangeRecord) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    record: (tx: Executor, change: Change) => appendChange(tx, change, clock.now()),
    caughtUp,

    /**
     * Records a write the app did not make (SQL by hand, a restore, a test's own rows) in a transaction
     * of its own, and waits until this instance heard it. A `dedupeKey` makes instances that notice the
     * same write record it once.
     */
    async recordOutsideWrite(establishmentIds: readonly number[] | null, dedupeKey?: string): Promise<void> {
      await database.db.transaction((tx) => appendChange(tx, { establishmentIds, dedupeKey }, clock.now()));
      await caughtUp();
    },

    /** Starts reading (the subscribers are there) and pruning; resolves once the backlog is read. */
    async start(): Promise<void> {
      running = true;
      markStarted();
      prune();
      timers = [setInterval(() => void tail.sync(), SAFETY_POLL_MS), setInterval(prune, PRUNE_EVERY_MS)];
      for (const timer of timers) timer.unref();
      await tail.sync();
    },

    /** Stops every timer; resolves when no query of the log is under way (the database may close). */
    async stop(): Promise<void> {
      running = false;
      for (const timer of timers) clearInterval(timer);
      markStarted();
      await Promise.all([tail.stop(), pruning]);
    },
  };
}

export type ChangeLog = Awaited<ReturnType<typeof createChangeLog>>;
