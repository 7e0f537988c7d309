/**
 * What time it is, for every rule that depends on it (expiry, retention, rate windows, tokens, the
 * Belize day): the one clock the server's rules read, so what is written and what it is later compared
 * with agree, and tests move it instead of sleeping. `clock-guard.test.ts` keeps other reads out.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The clock's time in milliseconds, for a caller that asks at every lookup: the system clock's without
 * making a Date each time (Date.now looked up at each call, as a test's fake timers replace it).
 */
export function millisecondsOf(clock: Clock): () => number {
  return clock === systemClock ? () => Date.now() : () => clock.now().getTime();
}
