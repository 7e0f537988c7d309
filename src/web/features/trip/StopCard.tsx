import { AlertTriangle, ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { TripList, TripStop } from '../../../domain/schemas/trips';
import { dayNumbers, moveWithinDay, planForDay, setNote, setTime } from '../../../domain/trip-days';
import { TRIP_NOTE_MAX } from '../../../domain/trip-limits';
import { addPlace, hasPlace, removePlace } from '../../../domain/trip-lists';
import { closedWarning } from '../../../domain/trip-plan';
import { type MessageKey, useT } from '../../i18n';
import { categoryName } from '../../i18n/names';
import { usePaths } from '../../paths';
import { inputClass } from '../../ui/field-classes';
import type { ListChange } from './useTripList';
import type { TripPlaces } from './useTripPlaces';

/** A compact control beside others in a row (the form kit's fields take the whole width). */
const smallControl =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-lagoon-500 focus:outline-2 focus:outline-lagoon-500';
const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40';

export interface StopCardProps {
  list: TripList;
  stop: TripStop;
  place: Establishment | undefined;
  /** What to say in place of its name until (or unless) it can be shown. */
  absent: MessageKey;
  /** The stop's date (its day's), for the opening-hours warning. */
  date: string | null;
  first: boolean;
  last: boolean;
  /** The visitor's other lists, to save the place in too. */
  otherLists: readonly TripList[];
  edit: (change: ListChange) => void;
  editOther: (listId: string, change: ListChange) => void;
}

/** What a trip says in place of a place's name it cannot show: gone from the guide, offline, or loading. */
export function absentKey(places: TripPlaces, id: number): MessageKey {
  if (places.gone.has(id)) return 'trip.stop.gone';
  return places.unreachable.has(id) ? 'trip.stop.unreachable' : 'trip.stop.loading';
}

/** One place of a trip: its day and order by buttons, a time, a private note, other lists, remove. */
export function StopCard(props: StopCardProps) {
  const { list, stop, place, absent, date, first, last, edit } = props;
  const t = useT('trip');
  const p = usePaths();
  const id = stop.establishmentId;
  const nameId = useId();
  const name = place?.name ?? t(absent);
  const warning = closedWarning(place?.openingHoursWeek ?? null, date, stop.time);
  return (
    <article aria-labelledby={nameId} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-slate-900">
            {place ? (
              <Link to={p.establishment(id)} className="text-lagoon-800 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {place && (
            <p className="text-xs text-slate-600">
              {categoryName(t, place.categoryId, place.category?.name ?? '')}
              {place.area ? ` · ${place.area.name}` : ''}
            </p>
          )}
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={t('trip.stop.remove', { name })}
          onClick={() => edit((l, now) => removePlace(l, id, now))}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
      </div>
      {warning && (
        <p className="mt-2 flex items-start gap-1.5 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t(warning === 'closedThatDay' ? 'trip.stop.closedThatDay' : 'trip.stop.closedAtThatTime')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <DayChoice list={list} stop={stop} name={name} edit={edit} />
        {stop.day !== null && (
          <label className="grid gap-1 text-xs font-medium text-slate-700">
            {t('trip.stop.time')}
            <input
              type="time"
              value={stop.time ?? ''}
              onChange={(e) => {
                const time = e.target.value || null;
                edit((l, now) => setTime(l, id, time, now));
              }}
              className={`${smallControl} w-28`}
            />
          </label>
        )}
        <span className="ml-auto flex gap-1">
          <button
            type="button"
            className={iconButton}
            disabled={first}
            aria-label={t('trip.stop.earlier', { name })}
            onClick={() => edit((l, now) => moveWithinDay(l, id, -1, now))}
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={last}
            aria-label={t('trip.stop.later', { name })}
            onClick={() => edit((l, now) => moveWithinDay(l, id, 1, now))}
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </button>
        </span>
      </div>
      <NoteField stop={stop} name={name} edit={edit} />
      <OtherLists {...props} name={name} />
    </article>
  );
}

function DayChoice({
  list,
  stop,
  name,
  edit,
}: Pick<StopCardProps, 'list' | 'stop' | 'edit'> & { name: string }) {
  const t = useT('trip');
  return (
    <label className="grid gap-1 text-xs font-medium text-slate-700">
      {t('trip.stop.day')}
      <select
        value={stop.day ?? ''}
        aria-label={t('trip.stop.dayOf', { name })}
        onChange={(e) => {
          const day = e.target.value ? Number(e.target.value) : null;
          edit((l, now) => planForDay(l, stop.establishmentId, day, now));
        }}
        className={`${smallControl} w-36`}
      >
        <option value="">{t('trip.stop.notPlanned')}</option>
        {dayNumbers(list).map((day) => (
          <option key={day} value={day}>
            {t('trip.day.title', { day })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The visitor's own note: kept on the device (and the account), never shared. */
function NoteField({ stop, name, edit }: Pick<StopCardProps, 'stop' | 'edit'> & { name: string }) {
  const t = useT('trip');
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? stop.note ?? '';
  const commit = () => {
    if (draft === null) return;
    edit((l, now) => setNote(l, stop.establishmentId, draft, now));
    setDraft(null);
  };
  return (
    <label className="mt-3 grid gap-1 text-xs font-medium text-slate-700">
      {t('trip.stop.note')}
      <textarea
        value={value}
        rows={value ? 2 : 1}
        maxLength={TRIP_NOTE_MAX}
        aria-label={t('trip.stop.noteOf', { name })}
        placeholder={t('trip.stop.notePlaceholder')}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        className={`${inputClass} resize-y font-normal`}
      />
    </label>
  );
}

/** Saves the place in another list too (a place may be in several), or takes it out of one. */
function OtherLists({ otherLists, stop, name, editOther }: StopCardProps & { name: string }) {
  const t = useT('trip');
  if (otherLists.length === 0) return null;
  const id = stop.establishmentId;
  return (
    <fieldset className="mt-3">
      <legend className="text-xs font-medium text-slate-700">{t('trip.stop.alsoIn', { name })}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {otherLists.map((other) => (
          <label key={other.id} className="inline-flex min-w-0 items-center gap-1.5 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={hasPlace(other, id)}
              onChange={(e) => {
                const keep = e.target.checked;
                editOther(other.id, (l, now) => (keep ? addPlace(l, id, now).list : removePlace(l, id, now)));
              }}
              className="h-4 w-4 accent-lagoon-700"
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">{other.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
