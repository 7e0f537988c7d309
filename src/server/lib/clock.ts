/** What time it is, for rules that depend on it (expiry, the live stream's kept window); tests move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
