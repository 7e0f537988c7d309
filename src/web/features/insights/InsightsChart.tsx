import { useId } from 'react';
import { type InsightDay, TAP_KINDS } from '../../../domain/schemas/insights';

/** Taps of a day: every way of reaching the place (WhatsApp, call, directions, website, share). */
export const tapsOf = (d: InsightDay) => TAP_KINDS.reduce((sum, k) => sum + d[k], 0);

const BAR = 8;
const GAP = 2;
const SLOT = BAR * 2 + GAP + 6;
const HEIGHT = 120;
const TOP = 2;

/** "Jun 3" from YYYY-MM-DD (a calendar day: no time zone applies). */
export function shortDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A rounded-up axis top, so the tallest bar is never clipped and the label is a plain number. */
function axisMax(max: number): number {
  if (max <= 5) return 5;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

/**
 * Views and taps per day as paired bars, in plain SVG (no chart library in the dashboard's chunk). The
 * picture is one image with a spoken summary; the numbers themselves are the table after it, which
 * screen readers read and sighted visitors do not need.
 */
export function InsightsChart({ days, label }: { days: InsightDay[]; label: string }) {
  const id = useId();
  const max = axisMax(Math.max(0, ...days.map((d) => Math.max(d.views, tapsOf(d)))));
  const plot = HEIGHT - TOP;
  const y = (n: number) => TOP + plot - (n / max) * plot;
  const width = days.length * SLOT;
  const views = days.reduce((s, d) => s + d.views, 0);
  const taps = days.reduce((s, d) => s + tapsOf(d), 0);
  const busiest = days.reduce<InsightDay | null>((b, d) => (d.views > (b?.views ?? 0) ? d : b), null);
  const summary =
    `${label}: ${views} views and ${taps} taps over ${days.length} days` +
    (busiest ? `; most views on ${shortDate(busiest.date)} (${busiest.views}).` : '.');
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])]
    .filter((i) => i >= 0 && i < days.length)
    .map((i) => shortDate(days[i].date));

  return (
    <figure className="min-w-0">
      <div className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-lagoon-600" /> Views
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-amber-600" /> Taps
        </span>
      </div>
      {/*
        The bars stretch to the card's width (preserveAspectRatio none); the axis and the dates are
        HTML around them, so their letters keep their shape on a narrow phone.
      */}
      <div className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden
          className="flex h-56 flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
        >
          <span className="-mt-1.5">{max}</span>
          <span className="-mb-1.5">0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-t`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="h-56 w-full"
          preserveAspectRatio="none"
        >
          <title id={`${id}-t`}>{summary}</title>
          <line x1={0} x2={width} y1={TOP + plot} y2={TOP + plot} className="stroke-slate-300" />
          <line x1={0} x2={width} y1={TOP} y2={TOP} className="stroke-slate-100" />
          {days.map((d, i) => {
            const x = i * SLOT + 3;
            const t = tapsOf(d);
            return (
              <g key={d.date}>
                <rect
                  x={x}
                  y={y(d.views)}
                  width={BAR}
                  height={TOP + plot - y(d.views)}
                  className="fill-lagoon-600"
                />
                <rect
                  x={x + BAR + GAP}
                  y={y(t)}
                  width={BAR}
                  height={TOP + plot - y(t)}
                  className="fill-amber-600"
                />
              </g>
            );
          })}
        </svg>
        <div className="col-start-2 mt-1 flex justify-between text-xs text-slate-600" aria-hidden>
          {labelled.map((date) => (
            <span key={date}>{date}</span>
          ))}
        </div>
      </div>
      {/* sr-only on the wrapper: a table sizes to its content whatever its own width says. */}
      <div className="sr-only">
        <table>
          <caption>{label}, per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">WhatsApp</th>
              <th scope="col">Calls</th>
              <th scope="col">Directions</th>
              <th scope="col">Website</th>
              <th scope="col">Shares</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{shortDate(d.date)}</th>
                <td>{d.views}</td>
                <td>{d.whatsapp}</td>
                <td>{d.call}</td>
                <td>{d.directions}</td>
                <td>{d.website}</td>
                <td>{d.share}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
