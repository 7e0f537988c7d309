import { CalendarDays, CalendarPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EVENTS_CALENDAR_URL } from '../../domain/api-urls';
import { eventsJsonLd } from '../../domain/event-structured-data';
import { partOfDay, whatsOn } from '../../domain/event-times';
import type { EventOccurrence } from '../../domain/schemas/events';
import { eventsWindowQuery, useEventsWindow } from '../api/events';
import {
  EventsFilters,
  type EventText,
  OccurrenceItem,
  useCategoryFilter,
  useEventText,
} from '../features/events';
import { useAreaFilter } from '../features/places';
import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useRenderClock } from '../lib/useHydrated';
import type { PageLoader } from '../page-loader';
import { usePaths } from '../paths';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';

/** One day's occurrences (or tonight's) under its heading, as a list. */
function DaySection({
  heading,
  occurrences,
  text,
}: {
  heading: string;
  occurrences: EventOccurrence[];
  text: EventText;
}) {
  return (
    <section className="mt-8">
      <h2 className="font-serif text-2xl font-semibold text-lagoon-900">{heading}</h2>
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {occurrences.map((o) => (
          <li key={`${o.eventId}-${o.startsAt}`} className="min-w-0">
            <OccurrenceItem o={o} text={text} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Loading() {
  const t = useT('events');
  return (
    <div role="status" aria-label={t('events.loading')} className="mt-8 grid gap-3 lg:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-36 rounded-2xl" />
      ))}
    </div>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  const t = useT('events');
  const p = usePaths();
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <CalendarDays className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
      <p className="mt-3 font-serif text-xl font-semibold text-slate-900">
        {filtered ? t('events.emptyFiltered') : t('events.empty')}
      </p>
      <p className="mt-2 text-slate-600">{t('events.emptyHint')}</p>
      {filtered && (
        <Link
          to={p.events()}
          className="mt-4 inline-flex min-h-6 font-semibold text-lagoon-700 hover:underline"
        >
          {t('events.showAll')}
        </Link>
      )}
    </div>
  );
}

/**
 * /events, what's on: tonight (today's occurrences not yet ended, Belize time), then the week's other
 * days, filtered by category and area in the URL. It reads the server's default window (the offline
 * pack's entry) and filters on the phone; the clock is the server's render time until hydrated.
 */
/**
 * The first screen's data (page-loader.ts): the server's default window, whatever the filters (the page
 * filters it on the phone).
 */
export const loader: PageLoader = () => [eventsWindowQuery()];

export default function EventsPage() {
  const t = useT('events');
  const p = usePaths();
  const text = useEventText();
  const { now } = useRenderClock();
  const [categoryId] = useCategoryFilter();
  const [areaId] = useAreaFilter();
  const query = useEventsWindow();
  const all = query.data?.occurrences;
  const shown = useMemo(
    () =>
      (all ?? []).filter(
        (o) => (!categoryId || o.place.categoryId === categoryId) && (!areaId || o.place.areaId === areaId),
      ),
    [all, categoryId, areaId],
  );
  const on = whatsOn(shown, now);
  const evening = partOfDay(on.tonight, now) === 'tonight';
  const listed = [...on.tonight, ...on.days.flatMap((d) => d.occurrences)];
  const categoryIds = useMemo(() => new Set((all ?? []).map((o) => o.place.categoryId)), [all]);
  useDocumentTitle(t('events.title'), t('events.description'), {
    canonical: p.events(),
    structuredData: (origin) => eventsJsonLd(listed, origin),
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900 sm:text-4xl">{t('events.heading')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('events.lead')}</p>
      <EventsFilters categoryIds={categoryIds} />
      {query.isLoading ? (
        <Loading />
      ) : query.isError && !query.data ? (
        <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6">
          <p className="text-red-800">{t('events.failed')}</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : listed.length === 0 ? (
        <Empty filtered={categoryId !== null || areaId !== null} />
      ) : (
        <>
          {on.tonight.length > 0 ? (
            <DaySection
              heading={t(evening ? 'events.tonight' : 'events.today')}
              occurrences={on.tonight}
              text={text}
            />
          ) : (
            <section className="mt-8">
              <h2 className="font-serif text-2xl font-semibold text-lagoon-900">
                {t(evening ? 'events.tonight' : 'events.today')}
              </h2>
              <p className="mt-2 text-slate-600">
                {t(evening ? 'events.nothingTonight' : 'events.nothingToday')}
              </p>
            </section>
          )}
          {on.days.map((d) => (
            <DaySection key={d.date} heading={text.day(d.date)} occurrences={d.occurrences} text={text} />
          ))}
        </>
      )}
      <p className="mt-10">
        <a
          href={EVENTS_CALENDAR_URL}
          download
          className="inline-flex min-h-6 items-center gap-1.5 rounded font-semibold text-lagoon-700 hover:underline"
        >
          <CalendarPlus className="h-4 w-4 shrink-0" aria-hidden />
          {t('events.calendarAll')}
        </a>
      </p>
    </div>
  );
}
