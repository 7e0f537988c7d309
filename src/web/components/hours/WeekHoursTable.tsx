import { DAY_NAMES, type DayKey, type TimeRange, twelveHour } from '../../../domain/hours-format';

const rangeText = (r: TimeRange) =>
  r.opens === '00:00' && r.closes === '24:00'
    ? 'Open 24 hours'
    : `${twelveHour(r.opens)} – ${twelveHour(r.closes)}${r.closes < r.opens ? ' (next day)' : ''}`;

/** The week's hours (Belize time), Monday first; a day with no range is closed. */
export function WeekHoursTable({ week }: { week: { day: DayKey; ranges: TimeRange[] }[] }) {
  return (
    <table className="mt-1 w-full text-sm" data-testid="week-hours">
      <caption className="sr-only">Opening hours, Belize time</caption>
      <tbody>
        {week.map(({ day, ranges }) => (
          <tr key={day} className="align-top">
            <th scope="row" className="py-0.5 pr-3 text-left font-normal text-slate-600">
              {DAY_NAMES[day]}
            </th>
            <td className="py-0.5 text-slate-800">
              {ranges.length === 0 ? 'Closed' : ranges.map(rangeText).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
