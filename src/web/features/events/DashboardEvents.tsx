import { CalendarPlus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { belizeDay } from '../../../domain/dates';
import type { Establishment } from '../../../domain/schemas/catalog';
import { EVENTS_UPCOMING_MAX, type PlaceEvent } from '../../../domain/schemas/events';
import { errorMessage } from '../../api/fetcher';
import { useDeleteEvent, usePostedEvents } from '../../api/owner-events';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { EventForm } from './EventForm';
import { EventItem } from './EventItem';

/** The place's events, newest first as the server lists them, or why there are none to show. */
function EventList({
  est,
  today,
  onEdit,
  onDelete,
}: {
  est: Establishment;
  today: string;
  onEdit: (event: PlaceEvent) => void;
  onDelete: (event: PlaceEvent) => void;
}) {
  const events = usePostedEvents(est.id);
  if (events.isError)
    return <FormError message={`We could not load your events: ${errorMessage(events.error)}`} />;
  if (!events.data)
    return (
      <div className="grid gap-3" role="status" aria-label="Loading your events">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (events.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        No events yet. Post a quiz night, live music or a weekly special above: visitors find it in What's on.
      </p>
    );
  return (
    <ul aria-label={`Events at ${est.name}`} className="grid gap-3">
      {events.data.map((e) => (
        <EventItem key={e.id} event={e} today={today} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />
      ))}
    </ul>
  );
}

/**
 * The dashboard's Events tab: post a one-off evening or a series, and the place's events with
 * their next dates, each to edit (in the same form), skip a date of, or delete.
 */
export function DashboardEvents({ est }: { est: Establishment }) {
  const today = useMemo(() => belizeDay(new Date()), []);
  const [editing, setEditing] = useState<PlaceEvent | null>(null);
  const [confirming, setConfirming] = useState<PlaceEvent | null>(null);
  const remove = useDeleteEvent();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState<{ to: 'form' | 'list' } | null>(null);
  // Edit brings the form (above the list on a phone) into view with focus; a deleted event's buttons are gone.
  useEffect(() => {
    if (moves) (moves.to === 'form' ? formHeading : listHeading).current?.focus();
  }, [moves]);

  const edit = (event: PlaceEvent) => {
    setEditing(event);
    setMoves({ to: 'form' });
  };
  const confirmDelete = (event: PlaceEvent) =>
    remove.mutate(
      { id: event.id, establishmentId: est.id },
      {
        onSuccess: () => {
          setConfirming(null);
          if (editing?.id === event.id) setEditing(null);
          setMoves({ to: 'list' });
          toast({ title: 'Event deleted', description: event.title });
        },
        onError: (err) => {
          setConfirming(null);
          toast({
            title: 'Could not delete the event',
            description: errorMessage(err),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <div className="grid gap-5 lg:grid-cols-5">
      <Card className="min-w-0 lg:col-span-2">
        <h2
          ref={formHeading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-lagoon-900 [overflow-wrap:anywhere]"
        >
          <CalendarPlus className="h-5 w-5 shrink-0" aria-hidden />
          {editing ? `Edit: ${editing.title}` : 'Post an event'}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          A one-off evening or a series, shown to visitors in What's on. A place has at most{' '}
          {EVENTS_UPCOMING_MAX} upcoming events at a time.
        </p>
        <EventForm
          key={editing?.id ?? 'new'}
          establishmentId={est.id}
          event={editing}
          onDone={() => {
            setEditing(null);
            setMoves({ to: 'list' });
          }}
        />
      </Card>
      <Card className="min-w-0 lg:col-span-3">
        <h2 ref={listHeading} tabIndex={-1} className="mb-4 text-xl font-semibold text-lagoon-900">
          Your events
        </h2>
        <EventList est={est} today={today} onEdit={edit} onDelete={setConfirming} />
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this event?"
        description={
          <>
            <span className="my-2 block rounded-md bg-slate-50 px-3 py-2 text-slate-800">
              <span className="line-clamp-3 wrap-anywhere">{confirming?.title}</span>
            </span>
            Every date of it goes from What's on. You cannot undo this.
          </>
        }
        confirmLabel="Delete event"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => confirming && confirmDelete(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
