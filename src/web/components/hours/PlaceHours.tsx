import { Clock } from 'lucide-react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useT } from '../../i18n';
import { OpenStatus } from './OpenStatus';
import { WeekHoursTable } from './WeekHoursTable';

/** The detail page's hours: open now, the week's table (Belize time) and the owner's own words. */
export function PlaceHours({
  e,
}: {
  e: Pick<Establishment, 'hours' | 'openingHoursWeek' | 'openNow' | 'nextChange'>;
}) {
  const t = useT('hours');
  if (!e.hours && !e.openingHoursWeek) return null;
  return (
    <div className="flex gap-3">
      <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{t('hours.heading')}</p>
        <OpenStatus hours={e} />
        {e.openingHoursWeek && <WeekHoursTable week={e.openingHoursWeek} />}
        {e.hours && <div className="text-slate-700">{e.hours}</div>}
      </div>
    </div>
  );
}
