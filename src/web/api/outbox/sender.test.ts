import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, createRetrySchedule, FIRST_RETRY_MS } from './retry';
import { createSendLoop, type RoundOutcome, SOON_MS } from './sender';

/** A clock and timers the test moves by hand: nothing sleeps. */
function handTime() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 0;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      timers.push({ at: now + ms, fn, id: ++next });
      return next;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.fn();
        await Promise.resolve();
        await Promise.resolve();
      }
      now = end;
    },
  };
}

/** A server that answers each round as the test says, and counts the tries (with when they came). */
function loopWith(answers: RoundOutcome[], online = () => true) {
  const time = handTime();
  const tries: number[] = [];
  const loop = createSendLoop({
    round: async () => {
      tries.push(time.now());
      return answers.shift() ?? { failed: false, more: false };
    },
    schedule: createRetrySchedule({ now: time.now, random: () => 1 }),
    now: time.now,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    isOnline: online,
    onRound: () => {},
  });
  return { loop, time, tries };
}

const failure = { failed: true, more: false };

describe('the outbox sender', () => {
  it('tries again after each failure, waiting twice as long each time, never longer than the cap', async () => {
    const { loop, time, tries } = loopWith(Array.from({ length: 12 }, () => failure));
    await loop.run();
    await time.advance(60 * 60_000);
    const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
    expect(gaps.slice(0, 3)).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS]);
    expect(Math.max(...gaps)).toBe(BACKOFF_CAP_MS);
    // Once sent, nothing more is tried.
    const sentAt = tries.length;
    await time.advance(60 * 60_000);
    expect(tries).toHaveLength(sentAt);
  });

  it('sends a kept write shortly after, once for a burst of them', async () => {
    const { loop, time, tries } = loopWith([]);
    loop.added();
    loop.added();
    await time.advance(SOON_MS - 1);
    expect(tries).toHaveLength(0);
    loop.added();
    await time.advance(1);
    expect(tries).toEqual([SOON_MS]);
  });

  it('tries at once when the connection returns, despite a long backoff, and not while offline', async () => {
    let online = true;
    const { loop, time, tries } = loopWith(
      Array.from({ length: 8 }, () => failure),
      () => online,
    );
    await loop.run();
    await time.advance(2 * 60_000);
    const before = tries.length;
    online = false;
    await time.advance(30 * 60_000);
    loop.added();
    await time.advance(SOON_MS);
    expect(tries).toHaveLength(before);
    online = true;
    loop.tryNow();
    await Promise.resolve();
    expect(tries.at(-1)).toBe(time.now());
  });

  it('sends again soon while writes still wait without a failure (lists changed while sent)', async () => {
    const { loop, time, tries } = loopWith([{ failed: false, more: true }]);
    await loop.run();
    await time.advance(SOON_MS);
    expect(tries).toEqual([0, SOON_MS]);
  });

  it('stops trying once stopped', async () => {
    const { loop, time, tries } = loopWith([failure, failure]);
    await loop.run();
    loop.stop();
    await time.advance(60 * 60_000);
    expect(tries).toHaveLength(1);
  });
});
