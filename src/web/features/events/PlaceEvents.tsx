import { CalendarDays, CalendarPlus } from 'lucide-react';
import { placeEventsCalendarUrl } from '../../../domain/api-urls';
import { notEnded } from '../../../domain/event-times';
import type { EventOccurrence } from '../../../domain/schemas/events';
import { usePlaceEvents } from '../../api/events';
import { useT } from '../../i18n';
import { useRenderClock } from '../../lib/useHydrated';
import { Section } from '../places';
import { BREAK_ANYWHERE, useEventText } from './event-text';
import { OccurrenceItem } from './OccurrenceItem';

/**
 * Each event once, at its next date not yet ended: a weekly series would otherwise fill the page with
 * the same card (its line says how it repeats; what's on and the calendar hold every date).
 */
export function nextOfEach(occurrences: readonly EventOccurrence[], now: Date): EventOccurrence[] {
  const seen = new Set<number>();
  return notEnded(occurrences, now).filter((o) => !seen.has(o.eventId) && Boolean(seen.add(o.eventId)));
}

/**
 * A place's page: its events at their next dates, each with its own calendar file, and the place's; a hidden anchor when there are
 * none. Loaded and hydrated when seen (the page's lazyWhenSeen), so its markup always carries
 * `anchorId`; it reads the place's reply itself (the page reads the same one for its JSON-LD).
 */
export default function PlaceEvents({
  establishmentId,
  anchorId,
}: {
  establishmentId: number;
  anchorId: string;
}) {
  const t = useT('events');
  const text = useEventText();
  const { now } = useRenderClock();
  const upcoming = nextOfEach(usePlaceEvents(establishmentId).data?.occurrences ?? [], now);
  // Hidden, so the page's spacing has no gap where nothing is shown.
  if (upcoming.length === 0) return <div id={anchorId} hidden />;
  return (
    <Section
      id={anchorId}
      title={t('events.upcoming')}
      icon={<CalendarDays className="h-5 w-5 text-lagoon-600" aria-hidden />}
    >
      <ul className="space-y-3">
        {upcoming.map((o) => (
          <li key={`${o.eventId}-${o.startsAt}`} className="min-w-0">
            <OccurrenceItem o={o} text={text} withDate withPlace={false} />
          </li>
        ))}
      </ul>
      {/* Every event of the place in one file, apart from each event's own "Add to calendar". */}
      <p className="mt-4">
        <a
          href={placeEventsCalendarUrl(establishmentId)}
          download
          className={`inline-flex min-h-6 items-center gap-1.5 rounded text-sm font-semibold text-lagoon-700 hover:underline ${BREAK_ANYWHERE}`}
        >
          <CalendarPlus className="h-4 w-4 shrink-0" aria-hidden />
          {t('events.subscribePlace', { place: upcoming[0].place.name })}
        </a>
      </p>
    </Section>
  );
}
