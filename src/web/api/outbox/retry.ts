import { ApiError, isNetworkError } from '../fetcher';

/**
 * The outbox's one retry policy, for every write kept offline (an owner's write, a visitor's report,
 * a signed-in visitor's lists): what an answer means for a kept write, and when it is tried again.
 */

/** What to do with a kept write after a try that did not succeed. */
export type Verdict = 'retry' | 'sign-in' | 'refused';

/**
 * No reply (offline, the signal dropped, no answer within the write's timeout), a key still in use (a
 * 409 with Retry-After), a timeout (408), too many at once (429) or the server's failure (5xx): the same
 * request may succeed later. A 401: the session ended, sent again once the same account signs in. Any
 * other 4xx is the server's final word (a place's limit of live updates is a 409 without Retry-After,
 * and the server keeps that answer for the key): shown to the user, never sent again.
 */
export function verdictOf(err: unknown): Verdict {
  if (!(err instanceof ApiError)) return 'retry';
  if (err.status === 401) return 'sign-in';
  if (err.status === 409) return err.retryAfter !== null ? 'retry' : 'refused';
  if (err.status === 408 || err.status === 429 || err.status >= 500) return 'retry';
  return 'refused';
}

/** No reply at all, as opposed to an HTTP answer. */
export const noReply = (err: unknown) =>
  isNetworkError(err) || (err instanceof DOMException && err.name === 'TimeoutError');

/** The wait after a first failed try; each further failure doubles it. */
export const FIRST_RETRY_MS = 2_000;
/**
 * The longest wait between tries while the browser believes it is online (a weak signal that drops
 * requests fires no `online` event): five minutes, so a write is not left for long once it could go.
 */
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * When the next try is due: at once while nothing failed; after a failure, a delay doubling from
 * FIRST_RETRY_MS up to BACKOFF_CAP_MS, each between half and all of its step at random, so phones
 * that failed together (the island's network back after an outage) do not all come back at once.
 * `tryNow` (the connection returned, the tab was shown) makes the next try due without forgetting
 * the failures. The clock and the randomness are given, so a test moves time by hand.
 */
export function createRetrySchedule(deps: { now: () => number; random: () => number }) {
  let failures = 0;
  let due = deps.now();
  return {
    dueAt: () => due,
    isDue: () => deps.now() >= due,
    failed() {
      const step = Math.min(BACKOFF_CAP_MS, FIRST_RETRY_MS * 2 ** failures);
      failures++;
      due = deps.now() + Math.round(step / 2 + (step / 2) * Math.min(1, Math.max(0, deps.random())));
    },
    succeeded() {
      failures = 0;
      due = deps.now();
    },
    tryNow() {
      due = deps.now();
    },
  };
}

export type RetrySchedule = ReturnType<typeof createRetrySchedule>;
