import { CalendarPlus, Clock, MapPin, Repeat } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { eventCalendarUrl } from '../../../domain/api-urls';
import { belizeClock } from '../../../domain/dates';
import type { EventOccurrence } from '../../../domain/schemas/events';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { BREAK_ANYWHERE, type EventText } from './event-text';

/** Longer than this, a description shows its first lines with "Read more". */
const LONG_DESCRIPTION = 180;

function Description({ text }: { text: string }) {
  const t = useT('events');
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_DESCRIPTION;
  return (
    <div className="mt-2">
      <p
        id={id}
        className={`whitespace-pre-line text-sm leading-relaxed text-slate-700 ${BREAK_ANYWHERE} ${long && !open ? 'line-clamp-3' : ''}`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 min-h-6 rounded text-sm font-semibold text-lagoon-700 hover:underline"
        >
          {open ? t('events.readLess') : t('events.readMore')}
        </button>
      )}
    </div>
  );
}

/** The .ics of this one event (its whole series when it repeats), downloaded (the server answers text/calendar). */
export function AddToCalendar({ o }: { o: Pick<EventOccurrence, 'eventId' | 'title'> }) {
  const t = useT('events');
  return (
    <a
      href={eventCalendarUrl(o.eventId)}
      download
      aria-label={t('events.addToCalendarOne', { title: o.title })}
      className="inline-flex min-h-6 items-center gap-1.5 rounded text-sm font-semibold text-lagoon-700 hover:underline"
    >
      <CalendarPlus className="h-4 w-4 shrink-0" aria-hidden />
      {t('events.addToCalendar')}
    </a>
  );
}

/**
 * One occurrence: its Belize times, title, place (linked), how it repeats, its description and the
 * event's own calendar file. `withDate` for a list across days (a place's page); `withPlace` off there too.
 */
export function OccurrenceItem({
  o,
  text,
  withDate = false,
  withPlace = true,
}: {
  o: EventOccurrence;
  text: EventText;
  withDate?: boolean;
  withPlace?: boolean;
}) {
  const p = usePaths();
  const repeat = text.repeat(o);
  const day = withDate ? text.day(belizeClock(o.startsAt).date) : null;
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-lagoon-800">
        <Clock className="h-4 w-4 shrink-0" aria-hidden />
        {/* Each part kept whole ("9 – 11 pm" never split), the date and the time on two lines if need be. */}
        <span className="min-w-0">
          {day && <span className="whitespace-nowrap">{day} ·</span>}
          {day && ' '}
          <span className="whitespace-nowrap">{text.range(o)}</span>
        </span>
      </p>
      <h3 className={`mt-1 font-serif text-lg leading-snug font-semibold text-slate-900 ${BREAK_ANYWHERE}`}>
        {o.title}
      </h3>
      {withPlace && (
        <p className="mt-1 flex items-center gap-1.5 text-sm">
          <MapPin className="h-4 w-4 shrink-0 text-lagoon-600" aria-hidden />
          <Link
            to={p.establishment(o.place.id)}
            className={`inline-flex min-h-6 items-center rounded font-medium text-lagoon-700 underline-offset-2 hover:underline ${BREAK_ANYWHERE}`}
          >
            {o.place.name}
          </Link>
        </p>
      )}
      {repeat && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <Repeat className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          {repeat}
        </p>
      )}
      {o.description && <Description text={o.description} />}
      <div className="mt-3">
        <AddToCalendar o={o} />
      </div>
    </article>
  );
}
