import { z } from 'zod';

import { idField, wholeNumberParam } from './common';

/**
 * Owner insights: what the guide counts, privately, per place and Belize day. `view` is a
 * detail page seen; the others are taps on the place's ways to reach it.
 */
export const INSIGHT_KINDS = ['view', 'whatsapp', 'call', 'directions', 'website', 'share'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];
/** The taps (every kind but `view`). */
export const TAP_KINDS = INSIGHT_KINDS.filter((k) => k !== 'view');

export { INSIGHT_EVENTS_URL } from '../api-urls';

/** `POST /api/insights/events` (also sent as text/plain by navigator.sendBeacon). */
export const insightEventBody = z.object({
  establishmentId: idField,
  kind: z.enum(INSIGHT_KINDS, { message: `must be one of ${INSIGHT_KINDS.join(', ')}` }),
});
export type InsightEvent = z.infer<typeof insightEventBody>;

export const MAX_INSIGHT_DAYS = 365;
export const DEFAULT_INSIGHT_DAYS = 30;

/** `?days=30`: whole days, 1 to 365; absent means 30. */
export const insightsQuery = z.object({
  days: wholeNumberParam(
    z
      .number({ message: `must be a whole number of days from 1 to ${MAX_INSIGHT_DAYS}` })
      .int({ message: `must be a whole number of days from 1 to ${MAX_INSIGHT_DAYS}` })
      .min(1, { message: 'must be at least 1' })
      .max(MAX_INSIGHT_DAYS, { message: `must be at most ${MAX_INSIGHT_DAYS}` }),
  ).optional(),
});

const counts = {
  views: z.number().int(),
  whatsapp: z.number().int(),
  call: z.number().int(),
  directions: z.number().int(),
  website: z.number().int(),
  share: z.number().int(),
};
export const insightCounts = z.object(counts);
export type InsightCounts = z.infer<typeof insightCounts>;
/** One Belize calendar day (YYYY-MM-DD) and its counts; a day without events is all zeros. */
export const insightDay = z.object({ date: z.string(), ...counts });
export type InsightDay = z.infer<typeof insightDay>;

/** `GET /api/business/establishments/:id/insights`. */
export const establishmentInsights = z.object({
  establishmentId: z.number().int(),
  days: z.array(insightDay),
  totals: insightCounts,
  /** The place's live updates posted in the period, newest first, each with the visitors who saw it. */
  updates: z.array(
    z.object({ id: z.number().int(), message: z.string(), createdAt: z.string(), views: z.number().int() }),
  ),
});
export type EstablishmentInsights = z.infer<typeof establishmentInsights>;

/** `GET /api/admin/insights`: island-wide counts per day and the most viewed places. */
export const adminInsights = z.object({
  days: z.array(insightDay),
  totals: insightCounts,
  topPlaces: z.array(
    z.object({
      establishmentId: z.number().int(),
      name: z.string(),
      views: z.number().int(),
      taps: z.number().int(),
    }),
  ),
});
export type AdminInsights = z.infer<typeof adminInsights>;

/** The reply's field for a kind (`view` is counted as `views`). */
export const countField = (kind: InsightKind): keyof InsightCounts => (kind === 'view' ? 'views' : kind);

export const zeroCounts = (): InsightCounts => ({
  views: 0,
  whatsapp: 0,
  call: 0,
  directions: 0,
  website: 0,
  share: 0,
});
