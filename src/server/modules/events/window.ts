import { addDays } from '../../../domain/dates';
import {
  EVENT_REPEAT_MAX_DAYS,
  EVENTS_WINDOW_MAX_DAYS,
  type EventOccurrence,
  WINDOW_OCCURRENCES_MAX,
  WINDOW_PAST_DAYS,
} from '../../../domain/schemas/events';
import { badRequest } from '../../lib/errors';

/**
 * What a window may ask (bounded, so no reply grows with one owner's events): from yesterday (Belize; its late events may still be on) to a year
 * ahead (no series runs further), at most EVENTS_WINDOW_MAX_DAYS days at once. Anything else would only
 * be a new cache entry to compute.
 */
export function checkWindow(from: string, to: string, today: string): void {
  const earliest = addDays(today, -WINDOW_PAST_DAYS);
  const latest = addDays(today, EVENT_REPEAT_MAX_DAYS);
  if (from < earliest)
    throw badRequest(`Ask for dates from ${earliest} on: past events are not listed.`, 'from');
  if (to < from) throw badRequest('The last day must be on or after the first.', 'to');
  if (to > addDays(from, EVENTS_WINDOW_MAX_DAYS - 1))
    throw badRequest(`Ask for at most ${EVENTS_WINDOW_MAX_DAYS} days at once.`, 'to');
  if (to > latest) throw badRequest(`Ask for dates up to ${latest}: no event runs later.`, 'to');
}

/** Occurrences in the order replies list them, which the cursor follows: by start, then by event. */
export function byStart(a: EventOccurrence, b: EventOccurrence): number {
  return Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.eventId - b.eventId;
}

/** The cursor after an occurrence: its start (ms) and its event, `1796085000000.12`. */
const cursorOf = (o: EventOccurrence) => `${Date.parse(o.startsAt)}.${o.eventId}`;

function isAfter(o: EventOccurrence, cursor: string): boolean {
  const [at, eventId] = cursor.split('.').map(Number);
  const start = Date.parse(o.startsAt);
  return start > at || (start === at && o.eventId > eventId);
}

/**
 * One reply's page of a window's occurrences (sorted by `byStart`): those after the cursor, at most
 * WINDOW_OCCURRENCES_MAX, and the cursor that reads on (null when none is left).
 */
export function pageOf(
  sorted: EventOccurrence[],
  after: string | undefined,
): { occurrences: EventOccurrence[]; after: string | null } {
  const rest = after === undefined ? sorted : sorted.filter((o) => isAfter(o, after));
  const occurrences = rest.slice(0, WINDOW_OCCURRENCES_MAX);
  const more = rest.length > occurrences.length;
  return { occurrences, after: more ? cursorOf(occurrences[occurrences.length - 1]) : null };
}
