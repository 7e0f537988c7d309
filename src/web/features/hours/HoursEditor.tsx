import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { openState } from '../../../domain/hours';
import {
  DAY_KEYS,
  DAY_NAMES,
  type DayHours,
  type DayKey,
  formatOpeningHours,
  openLabel,
  type TimeRange,
} from '../../../domain/hours-format';

type Week = { day: DayKey; ranges: TimeRange[] }[];

const FIRST_RANGE: TimeRange = { opens: '09:00', closes: '17:00' };
const SECOND_RANGE: TimeRange = { opens: '17:00', closes: '21:00' };

/** The editor's days from a place's week (a day with more than two ranges keeps its first two). */
export function daysFromWeek(week: Week | null): DayHours[] {
  return DAY_KEYS.map((day) => {
    const ranges = week?.find((d) => d.day === day)?.ranges ?? [];
    const allDay = ranges.length === 1 && ranges[0].opens === '00:00' && ranges[0].closes === '24:00';
    return {
      day,
      open: ranges.length > 0,
      allDay,
      ranges: allDay
        ? []
        : ranges.slice(0, 2).map((r) => ({ ...r, closes: r.closes === '24:00' ? '00:00' : r.closes })),
    };
  });
}

/** "Open now, closes 9 pm" / "Closed today, opens tomorrow 7 am" for the text the editor writes. */
function preview(text: string, now: Date): string {
  const label = openLabel(openState(text, now), now, ', ');
  return label ? label.text : 'Closed every day';
}

/**
 * The owner's per-day hours (Belize time): each day closed or open, open 24 hours or one or two
 * ranges; a range closing before it opens closes after midnight. It writes OpenStreetMap
 * `opening_hours` text through `onChange` ('' when cleared) and previews what visitors will read.
 */
export function HoursEditor({
  week,
  disabled,
  error,
  onChange,
}: {
  week: Week | null;
  disabled?: boolean;
  error?: string;
  onChange: (openingHours: string) => void;
}) {
  const [days, setDays] = useState<DayHours[]>(() => daysFromWeek(week));
  const [cleared, setCleared] = useState(week === null);
  const text = cleared ? '' : formatOpeningHours(days);

  const change = (day: DayKey, next: Partial<DayHours>) => {
    const updated = days.map((d) => (d.day === day ? { ...d, ...next } : d));
    setDays(updated);
    setCleared(false);
    onChange(formatOpeningHours(updated));
  };
  const clear = () => {
    setCleared(true);
    onChange('');
  };

  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-2">
      <legend className="text-sm font-medium text-slate-800">Opening hours (Belize time)</legend>
      <p className="text-sm text-slate-600">
        Visitors see "Open now" from these. A range that closes earlier than it opens closes after midnight.
      </p>
      <ul className="grid gap-2">
        {days.map((d) => (
          <DayRow key={d.day} d={d} onChange={(next) => change(d.day, next)} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-lagoon-50 px-3 py-2 text-sm">
        <p aria-live="polite" data-testid="hours-preview">
          <span className="font-medium">Preview: </span>
          {cleared ? 'No opening hours: visitors see your text only' : preview(text, new Date())}
        </p>
        {!cleared && (
          <button type="button" onClick={clear} className="text-lagoon-700 underline underline-offset-2">
            Clear hours
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function DayRow({ d, onChange }: { d: DayHours; onChange: (next: Partial<DayHours>) => void }) {
  const name = DAY_NAMES[d.day];
  const setRange = (i: number, r: Partial<TimeRange>) =>
    onChange({ ranges: d.ranges.map((x, j) => (j === i ? { ...x, ...r } : x)) });
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 px-3 py-2" data-day={d.day}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="w-24 font-medium text-slate-900">{name}</span>
        <label className="inline-flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            checked={d.open}
            onChange={(e) =>
              onChange({ open: e.target.checked, ranges: d.ranges.length ? d.ranges : [FIRST_RANGE] })
            }
          />
          Open<span className="sr-only"> on {name}</span>
        </label>
        {d.open && (
          <label className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={d.allDay}
              onChange={(e) => onChange({ allDay: e.target.checked })}
            />
            24h<span className="sr-only"> (open all day) on {name}</span>
          </label>
        )}
      </div>
      {d.open && !d.allDay && (
        <div className="grid gap-2">
          {d.ranges.map((r, i) => (
            <RangeRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a day's first and second range
              key={i}
              r={r}
              label={`${name}${i === 1 ? ', second range' : ''}`}
              onChange={(next) => setRange(i, next)}
              onRemove={i === 1 ? () => onChange({ ranges: d.ranges.slice(0, 1) }) : undefined}
            />
          ))}
          {d.ranges.length < 2 && (
            <button
              type="button"
              onClick={() => onChange({ ranges: [...d.ranges, SECOND_RANGE] })}
              className="inline-flex w-fit items-center gap-1 text-sm text-lagoon-700"
            >
              <Plus className="h-4 w-4" aria-hidden /> Second range<span className="sr-only"> on {name}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function RangeRow({
  r,
  label,
  onChange,
  onRemove,
}: {
  r: TimeRange;
  label: string;
  onChange: (next: Partial<TimeRange>) => void;
  onRemove?: () => void;
}) {
  const input = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <input
        type="time"
        aria-label={`${label} opens`}
        value={r.opens}
        required
        onChange={(e) => onChange({ opens: e.target.value })}
        className={input}
      />
      <span>to</span>
      <input
        type="time"
        aria-label={`${label} closes`}
        value={r.closes}
        required
        onChange={(e) => onChange({ closes: e.target.value })}
        className={input}
      />
      {r.closes !== '00:00' && r.closes < r.opens && <span className="text-slate-600">next day</span>}
      {onRemove && (
        <button type="button" onClick={onRemove} aria-label={`Remove ${label}`} className="text-slate-600">
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
