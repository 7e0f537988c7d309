import { z } from 'zod';
import { openingHoursProblem } from '../../../domain/hours';
import { DAY_KEYS, type DayHours, formatOpeningHours } from '../../../domain/hours-format';
import { type OpeningPeriod, openingPeriodSchema } from './places-client';

/**
 * Google's opening periods as the OpenStreetMap `opening_hours` text the owners' editor writes, in the
 * place's local time (Belize). No hours are better than wrong ones: anything odd gives null.
 */

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/** An open stretch in minutes since Monday 00:00; `end` may run past the end of the week. */
type Opening = { start: number; end: number };
/** An open stretch of one day in minutes since its midnight; `to` beyond a day closes after midnight. */
type Piece = { from: number; to: number };
type Point = OpeningPeriod['open'];

const periodsSchema = z.array(openingPeriodSchema).min(1);

/**
 * The `opening_hours` text of a place's week ("Mo-Fr 08:00-17:00; Fr,Sa 20:00-02:00"), or null when
 * there are no periods, when they are malformed, overlap or are not one week's hours, or when the text
 * does not pass the guide's own check of opening hours.
 */
export function openingHoursFromPeriods(periods: readonly OpeningPeriod[] | null | undefined): string | null {
  const parsed = periodsSchema.safeParse(periods);
  if (!parsed.success) return null;
  const text = parsed.data.some((p) => !p.close) ? roundTheClock(parsed.data) : weekText(parsed.data);
  return text !== null && openingHoursProblem(text) === null ? text : null;
}

/** Google writes a place that never closes as one period opening Sunday 00:00 without a close. */
function roundTheClock(periods: OpeningPeriod[]): string | null {
  const [{ open }] = periods;
  const fromSundayMidnight = open.day === 0 && open.hour === 0 && open.minute === 0;
  return periods.length === 1 && fromSundayMidnight ? '24/7' : null;
}

function weekText(periods: OpeningPeriod[]): string | null {
  const openings: Opening[] = [];
  for (const period of periods) {
    const opening = toOpening(period);
    if (!opening) return null;
    openings.push(opening);
  }
  const sorted = openings.sort((a, b) => a.start - b.start);
  if (overlaps(sorted)) return null;
  const days: Piece[][] = DAY_KEYS.map(() => []);
  for (const opening of sorted) addOpening(days, opening);
  return formatOpeningHours(days.map((pieces, i) => toDayHours(DAY_KEYS[i], pieces)));
}

const minuteOfDay = (p: Point) => p.hour * 60 + p.minute;

/** Null without a close, or when it closes when or before it opens on the same day: not a week's hours. */
function toOpening({ open, close }: OpeningPeriod): Opening | null {
  if (!close) return null;
  const daysLater = (close.day - open.day + 7) % 7;
  const length = daysLater * DAY + minuteOfDay(close) - minuteOfDay(open);
  if (length <= 0) return null;
  // Google's days start on Sunday, the guide's weeks on Monday.
  const start = (((open.day + 6) % 7) * DAY + minuteOfDay(open)) % WEEK;
  return { start, end: start + length };
}

/** Whether any two openings share a moment, the last one's end carried round into the next week. */
function overlaps(sorted: Opening[]): boolean {
  const last = sorted[sorted.length - 1];
  if (last.end > sorted[0].start + WEEK) return true;
  return sorted.some((o, i) => i > 0 && sorted[i - 1].end > o.start);
}

/**
 * An opening closing on the next day before the time it opened stays one range of its opening day
 * (closes before opens); a longer one is cut at each midnight into whole days and a last morning.
 */
function addOpening(days: Piece[][], { start, end }: Opening) {
  const day = Math.floor(start / DAY);
  const from = start - day * DAY;
  const to = end - day * DAY;
  if (to <= DAY || to - DAY < from) {
    days[day].push({ from, to });
    return;
  }
  for (let d = 0; d * DAY < to; d++)
    days[(day + d) % 7].push({ from: d === 0 ? from : 0, to: Math.min(DAY, to - d * DAY) });
}

function toDayHours(day: DayHours['day'], pieces: Piece[]): DayHours {
  const allDay = pieces.length === 1 && pieces[0].from === 0 && pieces[0].to === DAY;
  const ranges = allDay ? [] : [...pieces].sort((a, b) => a.from - b.from);
  return {
    day,
    open: pieces.length > 0,
    allDay,
    ranges: ranges.map((p) => ({ opens: clock(p.from), closes: clock(p.to) })),
  };
}

/** "HH:MM" of minutes since a day's midnight: "24:00" at its end, the next day's time beyond it. */
function clock(minutes: number): string {
  if (minutes === DAY) return '24:00';
  const m = minutes % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
