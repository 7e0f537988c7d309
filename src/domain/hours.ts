import OpeningHours from 'opening_hours';
import { BELIZE_OFFSET_MS } from './dates';
import { DAY_KEYS, type DayKey, type TimeRange } from './hours-format';

/**
 * Machine-readable opening hours (OpenStreetMap `opening_hours` syntax), evaluated with the kept
 * `opening_hours` library, always in Belize time (America/Belize: UTC-6 all year, no DST).
 *
 * The library reads a JS Date's *local* fields (getHours, getDay...), i.e. the process's time zone.
 * So every instant is turned into a "wall clock" Date whose local fields are Belize's wall clock, and
 * every Date the library returns is turned back. Belize has no DST, so a fixed shift is exact; the only
 * inexactness is a Belize wall-clock time that does not exist in the process's own zone (a DST gap of
 * the server's zone), which moves that one evaluation by the gap.
 */

export { BELIZE_TIME_ZONE, DAY_KEYS, type DayKey, type TimeRange } from './hours-format';

export type OpenState = { openNow: boolean | null; nextChange: string | null };
export type WeekHours = { day: DayKey; ranges: TimeRange[] }[];

const NO_HOURS: OpenState = { openNow: null, nextChange: null };
const DAY_MS = 86_400_000;
/**
 * How far ahead to look for the next opening or closing. Hours of the accepted form repeat every week,
 * so a change is within 8 days or never; a value stored before that form was required (a seasonal
 * place may be shut for months) is looked at over 400 days.
 */
const WEEKLY_HORIZON_MS = 8 * DAY_MS;
const LEGACY_HORIZON_MS = 400 * DAY_MS;

/**
 * What an opening-hours value may hold: the week's rules the dashboard's editor writes, so the parser
 * and its evaluation stay within a few milliseconds on any input (`npm run bench:hours` measures the
 * worst case; the parser's error path and its evaluation of many overlapping ranges are the slow parts).
 */
export const OPENING_HOURS_MAX_LENGTH = 200;
const OPENING_HOURS_WORD = /^(?:Mo|Tu|We|Th|Fr|Sa|Su|off|closed|24\/7|(?:[01]\d|2[0-4]):[0-5]\d)$/;
export const OPENING_HOURS_ALLOWED = `at most ${OPENING_HOURS_MAX_LENGTH} characters of weekdays (Mo Tu We Th Fr Sa Su), times as HH:MM, "off", "24/7", spaces and , ; -`;

/** Whether `value` keeps to the accepted form (length and words); the parser still judges its grammar. */
export function isWeeklyHoursForm(value: string): boolean {
  if (value.length > OPENING_HOURS_MAX_LENGTH) return false;
  return value.split(/[ ,;-]+/).every((word) => word === '' || OPENING_HOURS_WORD.test(word));
}

/** A Date whose local fields read the Belize wall clock at `instant`. */
export function belizeWallClock(instant: Date): Date {
  const s = new Date(instant.getTime() + BELIZE_OFFSET_MS);
  return new Date(
    s.getUTCFullYear(),
    s.getUTCMonth(),
    s.getUTCDate(),
    s.getUTCHours(),
    s.getUTCMinutes(),
    s.getUTCSeconds(),
    s.getUTCMilliseconds(),
  );
}

/** The instant at which Belize's wall clock reads the local fields of `wall`. */
export function instantOfWallClock(wall: Date): Date {
  const utc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    wall.getMilliseconds(),
  );
  return new Date(utc - BELIZE_OFFSET_MS);
}

type Parsed = { hours: OpeningHours } | { problem: string };
/** Parsed values by text: a place's hours are parsed once, not per request. */
const parsedByValue = new Map<string, Parsed>();
const PARSED_KEPT = 2000;

function parse(value: string): Parsed {
  const kept = parsedByValue.get(value);
  if (kept) return kept;
  let parsed: Parsed;
  try {
    // Mode 0: time ranges only (no "10:00+" points in time); no location: no sun times, no holidays.
    parsed = { hours: new OpeningHours(value, null, 0) };
  } catch (e) {
    parsed = { problem: firstLine(e) };
  }
  if (parsedByValue.size >= PARSED_KEPT) parsedByValue.clear();
  parsedByValue.set(value, parsed);
  return parsed;
}

