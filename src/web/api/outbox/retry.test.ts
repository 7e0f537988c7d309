import { describe, expect, it } from 'vitest';
import { tooManyActiveUpdates } from '../../../domain/schemas/updates';
import { ApiError } from '../fetcher';
import { BACKOFF_CAP_MS, createRetrySchedule, FIRST_RETRY_MS, verdictOf } from './retry';

const reply = (status: number, message: string, retryAfter: string | null = null) =>
  new ApiError(status, JSON.stringify({ message }), `${status}`, retryAfter);

/** A clock the test moves by hand: nothing sleeps. */
function handClock(start = Date.parse('2026-12-01T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('what a kept write does after an answer', () => {
  it('is tried again after no reply, a timeout, a key still in use, 408, 429 or a failure (5xx)', () => {
    expect(verdictOf(new TypeError('Failed to fetch'))).toBe('retry');
    expect(verdictOf(new DOMException('The operation timed out', 'TimeoutError'))).toBe('retry');
    expect(verdictOf(reply(409, 'A request with this Idempotency-Key is still being handled', '1'))).toBe(
      'retry',
    );
    expect(verdictOf(reply(408, 'Request timeout'))).toBe('retry');
    expect(verdictOf(reply(429, 'Too many changes from this account'))).toBe('retry');
    expect(verdictOf(reply(503, 'Unavailable'))).toBe('retry');
  });

  it('waits for a sign-in after a 401', () => {
    expect(verdictOf(reply(401, 'Sign in'))).toBe('sign-in');
  });

  it("is refused for good, with the server's words, after any other 4xx (a place full: a 409 without Retry-After)", () => {
    const full = reply(409, tooManyActiveUpdates());
    expect(verdictOf(full)).toBe('refused');
    expect(full.serverMessage).toBe(tooManyActiveUpdates());
    for (const status of [400, 403, 404, 413, 422])
      expect(verdictOf(reply(status, 'No')), `${status}`).toBe('refused');
  });
});

describe('when a kept write is tried again', () => {
  it('is due at once until a try fails, then after a delay that doubles up to a cap', () => {
    const clock = handClock();
    const schedule = createRetrySchedule({ now: clock.now, random: () => 1 });
    expect(schedule.isDue()).toBe(true);
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      schedule.failed();
      delays.push(schedule.dueAt() - clock.now());
    }
    expect(delays.slice(0, 4)).toEqual([
      FIRST_RETRY_MS,
      2 * FIRST_RETRY_MS,
      4 * FIRST_RETRY_MS,
      8 * FIRST_RETRY_MS,
    ]);
    expect(Math.max(...delays)).toBe(BACKOFF_CAP_MS);
    expect(delays.at(-1)).toBe(BACKOFF_CAP_MS);
  });

  it('spreads the phones that failed together: each delay is between half and all of its step', () => {
    const clock = handClock();
    const low = createRetrySchedule({ now: clock.now, random: () => 0 });
    const high = createRetrySchedule({ now: clock.now, random: () => 0.999 });
    for (let i = 0; i < 3; i++) {
      low.failed();
      high.failed();
    }
    expect(low.dueAt() - clock.now()).toBe(2 * FIRST_RETRY_MS);
    expect(high.dueAt() - clock.now()).toBeGreaterThan(3.99 * FIRST_RETRY_MS);
    expect(high.dueAt() - clock.now()).toBeLessThanOrEqual(4 * FIRST_RETRY_MS);
  });

  it('is due once its delay has passed by the clock, and at once again after a success', () => {
    const clock = handClock();
    const schedule = createRetrySchedule({ now: clock.now, random: () => 1 });
    schedule.failed();
    schedule.failed();
    expect(schedule.isDue()).toBe(false);
    clock.advance(2 * FIRST_RETRY_MS - 1);
    expect(schedule.isDue()).toBe(false);
    clock.advance(1);
    expect(schedule.isDue()).toBe(true);
    schedule.succeeded();
    schedule.failed();
    expect(schedule.dueAt() - clock.now()).toBe(FIRST_RETRY_MS);
  });

  it('is tried at once when the connection returns or the tab is shown, whatever the delay', () => {
    const clock = handClock();
    const schedule = createRetrySchedule({ now: clock.now, random: () => 1 });
    for (let i = 0; i < 8; i++) schedule.failed();
    expect(schedule.isDue()).toBe(false);
    schedule.tryNow();
    expect(schedule.isDue()).toBe(true);
    // The count of failures stays: a failure after that waits as long as the one before would have.
    schedule.failed();
    expect(schedule.dueAt() - clock.now()).toBe(BACKOFF_CAP_MS);
  });
});
