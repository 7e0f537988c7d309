import type { DayKey, TimeRange } from '../../../domain/hours-format';
import { useT } from '../../i18n';
import { useHoursText } from './hours-text';

/** The week's hours (Belize time), Monday first; a day with no range is closed. */
export function WeekHoursTable({ week }: { week: { day: DayKey; ranges: TimeRange[] }[] }) {
  const t = useT('hours');
  const text = useHoursText();
  return (
    <table className="mt-1 w-full text-sm" data-testid="week-hours">
      <caption className="sr-only">{t('hours.tableCaption')}</caption>
      <tbody>
        {week.map(({ day, ranges }) => (
          <tr key={day} className="align-top">
            <th scope="row" className="py-0.5 pr-3 text-left font-normal text-slate-600">
              {text.day(day)}
            </th>
            <td className="py-0.5 text-slate-800">
              {ranges.length === 0 ? text.closed() : ranges.map(text.range).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
