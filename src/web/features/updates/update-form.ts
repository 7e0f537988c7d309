import { z } from 'zod';
import { DEFAULT_UPDATE_DURATION_HOURS, UPDATE_DURATION_HOURS } from '../../../domain/constants';
import type { Locale } from '../../../domain/locale';
import {
  STATUS_UPDATE_MAX_LENGTH,
  type StatusUpdateInput,
  statusUpdateFields,
  WALL_CLOCK_TIME,
} from '../../../domain/schemas/updates';
import { nextBelizeTime, type UpdateLife, untilOf, updateExpiry } from '../../../domain/updates';
import type { MessageKey, Translate } from '../../i18n';
import { belizeDateTime, untilText } from './update-times';

/** The "Show until" choice that reveals a time of day (Belize time) instead of a length. */
export const AT_A_TIME = 'time';

/**
 * The one Live Updates form (dashboard and portal, docs/product.md#live-updates): the shared payload
 * schema with "Show until" (a length, or a time of day on Belize's clock) in place of lasts / until.
 */
export const liveUpdateForm = statusUpdateFields
  .pick({ establishmentId: true, message: true, type: true })
  .extend({
    showFor: z.enum([AT_A_TIME, ...UPDATE_DURATION_HOURS.map(String)]),
    until: z.string(),
  })
  .refine((v) => v.showFor !== AT_A_TIME || WALL_CLOCK_TIME.test(v.until), {
    path: ['until'],
    message: 'Choose the time it ends, like 9:00 PM.',
  });
export type LiveUpdateValues = z.input<typeof liveUpdateForm>;

/** The "Show until" choices: "For 2 hours" … "For 2 days", "A time I choose" (`t` names the portal section). */
export const showForOptions = (t: Translate) => [
  ...UPDATE_DURATION_HOURS.map((h) => ({
    value: String(h),
    label:
      h > 24 && h % 24 === 0
        ? t('portal.live.forDays', { days: h / 24 })
        : t('portal.live.forHours', { hours: h }),
  })),
  { value: AT_A_TIME, label: t('portal.live.atATime') },
];

/** The update types, as the owner forms name them ('special' is "Special Offer"). */
export const typeOptions = (t: Translate) =>
  (['announcement', 'special', 'availability', 'alert'] as const).map((value) => ({
    value,
    label: t(`portal.live.type.${value}` as MessageKey),
  }));

export const DEFAULT_SHOW_FOR = String(DEFAULT_UPDATE_DURATION_HOURS);

/** What "Show until" asks for: a length in hours, or a time of day on Belize's clock. */
export function lifeOf(v: Pick<LiveUpdateValues, 'showFor' | 'until'>): Pick<UpdateLife, 'lasts' | 'until'> {
  return v.showFor === AT_A_TIME ? { until: v.until } : { lasts: { hours: Number(v.showFor) } };
}

/**
 * What the form posts: the owner's words for until when, and when they wrote it (`writtenAt`, kept
 * with the write if the outbox holds it while offline). The server computes the end from those.
 */
export function updatePayload(
  v: Pick<z.output<typeof liveUpdateForm>, 'establishmentId' | 'message' | 'type' | 'showFor' | 'until'>,
  writtenAt: Date,
): StatusUpdateInput {
  return {
    establishmentId: v.establishmentId,
    message: v.message,
    type: v.type,
    isActive: true,
    ...lifeOf(v),
    writtenAt: writtenAt.toISOString(),
  };
}

/** When the update would stop showing if posted at `now` (the form's preview; the server's rule). */
export function expiryOf(v: Pick<LiveUpdateValues, 'showFor' | 'until'>, now: Date): Date {
  const expiry = updateExpiry({ ...lifeOf(v), writtenAt: now }, now);
  return expiry.ok ? expiry.expiresAt : now;
}

/** "9:00 PM today", "tomorrow, 1:00 AM", "Dec 3, 9:00 PM": an end on Belize's clock, in English. */
export function untilPhrase(expiresAt: string | Date, now: Date): string {
  const iso = new Date(expiresAt).toISOString();
  const [date, time] = belizeDateTime('en', iso).split(', ');
  const { day } = untilOf(iso, now);
  return day === 'today' ? `${time} today` : day === 'tomorrow' ? `tomorrow, ${time}` : `${date}, ${time}`;
}

/**
 * What the form says under "Show until" before the owner posts: until when visitors will see it, and
 * that a time already past today means tomorrow's (so "until 1 am" said at 10 pm is tonight's).
 */
export function untilNote(v: Pick<LiveUpdateValues, 'showFor' | 'until'>, now: Date): string {
  if (v.showFor === AT_A_TIME && !v.until) return 'Choose the time it ends, in Belize time.';
  const end = expiryOf(v, now);
  const when = `Visitors see it until ${untilPhrase(end, now)} (Belize time).`;
  if (v.showFor === AT_A_TIME && nextBelizeTime(v.until, now).tomorrow)
    return `That time has passed today in Belize, so: ${when.charAt(0).toLowerCase()}${when.slice(1)}`;
  return when;
}

/**
 * `untilNote` in `locale`: English keeps its own wording; another language says the visitors' own
 * "until" (update-times.ts; `t` names the portal and updates sections).
 */
export function untilNoteIn(
  locale: Locale,
  t: Translate,
  v: Pick<LiveUpdateValues, 'showFor' | 'until'>,
  now: Date,
): string {
  if (locale === 'en') return untilNote(v, now);
  if (v.showFor === AT_A_TIME && !v.until) return t('portal.live.chooseTime');
  const until = untilText(locale, t, expiryOf(v, now).toISOString(), now);
  const passed = v.showFor === AT_A_TIME && nextBelizeTime(v.until, now).tomorrow;
  return t(passed ? 'portal.live.passed' : 'portal.live.seenUntil', { until });
}

/** The message's counter: a paste longer than the limit is kept whole and said so, never cut. */
export function messageCount(length: number, t: Translate): { text: string; over: boolean } {
  const over = length > STATUS_UPDATE_MAX_LENGTH;
  const values = { length, max: STATUS_UPDATE_MAX_LENGTH, over: length - STATUS_UPDATE_MAX_LENGTH };
  return { text: t(over ? 'portal.live.countOver' : 'portal.live.count', values), over };
}
