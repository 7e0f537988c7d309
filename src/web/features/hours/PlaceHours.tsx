import { Clock } from 'lucide-react';
import { shownHours } from '../../../domain/place-texts';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useLocale, useT } from '../../i18n';
import { OpenStatus } from './OpenStatus';
import { WeekHoursTable } from './WeekHoursTable';

/** The detail page's hours: open now, the week's table (Belize time) and the owner's own words. */
export function PlaceHours({
  e,
}: {
  e: Pick<Establishment, 'hours' | 'hoursEs' | 'openingHoursWeek' | 'openNow' | 'nextChange'>;
}) {
  const t = useT('hours');
  const own = shownHours(e, useLocale());
  if (!own && !e.openingHoursWeek) return null;
  return (
    <div className="flex gap-3">
      <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{t('hours.heading')}</p>
        <OpenStatus hours={e} />
        {e.openingHoursWeek && <WeekHoursTable week={e.openingHoursWeek} />}
        {own && (
          <div className="wrap-anywhere text-slate-700" lang={own.lang}>
            {own.text}
          </div>
        )}
      </div>
    </div>
  );
}
