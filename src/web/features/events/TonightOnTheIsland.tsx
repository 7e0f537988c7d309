import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { partOfDay, tonightOf } from '../../../domain/event-times';
import { useTonightEvents } from '../../api/events';
import { useT } from '../../i18n';
import { useRenderClock } from '../../lib/useHydrated';
import { usePaths } from '../../paths';
import { BREAK_ANYWHERE, useEventText } from './event-text';

/**
 * The landing's "Tonight on the island" ("Today on the island" before the evening: partOfDay): at most three of today's occurrences not yet ended, and a link
 * to what's on; nothing at all when there are none. Its wrapper carries `id` either way, so the landing
 * waits to load it until it is seen (lazyWhenSeen). It reads the small tonight reply (at most three,
 * kept by the offline pack), not what's on's window, which the landing's HTML would carry whole.
 */
export function TonightOnTheIsland({ id }: { id: string }) {
  const t = useT('events');
  const p = usePaths();
  const text = useEventText();
  const { now } = useRenderClock();
  const { data } = useTonightEvents();
  const tonight = tonightOf(data?.occurrences ?? [], now);
  if (tonight.length === 0) return <div id={id} />;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-lagoon-50">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold text-lagoon-900 sm:text-3xl">
          {t(partOfDay(tonight, now) === 'tonight' ? 'events.tonightOnTheIsland' : 'events.todayOnTheIsland')}
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-3">
          {tonight.map((o) => (
            <li
              key={`${o.eventId}-${o.startsAt}`}
              className="min-w-0 rounded-2xl border border-lagoon-100 bg-white p-4 shadow-sm"
            >
              <p className="flex items-center gap-1.5 text-sm font-semibold text-lagoon-800">
                <Clock className="h-4 w-4 shrink-0" aria-hidden />
                {text.range(o)}
              </p>
              <h3 className={`mt-1 font-serif text-lg font-semibold text-slate-900 ${BREAK_ANYWHERE}`}>
                {o.title}
              </h3>
              <Link
                to={p.establishment(o.place.id)}
                className={`mt-1 inline-flex min-h-6 items-center rounded text-sm font-medium text-lagoon-700 hover:underline ${BREAK_ANYWHERE}`}
              >
                {o.place.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={p.events()}
          className="mt-5 inline-flex min-h-6 items-center gap-1.5 rounded font-semibold text-lagoon-700 hover:underline"
        >
          {t('events.seeWhatsOn')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
