import { DEFAULT_UPDATE_DURATION_HOURS } from './constants';
import { BELIZE_OFFSET_MS, belizeClock, belizeDay } from './dates';
import { twelveHour } from './hours-format';

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

/** How long an update may show: a length in hours (the form's presets are 2 to 48). */
export const UPDATE_MAX_HOURS = 7 * 24;
/**
 * How long after it was written an update may still be sent (the outbox keeps it while offline). Past
 * this, whatever the owner chose has ended: a length is at most 7 days, and a time of day within one.
 */
export const UPDATE_MAX_SEND_DELAY_MS = UPDATE_MAX_HOURS * HOUR_MS;

/** Until when an update shows: a length from when it was written, or a time of day on Belize's clock. */
export type UpdateLife = { lasts?: { hours: number }; until?: string; writtenAt?: string | Date | null };

export type UpdateExpiry =
  | { ok: true; expiresAt: Date; writtenAt: Date }
  | { ok: false; message: string; writtenAt: Date };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Dec 1, 8 pm": a moment on Belize's clock, for the server's plain-English messages. */
function belizeMoment(at: Date): string {
  const c = belizeClock(at);
  const [, month, day] = c.date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${twelveHour(c.time)}`;
}

/**
 * The one rule of an update's end. It runs from when the owner wrote it (`writtenAt`, the phone's clock,
 * kept by the outbox while offline), so an update sent late still lives its full length; "until 9 pm"
 * is the next 9 pm on Belize's clock after it was written. A writtenAt ahead of `now` (a phone's clock
 * running fast) counts as now. An update whose end has passed by `now`, or written longer ago than an
 * update can live, is refused with its reason: posting it would show news already over.
 */
export function updateExpiry(life: UpdateLife, now: Date): UpdateExpiry {
  const stated = life.writtenAt ? new Date(life.writtenAt).getTime() : now.getTime();
  const writtenAt = new Date(Math.min(Number.isNaN(stated) ? now.getTime() : stated, now.getTime()));
  const expiresAt = life.until
    ? nextBelizeTime(life.until, writtenAt).at
    : expiryFromHours(life.lasts?.hours ?? DEFAULT_UPDATE_DURATION_HOURS, writtenAt);
  const late = now.getTime() - writtenAt.getTime() > UPDATE_MAX_SEND_DELAY_MS;
  if (late || expiresAt.getTime() <= now.getTime())
    return {
      ok: false,
      writtenAt,
      message:
        `This update expired before it could be sent (written at ${belizeMoment(writtenAt)}, ` +
        `to show until ${belizeMoment(expiresAt)}, Belize time). Post it again if it still holds.`,
    };
  return { ok: true, expiresAt, writtenAt };
}
