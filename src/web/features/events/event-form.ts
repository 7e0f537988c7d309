import { z } from 'zod';
import { addDays, addMonths, isCalendarDate } from '../../../domain/dates';
import { weekdayCodeOf } from '../../../domain/event-times';
import { longDate } from '../../../domain/event-words';
import { errorReply } from '../../../domain/schemas/common';
import {
  EVENT_FREQUENCIES,
  EVENT_REPEAT_MAX_DAYS,
  EVENT_SKIP_DATES_MAX,
  EVENT_WEEKDAYS,
  type EventBody,
  type EventWeekday,
  eventBody,
  type PlaceEvent,
} from '../../../domain/schemas/events';
import { ApiError, errorMessage } from '../../api/fetcher';

/**
 * The owner's event form (dashboard, Events tab): a date and two times instead of the API's two
 * wall-clock instants, a "never" among the repeats, and the pure steps between the form and the API.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const REPEAT_CHOICES = ['never', ...EVENT_FREQUENCIES] as const;
/** A new series runs this many months unless the owner says otherwise. */
const DEFAULT_MONTHS = 3;

const realDay = (message: string) => z.string().refine(isCalendarDate, { message });

/** The last date a series may run to, counted from `today` (Belize) as the server counts it. */
export const latestUntil = (today: string) => addDays(today, EVENT_REPEAT_MAX_DAYS);

/** The form's fields, checked as the API will check them, with `today` (Belize) for "a year ahead". */
export function eventFormSchema(today: string) {
  return z
    .object({
      title: eventBody.shape.title,
      description: eventBody.shape.description,
      date: realDay('Choose the date.'),
      startTime: z.string().regex(TIME, { message: 'Choose the start time.' }),
      endTime: z.string().regex(TIME, { message: 'Choose the end time.' }),
      frequency: z.enum(REPEAT_CHOICES, { message: 'Choose how often it repeats.' }),
      days: z.array(z.enum(EVENT_WEEKDAYS)),
      until: z.string(),
      skipDates: z
        .array(z.string())
        .max(EVENT_SKIP_DATES_MAX, { message: `Skip at most ${EVENT_SKIP_DATES_MAX} dates.` }),
    })
    .superRefine((v, ctx) => {
      if (v.frequency === 'never' || !DAY.test(v.date)) return;
      const latest = latestUntil(today);
      if (!isCalendarDate(v.until))
        ctx.addIssue({ code: 'custom', path: ['until'], message: 'Choose the last date it happens on.' });
      else if (v.until < v.date)
        ctx.addIssue({
          code: 'custom',
          path: ['until'],
          message: 'Choose a last date on or after the date.',
        });
      else if (v.until > latest)
        ctx.addIssue({
          code: 'custom',
          path: ['until'],
          message: `Choose a last date at most a year ahead (${longDate(latest, 'en')} at the latest).`,
        });
    });
}
export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;
export type EventFormOutput = z.output<ReturnType<typeof eventFormSchema>>;

/** A new event's form: today from 7 to 10 pm, and were it to repeat, weekly on today's weekday for three months. */
export function newEventValues(today: string): EventFormValues {
  return {
    title: '',
    description: '',
    date: today,
    startTime: '19:00',
    endTime: '22:00',
    frequency: 'never',
    days: [weekdayCodeOf(today)],
    until: addMonths(today, DEFAULT_MONTHS),
    skipDates: [],
  };
}

/** A posted event back in the form, to edit it. */
export function eventValues(event: PlaceEvent): EventFormValues {
  const date = event.start.slice(0, 10);
  return {
    title: event.title,
    description: event.description ?? '',
    date,
    startTime: event.start.slice(11, 16),
    endTime: event.end.slice(11, 16),
    frequency: event.repeat?.frequency ?? 'never',
    days: event.repeat?.days.length ? [...event.repeat.days] : [weekdayCodeOf(date)],
    until: event.repeat?.until ?? addMonths(date, DEFAULT_MONTHS),
    skipDates: [...event.skipDates],
  };
}

/**
 * The day the event ends on: an end time not after the start time means after midnight, the next day
 * (an end equal to the start is a whole day).
 */
export const endDay = (date: string, startTime: string, endTime: string) =>
  endTime <= startTime ? addDays(date, 1) : date;

const inWeekOrder = (days: readonly EventWeekday[]) => EVENT_WEEKDAYS.filter((d) => days.includes(d));

/** The API's body (POST, or PATCH with every field) from the form's checked values. */
export function eventBodyFromForm(v: EventFormOutput): EventBody {
  const { frequency } = v;
  const repeats = frequency !== 'never';
  return {
    title: v.title,
    description: v.description ?? null,
    start: `${v.date}T${v.startTime}`,
    end: `${endDay(v.date, v.startTime, v.endTime)}T${v.endTime}`,
    repeat: repeats
      ? {
          frequency,
          ...(frequency === 'weekly'
            ? { days: v.days.length > 0 ? inWeekOrder(v.days) : [weekdayCodeOf(v.date)] }
            : {}),
          until: v.until,
        }
      : null,
    // A one-off has nothing to skip.
    skipDates: repeats ? [...new Set(v.skipDates)].sort() : [],
  };
}

/** The form's fields a server issue's path names (`repeat.until`, `skipDates.2`). */
export type EventFormField = keyof EventFormValues;
const ISSUE_FIELDS: [prefix: string, field: EventFormField][] = [
  ['title', 'title'],
  ['description', 'description'],
  ['start', 'date'],
  ['end', 'endTime'],
  ['repeat.until', 'until'],
  ['repeat.days', 'days'],
  ['repeat', 'frequency'],
  ['skipDates', 'skipDates'],
];

export function fieldOfIssue(path: string): EventFormField | undefined {
  return ISSUE_FIELDS.find(([p]) => path === p || path.startsWith(`${p}.`))?.[1];
}

/**
 * A refused write, split: the messages to show under fields, and the message for the whole form when
 * none of its issues names a field (a rule across fields, a refusal other than 400).
 */
export function refusal(err: unknown): {
  fields: { field: EventFormField; message: string }[];
  message: string | null;
} {
  if (!(err instanceof ApiError) || err.status !== 400) return { fields: [], message: errorMessage(err) };
  let reply: z.infer<typeof errorReply> | undefined;
  try {
    reply = errorReply.safeParse(JSON.parse(err.body)).data;
  } catch {}
  if (!reply) return { fields: [], message: err.serverMessage };
  const fields: { field: EventFormField; message: string }[] = [];
  for (const issue of reply.issues ?? []) {
    const field = fieldOfIssue(issue.path);
    if (field && !fields.some((f) => f.field === field)) fields.push({ field, message: issue.message });
  }
  return { fields, message: fields.length > 0 ? null : reply.message };
}
