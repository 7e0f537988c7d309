import type { Clock } from '../../lib/clock';

/**
 * Something whose items expire at known times and that tells open pages when they do (the live
 * updates; the island's alerts). Both methods take the scheduler's clock.
 */
export interface ExpirySource {
  /** The earliest expiry still to be handled, or null when none is pending. */
  nextExpiry(now: Date): Promise<Date | null>;
  /** Handles every item expired by `now` (appends its removal event; a dedupe key makes it once). */
  expireDue(now: Date): Promise<void>;
}

/** The longest sleep: an item added meanwhile by another instance is handled at most this late. */
const MAX_SLEEP_MS = 60_000;
/** A timer may fire a little early; the due item must then be past its expiry on the clock. */
const LATE_MS = 5;
/**
 * After a source fails (the database is away), the next try: sooner than the longest sleep, so a
 * removal is not a minute late, and not at once, so a failing query is not run in a loop.
 */
const RETRY_MS = 5_000;

/**
 * Sleeps until the next expiry of any source (at most a minute), then lets each handle what is due.
 * `runDue` runs it at once (the live tail calls it for new events: a new update may expire sooner
 * than the sleep). Runs never overlap; a call during a run makes one more run after it.
 */
export function createExpiryScheduler(deps: {
  sources: readonly ExpirySource[];
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function runOnce() {
    const now = deps.clock.now();
    let next: number | null = null;
    for (const source of deps.sources) {
      if (stopped) break;
      try {
        await source.expireDue(now);
        const at = await source.nextExpiry(now);
        if (at && (next === null || at.getTime() < next)) next = at.getTime();
      } catch (err) {
        deps.log.warn({ err }, 'could not handle the expired live items');
        const retryAt = now.getTime() + RETRY_MS;
        if (next === null || retryAt < next) next = retryAt;
      }
    }
    return next;
  }

  function sleepUntil(next: number | null) {
    clearTimeout(timer);
    if (stopped) return;
    const wait = next === null ? MAX_SLEEP_MS : next - deps.clock.now().getTime() + LATE_MS;
    timer = setTimeout(runDue, Math.min(MAX_SLEEP_MS, Math.max(0, wait)));
    timer.unref();
  }

  /** Handles what is due now; resolves when done (tests call it after moving the clock). */
  function runDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let next: number | null;
      do {
        again = false;
        next = await runOnce();
      } while (again && !stopped);
      running = null;
      sleepUntil(next);
    })();
    return running;
  }

  return {
    runDue,
    /** Stops scheduling; resolves when a run under way has finished. */
    stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      return running ?? Promise.resolve();
    },
  };
}

export type ExpiryScheduler = ReturnType<typeof createExpiryScheduler>;
