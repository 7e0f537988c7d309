import { CalendarPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TripList } from '../../../domain/schemas/trips';
import { addDay, markDeleted, rename, setStartDate } from '../../../domain/trip-days';
import { TRIP_DAYS_MAX, TRIP_TITLE_MAX } from '../../../domain/trip-limits';
import { DEFAULT_LIST_ID } from '../../../domain/trip-lists';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { inputClass } from '../../ui/field-classes';
import type { ListChange } from './useTripList';

/** The list's name, its first day's date, a new day, and (a named list) deleting it. */
export function TripSettings({
  list,
  edit,
  onDeleted,
}: {
  list: TripList;
  edit: (change: ListChange) => void;
  onDeleted: () => void;
}) {
  const t = useT('trip');
  const [name, setName] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const commitName = () => {
    const title = name?.trim();
    if (title && title !== list.name) edit((l, now) => rename(l, title, now));
    setName(null);
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {t('trip.settings.name')}
        <input
          value={name ?? list.name}
          maxLength={TRIP_TITLE_MAX}
          onChange={(e) => setName(e.target.value)}
          onBlur={commitName}
          className={inputClass}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {t('trip.settings.startDate')}
        <input
          type="date"
          value={list.startDate ?? ''}
          onChange={(e) => {
            const date = e.target.value || null;
            edit((l, now) => setStartDate(l, date, now));
          }}
          className={inputClass}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={list.dayCount >= TRIP_DAYS_MAX}
          onClick={() => edit((l, now) => addDay(l, now).list)}
        >
          <CalendarPlus className="h-4 w-4" aria-hidden />
          {t('trip.settings.addDay')}
        </Button>
        {list.id !== DEFAULT_LIST_ID && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('trip.settings.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('trip.settings.deleteTitle', { name: list.name })}
        description={t('trip.settings.deleteText')}
        confirmLabel={t('trip.settings.delete')}
        pendingLabel={t('trip.settings.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          edit((l, now) => markDeleted(l, now));
          setConfirming(false);
          onDeleted();
        }}
      />
    </div>
  );
}
