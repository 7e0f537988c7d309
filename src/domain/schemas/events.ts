import { z } from 'zod';
import { EVENT_FREQUENCIES, EVENT_WEEKDAYS } from '../event-codes';
import { idParam, isoDate, optionalText } from './common';
import { requiredText } from './fields';

/**
 * Events owners post: a one-off evening or a series (weekly on chosen days, daily or
 * monthly) until a date, with single dates skipped. Times are written as Belize wall-clock times
 * (`2026-12-02T19:30`); occurrences are answered as instants with Belize's offset
 * (`2026-12-02T19:30:00-06:00`). The rules: docs/api.md#whats-on-events; why: decision 49.
 */

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 1000;
/** The longest an occurrence may last. */
export const EVENT_MAX_HOURS = 24;
/** How far ahead a series may run: its last date at most this many days after today (Belize). */
export const EVENT_REPEAT_MAX_DAYS = 366;
/** The widest window of GET /api/events, in days, both ends counted. */
export const EVENTS_WINDOW_MAX_DAYS = 62;
/** Dates skipped in one series at most. */
export const EVENT_SKIP_DATES_MAX = 100;
/**
 * A place's upcoming events (not yet ended) at most: a busy bar's weekly programme is a handful of
 * series, so only a flood reaches it (docs/product.md#whats-on).
 */
export const EVENTS_UPCOMING_MAX = 30;
export const tooManyUpcomingEvents = () =>
  `This place already has ${EVENTS_UPCOMING_MAX} upcoming events; delete one or let one end first.`;
/** One event's occurrences in one window reply at most: a daily series fills tonight and the week. */
export const WINDOW_OCCURRENCES_PER_EVENT = 8;
/** Occurrences in one window reply at most; `next` reads on. */
export const WINDOW_OCCURRENCES_MAX = 200;
/** How far back a window may start: yesterday (Belize), whose late events may still be on. */
export const WINDOW_PAST_DAYS = 1;
/** "Tonight on the island": today's occurrences not yet ended, at most this many. */
export const TONIGHT_MAX = 3;
/** How far ahead a place's own list looks (GET /api/establishments/:id/events). */
export const PLACE_EVENTS_DAYS = 60;
export const PLACE_EVENTS_MAX = 10;

export { EVENT_FREQUENCIES, EVENT_WEEKDAYS, type EventFrequency, type EventWeekday } from '../event-codes';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME_MESSAGE = 'Enter a date and time as YYYY-MM-DDTHH:MM (Belize time).';

/** A Belize wall-clock time, to the minute, on a real date. */
export const localDateTime = z
  .string(DATE_TIME_MESSAGE)
  .regex(LOCAL_DATE_TIME, { message: DATE_TIME_MESSAGE })
  .refine((s) => isoDate.safeParse(s.slice(0, 10)).success, { message: 'That date does not exist.' });

export const eventRepeat = z
  .object({
    frequency: z.enum(EVENT_FREQUENCIES, { message: 'Choose daily, weekly or monthly.' }),
    /** Weekly only: the days it happens on; empty or missing means the start's weekday. */
    days: z
      .array(z.enum(EVENT_WEEKDAYS, { message: 'Choose days of the week.' }))
      .max(7)
      .optional(),
    /** The last date it may happen on (Belize). */
    until: isoDate,
  })
  .strict();
export type EventRepeat = z.infer<typeof eventRepeat>;

const eventFields = {
  title: requiredText('Enter a title.', EVENT_TITLE_MAX),
  description: optionalText(EVENT_DESCRIPTION_MAX),
  start: localDateTime,
  end: localDateTime,
  repeat: eventRepeat.nullish(),
  /** Dates of a series it does not happen on (skipped or cancelled). */
  skipDates: z
    .array(isoDate)
    .max(EVENT_SKIP_DATES_MAX, { message: `Skip at most ${EVENT_SKIP_DATES_MAX} dates.` })
    .optional(),
};

/** POST /api/establishments/:id/events. The rules across fields are the service's (end after start…). */
export const eventBody = z.object(eventFields).strict();
export type EventBody = z.input<typeof eventBody>;
export type EventInput = z.output<typeof eventBody>;

/** PATCH /api/events/:id: any of the fields; the whole event is checked again. */
export const eventPatchBody = z
  .object(eventFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' });
export type EventPatchBody = z.input<typeof eventPatchBody>;
export type EventPatchInput = z.output<typeof eventPatchBody>;

/** When one occurrence happens, as instants with Belize's offset. */
export const occurrenceTimes = z.object({ startsAt: z.string(), endsAt: z.string() });
export type OccurrenceTimes = z.infer<typeof occurrenceTimes>;

/** An event as its owners see it, with its next occurrences. */
export const placeEvent = z.object({
  id: z.number().int(),
  establishmentId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  repeat: z
    .object({
      frequency: z.enum(EVENT_FREQUENCIES),
      days: z.array(z.enum(EVENT_WEEKDAYS)),
      until: z.string(),
    })
    .nullable(),
  skipDates: z.array(z.string()),
  /** Up to five occurrences that have not ended yet; empty when the event is over. */
  next: z.array(occurrenceTimes),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlaceEvent = z.infer<typeof placeEvent>;

/** The place an occurrence happens at. */
export const eventPlace = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  areaId: z.number().int().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type EventPlace = z.infer<typeof eventPlace>;

/** One occurrence, as visitors see it. */
export const eventOccurrence = occurrenceTimes.extend({
  eventId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** The series it belongs to (for "every Wednesday" and schema.org's eventSchedule); null: one-off. */
  repeat: placeEvent.shape.repeat,
  /** The dates (Belize) its series skips, for schema.org's exceptDate; empty for a one-off. */
  skipDates: z.array(z.string()),
  place: eventPlace,
});
export type EventOccurrence = z.infer<typeof eventOccurrence>;

/** A window's cursor: the last occurrence of the reply read so far (its start in ms, its event's id). */
const WINDOW_CURSOR = /^\d{1,15}\.\d{1,10}$/;

export const eventOccurrences = z.object({
  /** The window's first and last dates (Belize). */
  from: z.string(),
  to: z.string(),
  occurrences: z.array(eventOccurrence),
  /**
   * The URL (path and query) that reads on when the window holds more than this reply (at most
   * WINDOW_OCCURRENCES_MAX occurrences, each event's first WINDOW_OCCURRENCES_PER_EVENT); null: all read.
   */
  next: z.string().nullable(),
});
export type EventOccurrences = z.infer<typeof eventOccurrences>;

/** GET /api/events: `from` defaults to today (Belize), `to` to 13 days after `from`. */
export const eventsQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    categoryId: idParam.optional(),
    areaId: idParam.optional(),
    /** Read on after this cursor: pass a reply's `next` as it is. */
    after: z
      .string()
      .regex(WINDOW_CURSOR, { message: "Send after as a reply's next link gives it." })
      .optional(),
  })
  .strict();
export type EventsQuery = z.infer<typeof eventsQuery>;
