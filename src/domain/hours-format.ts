/**
 * The light half of opening hours (no parser, so any page may import it): the week's day keys, the
 * per-day editor's model and the OSM `opening_hours` text it writes, and what a reply's `openNow` and
 * `nextChange` say (`openStatus`; the editor's English "Open now · closes 9 pm"). Times are Belize's
 * (UTC-6 all year, no DST).
 */

import { belizeClock, belizeDay, daysBetween } from './dates';

export const BELIZE_TIME_ZONE = 'America/Belize';

export const DAY_KEYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayKey = (typeof DAY_KEYS)[number];
export const DAY_NAMES: Record<DayKey, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** "HH:MM" 24-hour wall-clock times; `closes` before `opens` means after midnight; "24:00" is midnight. */
export type TimeRange = { opens: string; closes: string };

/** One day of the hours editor: closed, open 24 hours, or one or two ranges. */
export type DayHours = { day: DayKey; open: boolean; allDay: boolean; ranges: TimeRange[] };

const ALL_DAY = '00:00-24:00';

function daySpec(d: DayHours): string | null {
  if (!d.open) return null;
  if (d.allDay) return ALL_DAY;
  const ranges = d.ranges.filter((r) => r.opens && r.closes);
  if (ranges.length === 0) return null;
  return ranges.map((r) => `${r.opens}-${r.closes === '00:00' ? '24:00' : r.closes}`).join(',');
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Closes after midnight: "20:00-02:00" (a close at midnight is the day's own "24:00"). */
const pastMidnight = (r: TimeRange) =>
  Boolean(r.opens && r.closes) &&
  r.closes !== '00:00' &&
  r.closes !== '24:00' &&
  minutesOf(r.closes) <= minutesOf(r.opens);

/**
 * The week, Monday first, with each night that runs past midnight cut at midnight when the next day
 * has hours of its own under another rule: in `opening_hours` a later rule for that day replaces the
 * early hours the night spilled into it ("Fr 20:00-02:00; Sa 10:00-14:00" is closed at Saturday 01:00).
 * Nights sharing the next day's rule ("Fr,Sa 20:00-02:00", or Sunday's in "Mo-Su 22:00-02:00") or
 * before a closed day stay whole. A cut changes which days share a rule, hence the repeat.
 */
export function withVisibleNights(days: DayHours[]): DayHours[] {
  const week = DAY_KEYS.map((key): DayHours => {
    const d = days.find((x) => x.day === key);
    return d
      ? { ...d, ranges: d.ranges.map((r) => ({ ...r })) }
      : { day: key, open: false, allDay: false, ranges: [] };
  });
  for (let cut = true; cut; ) {
    cut = false;
    // Sunday and Monday share a rule only when the whole week does ("Mo-Su").
    const oneRule = new Set(week.map(daySpec)).size === 1;
    week.forEach((day, i) => {
      const next = week[(i + 1) % 7];
      const spec = daySpec(day);
      const nextSpec = daySpec(next);
      if (spec === null || nextSpec === null || (nextSpec === spec && (i < 6 || oneRule))) return;
      for (const range of day.ranges.filter(pastMidnight)) {
        if (!next.allDay) next.ranges = [{ opens: '00:00', closes: range.closes }, ...next.ranges];
        range.closes = '24:00';
        cut = true;
      }
    });
  }
  return week;
}

/**
 * The OSM `opening_hours` text of a week from the editor: consecutive days with the same hours grouped
 * ("Mo-Fr 08:00-17:00; Sa 09:00-12:00"), closed days left out, "24/7" for a week open round the clock
 * and "off" for a week closed every day. A night past midnight is written so that it stays open
 * (withVisibleNights).
 */
export function formatOpeningHours(days: DayHours[]): string {
  const visible = withVisibleNights(days);
  const specs = DAY_KEYS.map((key) => {
    const d = visible.find((x) => x.day === key);
    return d ? daySpec(d) : null;
  });
  if (specs.every((s) => s === ALL_DAY)) return '24/7';
  const rules: string[] = [];
  let i = 0;
  while (i < 7) {
    let j = i;
    while (j + 1 < 7 && specs[j + 1] === specs[i]) j++;
    if (specs[i] !== null) rules.push(`${dayGroup(i, j)} ${specs[i]}`);
    i = j + 1;
  }
  return rules.length ? rules.join('; ') : 'off';
}

function dayGroup(from: number, to: number): string {
  if (from === to) return DAY_KEYS[from];
  if (to === from + 1) return `${DAY_KEYS[from]},${DAY_KEYS[to]}`;
  return `${DAY_KEYS[from]}-${DAY_KEYS[to]}`;
}

/** "9 pm", "8:30 am", "12 pm" (the guide's 12-hour style) of an "HH:MM" wall-clock time. */
export function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === 24 || (h === 0 && m === 0)) return 'midnight';
  const suffix = h < 12 ? 'am' : 'pm';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/**
 * When a place next opens or closes, in Belize time, as the pages word it: "HH:MM" (24-hour), whole
 * calendar days ahead of now (0 today, 1 tomorrow), the weekday (0 Sunday) and the date (YYYY-MM-DD).
 */
export type LabelMoment = { time: string; daysAhead: number; weekday: number; date: string };

function moment(now: Date, at: Date): LabelMoment {
  const { date, time, weekday } = belizeClock(at);
  return { time, daysAhead: daysBetween(belizeDay(now), date), weekday, date };
}

/**
 * What a place's hours say at a moment, without words: each page words it in its language (the public
 * pages through their catalogue, the owners' editor with `openLabel`).
 */
export type OpenStatus =
  /** Open, the next change unknown (a page left open past it). */
  | { state: 'open'; kind: 'openNow' }
  | { state: 'open'; kind: 'allDay' }
  | { state: 'open'; kind: 'closes'; at: LabelMoment }
  | { state: 'closing'; kind: 'closesWithinHour'; at: LabelMoment }
  | { state: 'closed'; kind: 'closed' }
  /** Closed, opening later today. */
  | { state: 'closed'; kind: 'opensToday'; at: LabelMoment }
  /** Closed for today, opening on a later day. */
  | { state: 'closed'; kind: 'opensLater'; at: LabelMoment };

/**
 * A place's hours at `now` from a reply's `openNow` and `nextChange`; null when unknown. Past
 * `nextChange` (a page left open) the state has flipped and the next change is unknown.
 */
export function openStatus(
  hours: { openNow: boolean | null; nextChange: string | null },
  now: Date,
): OpenStatus | null {
  if (hours.openNow === null) return null;
  const next = hours.nextChange ? new Date(hours.nextChange) : null;
  const flipped = next !== null && next.getTime() <= now.getTime();
  const open = flipped ? !hours.openNow : hours.openNow;
  if (flipped) return open ? { state: 'open', kind: 'openNow' } : { state: 'closed', kind: 'closed' };
  if (open) {
    if (!next) return { state: 'open', kind: 'allDay' };
    if (next.getTime() - now.getTime() <= 3_600_000)
      return { state: 'closing', kind: 'closesWithinHour', at: moment(now, next) };
    return { state: 'open', kind: 'closes', at: moment(now, next) };
  }
  if (!next) return { state: 'closed', kind: 'closed' };
  const at = moment(now, next);
  return at.daysAhead <= 0
    ? { state: 'closed', kind: 'opensToday', at }
    : { state: 'closed', kind: 'opensLater', at };
}

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "9 pm", "tomorrow 7 am", "Wed 7 am", "2026-01-12 7 am". */
function englishWhen(at: LabelMoment): string {
  const time = twelveHour(at.time);
  if (at.daysAhead <= 0) return time;
  if (at.daysAhead === 1) return `tomorrow ${time}`;
  if (at.daysAhead < 7) return `${WEEKDAY_SHORT[at.weekday]} ${time}`;
  return `${at.date} ${time}`;
}

function englishText(s: OpenStatus, separator: string): string {
  switch (s.kind) {
    case 'openNow':
      return 'Open now';
    case 'allDay':
      return 'Open 24 hours';
    case 'closed':
      return 'Closed';
    case 'closesWithinHour':
      return `Open now${separator}closes within the hour (${twelveHour(s.at.time)})`;
    case 'closes':
      return `Open now${separator}closes ${englishWhen(s.at)}`;
    case 'opensToday':
      return `Closed${separator}opens at ${twelveHour(s.at.time)}`;
    case 'opensLater':
      return `Closed today${separator}opens ${englishWhen(s.at)}`;
  }
}

export type OpenLabel = { state: OpenStatus['state']; text: string };

/**
 * The owners' editor's English label (the public pages word `openStatus` through their catalogue):
 * "Open now · closes 9 pm", "Open now · closes within the hour (9 pm)", "Closed · opens at 7 am",
 * "Closed today · opens tomorrow 7 am". Null when unknown.
 */
export function openLabel(
  hours: { openNow: boolean | null; nextChange: string | null },
  now: Date,
  separator = ' · ',
): OpenLabel | null {
  const status = openStatus(hours, now);
  return status ? { state: status.state, text: englishText(status, separator) } : null;
}
