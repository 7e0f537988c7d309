import { DEFAULT_UPDATE_DURATION_HOURS } from './constants';
import { BELIZE_OFFSET_MS, belizeDay } from './dates';

const HOUR_MS = 3_600_000;

export function expiryFromHours(hours: number = DEFAULT_UPDATE_DURATION_HOURS, now: Date = new Date()): Date {
  return new Date(now.getTime() + hours * HOUR_MS);
}

export function durationLabel(hours: number): string {
  if (hours === 48) return '2 days';
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export function isUpdateLive(
  update: { isActive: boolean; expiresAt: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (!update.isActive) return false;
  return update.expiresAt === null || new Date(update.expiresAt).getTime() > now.getTime();
}

const DAY_MS = 86_400_000;

/**
 * The next moment Belize's wall clock shows `hhmm` ("21:00"): today if that is still ahead of `now`,
 * else tomorrow ("until 1 am" said at 10 pm means tonight's 1 am). Belize keeps UTC-6 all year.
 */
export function nextBelizeTime(hhmm: string, now: Date): { at: Date; tomorrow: boolean } {
  const [h, m] = hhmm.split(':').map(Number);
  const belizeNow = now.getTime() + BELIZE_OFFSET_MS;
  const today = belizeNow - (((belizeNow % DAY_MS) + DAY_MS) % DAY_MS) - BELIZE_OFFSET_MS;
  const at = today + (h * 60 + m) * 60_000;
  return at > now.getTime()
    ? { at: new Date(at), tomorrow: false }
    : { at: new Date(at + DAY_MS), tomorrow: true };
}

/** When an update ends on Belize's clock, seen from `now`: its "HH:MM", its date and whether today or tomorrow. */
export function untilOf(
  expiresAt: string | Date,
  now: Date,
): { time: string; date: string; day: 'today' | 'tomorrow' | 'later' } {
  const end = new Date(new Date(expiresAt).getTime() + BELIZE_OFFSET_MS).toISOString();
  const date = end.slice(0, 10);
  const today = belizeDay(now);
  const tomorrow = belizeDay(new Date(now.getTime() + DAY_MS));
  return {
    time: end.slice(11, 16),
    date,
    day: date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'later',
  };
}
