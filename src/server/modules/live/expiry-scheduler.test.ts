import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpiryScheduler } from './expiry-scheduler';

afterEach(() => {
  vi.useRealTimers();
});

describe('the expiry scheduler', () => {
  it('tries a failing source again after 5 s, not at once and not a minute later (the database may be away)', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const scheduler = createExpiryScheduler({
      sources: [
        {
          // An overdue item it cannot end: answers "now" for the next expiry, like the alerts do.
          expireDue: async () => {
            runs++;
            throw new Error('database away');
          },
          nextExpiry: async (now) => now,
        },
      ],
      clock: { now: () => new Date() },
      log: { warn: () => {} },
    });
    await scheduler.runDue();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(4_100);
    expect(runs).toBe(2);
    await scheduler.stop();
  });
});
