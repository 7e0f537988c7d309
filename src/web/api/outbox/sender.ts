import type { RetrySchedule } from './retry';

/** What a round of sending tells the loop (the full round is in index.ts). */
export interface RoundOutcome {
  /** A write is still waiting after a try worth repeating: back off. */
  failed: boolean;
  /** A write is still waiting without a failure: try again soon. */
  more: boolean;
}

/** How long after a write is kept it is sent: a burst of taps (a list's changes) goes once. */
export const SOON_MS = 1_500;

export interface SendLoopDeps<R extends RoundOutcome> {
  /** One round of sending the kept writes. */
  round: () => Promise<R>;
  schedule: RetrySchedule;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Whether the browser believes it is online: while it does not, only `online` starts a try. */
  isOnline: () => boolean;
  onRound: (round: R) => void;
}

/**
 * The outbox's one sender loop, whatever the writes: a round runs when started, shortly after a write
 * is added (`added`), at once when the connection returns or the tab is shown (`tryNow`), and after a
 * failed round when the retry schedule says (capped exponential backoff with jitter). One round at a
 * time; none while the browser says it is offline.
 */
export function createSendLoop<R extends RoundOutcome>(deps: SendLoopDeps<R>) {
  let timer: unknown;
  let running = false;
  let stopped = false;

  const disarm = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
  };
  const arm = (ms: number) => {
    disarm();
    timer = deps.setTimer(
      () => {
        timer = undefined;
        void run();
      },
      Math.max(0, ms),
    );
  };

  async function run(): Promise<void> {
    if (stopped || running || !deps.isOnline()) return;
    if (!deps.schedule.isDue()) return arm(deps.schedule.dueAt() - deps.now());
    running = true;
    disarm();
    let outcome: RoundOutcome;
    try {
      const round = await deps.round();
      outcome = round;
      if (!stopped) deps.onRound(round);
    } catch {
      outcome = { failed: true, more: false }; // the device's store failed: try again later too
    } finally {
      running = false;
    }
    if (stopped) return;
    if (outcome.failed) {
      deps.schedule.failed();
      arm(deps.schedule.dueAt() - deps.now());
    } else {
      deps.schedule.succeeded();
      if (outcome.more) arm(SOON_MS);
    }
  }

  return {
    /** Runs a round now, unless one runs or the schedule says to wait. */
    run,
    /** A write was kept: sent shortly, unless a try is already planned. */
    added() {
      if (timer === undefined && deps.schedule.isDue()) arm(SOON_MS);
    },
    /** The connection returned or the tab was shown: a round now, whatever the backoff. */
    tryNow() {
      deps.schedule.tryNow();
      void run();
    },
    stop() {
      stopped = true;
      disarm();
    },
  };
}
