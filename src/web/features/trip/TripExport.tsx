import { CalendarDays, Download } from 'lucide-react';
import { useState } from 'react';
import { localizedPath } from '../../../domain/locale';
import type { TripList, TripStop } from '../../../domain/schemas/trips';
import { dateOfDay, stopsOfDay } from '../../../domain/trip-days';
import { useLocale, useT } from '../../i18n';
import { browserSite } from '../../lib/useDocumentTitle';
import { pathsOf } from '../../paths';
import { Button } from '../../ui/Button';
import type { ExportPlan, ExportStop } from './export';
import type { TripPlaces } from './useTripPlaces';

/** The plan as the export files take it: each stop with its place's name, position and page. */
function exportPlan(list: TripList, places: TripPlaces, locale: ReturnType<typeof useLocale>): ExportPlan {
  const stop = (s: TripStop): ExportStop => {
    const e = places.byId.get(s.establishmentId);
    const path = localizedPath(pathsOf('en').establishment(s.establishmentId), locale);
    return {
      establishmentId: s.establishmentId,
      name: e?.name ?? `#${s.establishmentId}`,
      lat: e?.latitude ?? null,
      lng: e?.longitude ?? null,
      address: e?.address ?? null,
      url: new URL(path, browserSite()).toString(),
      time: s.time,
      note: s.note,
    };
  };
  return {
    id: list.id,
    title: list.name,
    days: Array.from({ length: list.dayCount }, (_, i) => ({
      day: i + 1,
      date: dateOfDay(list.startDate, i + 1),
      stops: stopsOfDay(list, i + 1).map(stop),
    })),
    unplanned: stopsOfDay(list, null).map(stop),
  };
}

/**
 * Downloads the plan as a calendar (.ics) and as GPX waypoints, made on the device (trip/export), so
 * both work offline. The calendar needs dates: it asks for a start date first.
 */
export function TripExport({ list, places }: { list: TripList; places: TripPlaces }) {
  const t = useT('trip');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const run = async (kind: 'ics' | 'gpx') => {
    setFailed(false);
    try {
      const files = await import('./export');
      const plan = exportPlan(list, places, locale);
      const now = new Date();
      const text = kind === 'ics' ? files.tripCalendar(plan, { now }) : files.tripGpx(plan, { now });
      const type = kind === 'ics' ? 'text/calendar' : 'application/gpx+xml';
      files.downloadText(files.exportFileName(list.name, kind), type, text);
    } catch {
      setFailed(true);
    }
  };
  const planned = list.stops.some((s) => s.day !== null);
  return (
    <section aria-labelledby="trip-export" className="grid gap-3">
      <h2 id="trip-export" className="font-serif text-lg font-semibold text-slate-900">
        {t('trip.export.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!list.startDate || !planned} onClick={() => run('ics')}>
          <CalendarDays className="h-4 w-4" aria-hidden />
          {t('trip.export.calendar')}
        </Button>
        <Button variant="outline" disabled={list.stops.length === 0} onClick={() => run('gpx')}>
          <Download className="h-4 w-4" aria-hidden />
          {t('trip.export.gpx')}
        </Button>
      </div>
      {(!list.startDate || !planned) && (
        <p className="text-sm text-slate-600">{t('trip.export.needsDates')}</p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('trip.export.failed')}
        </p>
      )}
    </section>
  );
}
