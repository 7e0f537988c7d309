import { DEFAULT_UPDATE_DURATION_HOURS } from './constants';

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
