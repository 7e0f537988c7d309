import { CalendarDays } from 'lucide-react';
import type { EventOccurrence } from '../../../domain/schemas/events';
import { useRenderClock } from '../../hooks/useHydrated';
import { useT } from '../../i18n';
import { Section } from '../PlaceContact';
import { useEventText } from './event-text';
import { OccurrenceItem } from './OccurrenceItem';

/** What has not ended by `now` (a reply kept offline or on a page left open still holds the rest). */
export const notEnded = (occurrences: readonly EventOccurrence[], now: Date) =>
  occurrences.filter((o) => Date.parse(o.endsAt) > now.getTime());

/** A place's page: its next occurrences, each dated, with its calendar; nothing when there are none. */
export function PlaceEvents({ occurrences }: { occurrences: readonly EventOccurrence[] }) {
  const t = useT('events');
  const text = useEventText();
  const { now } = useRenderClock();
  const upcoming = notEnded(occurrences, now);
  if (upcoming.length === 0) return null;
  return (
    <Section
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
    </Section>
  );
}
