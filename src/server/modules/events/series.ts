import { addDays, belizeDay } from '../../../domain/dates';
import { weekdayCodeOf } from '../../../domain/event-times';
import {
  EVENT_MAX_HOURS,
  EVENT_REPEAT_MAX_DAYS,
  EVENT_WEEKDAYS,
  type EventInput,
  type EventPatchInput,
  type EventWeekday,
  type PlaceEvent,
} from '../../../domain/schemas/events';
import type * as t from '../../db/schema';
import { badRequest } from '../../lib/errors';
import {
  boundsOf,
  floating,
  localOf,
  nextOccurrences,
  type Occurrence,
  type Series,
  toTimes,
} from './occurrences';

export type EventRow = typeof t.events.$inferSelect;

/** Occurrences an owner's list shows of each event. */
const NEXT_SHOWN = 5;

export function seriesOfRow(row: EventRow): Series {
  return {
    start: row.startLocal,
    end: row.endLocal,
    frequency: row.repeatFrequency as Series['frequency'],
    days: row.repeatDays as EventWeekday[],
    until: row.repeatUntil,
    skipDates: row.skipDates,
  };
}

/** Weekly days in the week's order; none chosen: the start's weekday. */
function weeklyDays(input: EventInput): EventWeekday[] {
  const chosen = input.repeat?.days ?? [];
  if (input.repeat?.frequency !== 'weekly' || chosen.length)
    return EVENT_WEEKDAYS.filter((d) => chosen.includes(d));
  return [weekdayCodeOf(input.start.slice(0, 10))];
}

function seriesOfInput(input: EventInput): Series {
  const repeat = input.repeat ?? null;
  return {
    start: input.start,
    end: input.end,
    frequency: repeat?.frequency ?? null,
    days: weeklyDays(input),
    until: repeat?.until ?? null,
    skipDates: [...new Set(input.skipDates ?? [])].sort(),
  };
}

/** An event's fields after a patch: what is sent replaces, the rest stays; a one-off has no skipped dates. */
export function mergedInput(row: EventRow, patch: EventPatchInput): EventInput {
  const s = seriesOfRow(row);
  const repeat =
    patch.repeat !== undefined
      ? patch.repeat
      : s.frequency && s.until
        ? { frequency: s.frequency, days: [...s.days], until: s.until }
        : null;
  return {
    title: patch.title ?? row.title,
    description: patch.description !== undefined ? patch.description : row.description,
    start: patch.start ?? row.startLocal,
    end: patch.end ?? row.endLocal,
    repeat,
    skipDates: repeat ? (patch.skipDates ?? [...s.skipDates]) : (patch.skipDates ?? []),
  };
}

/**
 * The rules a series must keep (the schema checked each field alone), and its values to store. A
 * series starts on its first occurrence: its DTSTART then matches its rule, as RFC 5545 asks.
 */
export function checkedSeries(input: EventInput, now: Date, isNew: boolean) {
  const series = seriesOfInput(input);
  const length = floating(series.end).getTime() - floating(series.start).getTime();
  if (length <= 0) throw badRequest('The end must be after the start.', 'end');
  if (length > EVENT_MAX_HOURS * 3_600_000)
    throw badRequest(`An event can last at most ${EVENT_MAX_HOURS} hours.`, 'end');
  const latest = addDays(belizeDay(now), EVENT_REPEAT_MAX_DAYS);
  if (series.start.slice(0, 10) > latest)
    throw badRequest('An event can start at most a year ahead.', 'start');
  // Bounds the dates rrule walks through at every read (it counts from the first): two years at most.
  if (series.start.slice(0, 10) < addDays(belizeDay(now), -EVENT_REPEAT_MAX_DAYS))
    throw badRequest('An event can start at most a year ago.', 'start');
  if (series.frequency) {
    if (series.until === null) throw badRequest('Choose the last date of the series.', 'repeat.until');
    if (series.until < series.start.slice(0, 10))
      throw badRequest('The last date must be on or after the first.', 'repeat.until');
    if (series.until > latest)
      throw badRequest(`A series can run at most a year ahead: end it by ${latest}.`, 'repeat.until');
    if (series.frequency !== 'weekly' && series.days.length)
      throw badRequest('Days of the week are only for weekly events.', 'repeat.days');
  } else if (series.skipDates.length) {
    throw badRequest('Only a repeating event has dates to skip.', 'skipDates');
  }
  const bounds = boundsOf(series);
  if (!bounds) throw badRequest('This series never happens: every one of its dates is skipped.', 'skipDates');
  if (isNew && bounds.last.end.getTime() <= now.getTime())
    throw badRequest('This event is already over: choose a later date.', 'start');
  const first = series.frequency ? bounds.first : null;
  const normalised: Series = first
    ? { ...series, start: localOf(floatingStartOf(first, series)), end: shiftedEnd(series, first) }
    : series;
  return { series: normalised, first: bounds.first, last: bounds.last };
}

/** The first occurrence's wall-clock start. */
function floatingStartOf(first: Occurrence, series: Series): Date {
  const date = belizeDay(first.start);
  return floating(`${date}${series.start.slice(10)}`);
}

function shiftedEnd(series: Series, first: Occurrence): string {
  const length = floating(series.end).getTime() - floating(series.start).getTime();
  return localOf(new Date(floatingStartOf(first, series).getTime() + length));
}

/** The row's columns for a checked series. */
export function columnsOf(input: EventInput, checked: ReturnType<typeof checkedSeries>) {
  const { series } = checked;
  return {
    title: input.title,
    description: input.description ?? null,
    startLocal: series.start,
    endLocal: series.end,
    repeatFrequency: series.frequency,
    repeatDays: series.frequency === 'weekly' ? [...series.days] : [],
    repeatUntil: series.until,
    skipDates: [...series.skipDates],
    firstStartsAt: checked.first.start,
    lastEndsAt: checked.last.end,
  };
}

export function repeatOf(row: EventRow): PlaceEvent['repeat'] {
  const s = seriesOfRow(row);
  if (!s.frequency || !s.until) return null;
  return { frequency: s.frequency, days: [...s.days], until: s.until };
}

export function toPlaceEvent(row: EventRow, now: Date): PlaceEvent {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    title: row.title,
    description: row.description,
    start: row.startLocal,
    end: row.endLocal,
    repeat: repeatOf(row),
    skipDates: row.skipDates,
    next: nextOccurrences(seriesOfRow(row), now, NEXT_SHOWN).map(toTimes),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
