import { CalendarDays, Clock, Radio } from 'lucide-react';
import type { shownHours } from '../../../domain/place-texts';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useT } from '../../i18n';
import { OpenStatus } from '../hours';

/** Open now or closed; else the free-text hours, "Hours not known" first where the list needs it said. */
export function CardHours({
  e,
  hours,
  markUnknown,
}: {
  e: Establishment;
  /** The free-text hours in the page's language (or English, marked so). */
  hours: ReturnType<typeof shownHours>;
  markUnknown: boolean;
}) {
  const t = useT('category');
  if (e.openNow !== null) return <OpenStatus hours={e} />;
  if (!hours && !markUnknown) return null;
  return (
    <span className="inline-flex min-w-0 items-center gap-1" data-testid="hours-unknown">
      <Clock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      <span className="truncate">
        {markUnknown && t('category.card.hoursUnknown')}
        {markUnknown && hours && ' · '}
        {hours && <span lang={hours.lang}>{hours.text}</span>}
      </span>
    </span>
  );
}

/** Why a search found the place when its own text does not say: its live update or its event. */
export function SearchMatchLine({ match }: { match: NonNullable<Establishment['searchMatch']> }) {
  const t = useT('category');
  const Icon = match.kind === 'update' ? Radio : CalendarDays;
  const key = match.kind === 'update' ? 'category.card.matchedUpdate' : 'category.card.matchedEvent';
  return (
    <p
      className="flex items-start gap-1.5 rounded-md bg-lagoon-50 px-2 py-1.5 text-sm text-lagoon-900"
      data-testid="search-match"
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span className="line-clamp-3 min-w-0 break-words">{t(key, { text: match.text })}</span>
    </p>
  );
}