function firstLine(e: unknown): string {
  const text = String(e instanceof Error ? e.message : e).trim();
  return text.split('\n')[0].slice(0, 200);
}

/**
 * Why `value` is not usable opening hours, or null when it is. A value outside the accepted form is
 * refused before the parser sees it.
 */
export function openingHoursProblem(value: string): string | null {
  if (!isWeeklyHoursForm(value)) return `use ${OPENING_HOURS_ALLOWED}`;
  const parsed = parse(value);
  return 'problem' in parsed ? parsed.problem : null;
}

/** Whether a place with these hours is open at `now`, and when that next changes (Belize time). */
export function openState(value: string | null | undefined, now: Date): OpenState {
  if (!value) return NO_HOURS;
  const parsed = parse(value);
  if ('problem' in parsed) return NO_HOURS;
  const wall = belizeWallClock(now);
  const state = parsed.hours.getStateString(wall);
  const horizon = isWeeklyHoursForm(value) ? WEEKLY_HORIZON_MS : LEGACY_HORIZON_MS;
  const next = parsed.hours.getNextChange(wall, new Date(wall.getTime() + horizon));
  return {
    openNow: state === 'unknown' ? null : state === 'open',
    nextChange: next ? instantOfWallClock(next).toISOString() : null,
  };
}

/** A reference week (Monday 2024-01-01 .. Sunday; no holidays are known to the parser anyway). */
const REFERENCE_MONDAY = { y: 2024, m: 0, d: 1 };

/**
 * The week's opening ranges, Monday first, in Belize time ("HH:MM"; "24:00" ends a day open until
 * midnight; a range closing after midnight belongs to the day it opens, with `closes` before `opens`).
 * For schema.org openingHoursSpecification and the detail page's week table. Null without usable hours.
 */
export function weekHours(value: string | null | undefined): WeekHours | null {
  if (!value) return null;
  const parsed = parse(value);
  if ('problem' in parsed) return null;
  const { y, m, d } = REFERENCE_MONDAY;
  // Nine days, from the Sunday before to the Monday after: the neighbours tell which ranges cross midnight.
  const pieces = Array.from({ length: 9 }, (_, i) => dayPieces(parsed.hours, new Date(y, m, d + i - 1)));
  return DAY_KEYS.map((day, i) => ({ day, ranges: dayRanges(pieces[i], pieces[i + 1], pieces[i + 2]) }));
}

type Piece = { from: number; to: number };

/** The open intervals of one wall-clock day, in minutes since its midnight (0..1440). */
function dayPieces(hours: OpeningHours, start: Date): Piece[] {
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return hours
    .getOpenIntervals(start, end)
    .filter(([, , unknown]) => !unknown)
    .map(([from, to]) => ({ from: minutesInto(start, from), to: minutesInto(start, to) }));
}

function minutesInto(dayStart: Date, at: Date): number {
  return Math.round((at.getTime() - dayStart.getTime()) / 60_000);
}

/** A range that starts after midnight and runs to the end of the day may continue into the next. */
const runsToMidnight = (p: Piece) => p.to === 1440 && p.from > 0;
/** The early-morning piece of a day, which may be the tail of yesterday's range. */
const earlyTail = (p: Piece) => p.from === 0 && p.to < 1440;

/** One day's ranges, a range closing after midnight joined with the next day's early piece. */
function dayRanges(yesterday: Piece[], today: Piece[], tomorrow: Piece[]): TimeRange[] {
  const fromYesterday = yesterday.some(runsToMidnight);
  const carried = tomorrow.find(earlyTail);
  return today
    .filter((p) => !(fromYesterday && earlyTail(p)))
    .map((p) => ({
      opens: clock(p.from),
      closes: clock(runsToMidnight(p) && carried ? carried.to : p.to),
    }));
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
