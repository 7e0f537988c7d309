import { CalendarX2, PencilLine, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { hasEnded, occurrenceDay } from '../../../domain/event-times';
import { eventSummary, occurrenceText, shortDate } from '../../../domain/event-words';
import type { PlaceEvent } from '../../../domain/schemas/events';
import { errorMessage } from '../../api/fetcher';
import { useUpdateEvent } from '../../api/owner-events';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { selectClass } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';

/** "Skip a date": one of the next dates, taken out of the series at once (PATCH skipDates). */
function SkipADate({ event, today, onClose }: { event: PlaceEvent; today: string; onClose: () => void }) {
  const id = useId();
  const update = useUpdateEvent();
  const [day, setDay] = useState(() => occurrenceDay(event.next[0]!));
  const skip = () =>
    update.mutate(
      { id: event.id, patch: { skipDates: [...new Set([...event.skipDates, day])].sort() } },
      {
        onSuccess: () => {
          toast({
            title: 'Date skipped',
            description: `${event.title}: not on ${shortDate(day, today, 'en')}`,
          });
          onClose();
        },
      },
    );
  return (
    <div className="mt-3 grid gap-2 rounded-lg bg-slate-50 p-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Date to skip
      </label>
      <select id={id} value={day} onChange={(e) => setDay(e.target.value)} className={selectClass}>
        {event.next.map((o) => (
          // The times are the series' own: the date says which.
          <option key={o.startsAt} value={occurrenceDay(o)}>
            {shortDate(occurrenceDay(o), today, 'en')}
          </option>
        ))}
      </select>
      {update.isError && <FormError message={errorMessage(update.error)} />}
      <div className="flex flex-wrap gap-2">
        <Button onClick={skip} disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? 'Skipping...' : 'Skip this date'}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** One posted event: its title, when, the next dates, what was skipped, and what the owner may do with it. */
export function EventItem({
  event,
  today,
  onEdit,
  onDelete,
}: {
  event: PlaceEvent;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [skipping, setSkipping] = useState(false);
  const ended = hasEnded(event);
  const nextId = useId();
  return (
    <li
      className={`min-w-0 rounded-lg border p-3 sm:p-4 ${ended ? 'border-slate-200 bg-slate-50' : 'border-lagoon-200 bg-white'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]">{event.title}</h3>
        {ended ? <Badge>Ended</Badge> : event.repeat ? <Badge tone="lagoon">Series</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">{eventSummary(event, today, 'en')}</p>
      {event.description && (
        <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-slate-600 [overflow-wrap:anywhere]">
          {event.description}
        </p>
      )}
      {event.repeat && event.next.length > 0 && (
        <>
          <p id={nextId} className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Next dates
          </p>
          <ul aria-labelledby={nextId} className="mt-1 grid gap-0.5 text-sm text-slate-800">
            {event.next.map((o) => (
              <li key={o.startsAt}>
                <time dateTime={o.startsAt}>{occurrenceText(o, today, 'en')}</time>
              </li>
            ))}
          </ul>
        </>
      )}
      {event.repeat && event.skipDates.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          Skipped: {event.skipDates.map((d) => shortDate(d, today, 'en')).join(', ')}
        </p>
      )}
      {skipping && event.next.length > 0 ? (
        <SkipADate event={event} today={today} onClose={() => setSkipping(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${event.title}`}>
            <PencilLine className="h-4 w-4" aria-hidden /> Edit
          </Button>
          {event.repeat && event.next.length > 0 && (
            <Button variant="outline" size="sm" onClick={() => setSkipping(true)}>
              <CalendarX2 className="h-4 w-4" aria-hidden /> Skip a date
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete ${event.title}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}
