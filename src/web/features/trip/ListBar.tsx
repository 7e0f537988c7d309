import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TripList } from '../../../domain/schemas/trips';
import { TRIP_LISTS_MAX, TRIP_TITLE_MAX } from '../../../domain/trip-limits';
import { newList } from '../../../domain/trip-lists';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/field-classes';
import { changeTrips, newListId, withList } from './store';

/**
 * The visitor's lists as a row of toggle buttons (the default trip first) and a form that makes a
 * named one. The page shows the list chosen (`?list=`).
 */
export function ListBar({
  lists,
  current,
  onChoose,
}: {
  lists: readonly TripList[];
  current: string;
  onChoose: (id: string) => void;
}) {
  const t = useT('trip');
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const full = lists.length >= TRIP_LISTS_MAX;
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const title = name.trim();
    if (!title) return;
    const list = newList(newListId(), title, new Date());
    await changeTrips((trips) => withList(trips, list));
    setName('');
    setAdding(false);
    onChoose(list.id);
  };
  return (
    <nav aria-label={t('trip.lists.label')} className="flex flex-wrap items-center gap-2">
      {lists.map((l) => (
        <button
          key={l.id}
          type="button"
          aria-pressed={l.id === current}
          onClick={() => onChoose(l.id)}
          title={l.name}
          className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border border-lagoon-700 px-3 py-1.5 text-sm font-medium text-lagoon-800 aria-pressed:bg-lagoon-700 aria-pressed:text-white sm:max-w-80"
        >
          <span className="truncate">{l.name}</span>
          <span className="shrink-0 opacity-80">({l.stops.length})</span>
        </button>
      ))}
      {adding ? (
        <form onSubmit={add} className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <label htmlFor="new-list" className="sr-only">
            {t('trip.lists.newName')}
          </label>
          <input
            id="new-list"
            value={name}
            maxLength={TRIP_TITLE_MAX}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('trip.lists.newName')}
            className={`${inputClass} min-w-0 flex-1 sm:w-56`}
            // biome-ignore lint/a11y/noAutofocus: the visitor just asked for this field
            autoFocus
          />
          <Button type="submit" size="sm">
            {t('trip.lists.create')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setAdding(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        !full && (
          <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('trip.lists.new')}
          </Button>
        )
      )}
    </nav>
  );
}
