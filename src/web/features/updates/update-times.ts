/**
 * When a live update was posted and until when it shows, on Belize's clock whatever the device's zone
 * (the island's clock, as the events are): "until 9:00 PM (Belize time)" / "hasta las 21:00 (hora de
 * Belice)". Components using it name the `updates` section in useT.
 */
import type { Locale } from '../../../domain/locale';
import { untilOf } from '../../../domain/updates';
import type { Translate } from '../../i18n';
import { formatUpdateDate } from '../../lib/establishments';

/** Belize's offset from UTC in minutes (no daylight saving time). */
export const BELIZE_UTC_OFFSET = -360;

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/**
 * 'Jan 5, 3:04 PM' in English, '5 ene, 15:04' in Spanish (24-hour clock), in Belize time. Written out,
 * not asked of Intl.DateTimeFormat: its first use loads the browser's time-zone data in the middle of
 * hydration (see formatUpdateDate).
 */
export function belizeDateTime(locale: Locale, iso: string): string {
  if (locale === 'en') return formatUpdateDate(iso, BELIZE_UTC_OFFSET);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(date);
  const at = new Date(date.getTime() + BELIZE_UTC_OFFSET * 60_000);
  const clock = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${at.getUTCDate()} ${MESES[at.getUTCMonth()]}, ${clock}`;
}

/** The clock part alone: '9:00 PM' / '21:00'. */
const belizeTimeOnly = (locale: Locale, iso: string) => belizeDateTime(locale, iso).split(', ')[1] ?? '';

/** "until 9:00 PM (Belize time)", "until tomorrow, 9:00 AM (…)", "until Dec 3, 9:00 PM (…)", seen from `now`. */
export function untilText(locale: Locale, t: Translate, expiresAt: string, now: Date): string {
  const { day } = untilOf(expiresAt, now);
  const clock = belizeTimeOnly(locale, expiresAt);
  // Spanish names an hour with its article, "la 01:00" but "las 21:00", so the time carries it.
  const time = locale === 'es' ? `${clock.startsWith('01:') ? 'la' : 'las'} ${clock}` : clock;
  if (day === 'today') return t('updates.until.today', { time });
  if (day === 'tomorrow') return t('updates.until.tomorrow', { time });
  return t('updates.until.later', { date: belizeDateTime(locale, expiresAt) });
}
