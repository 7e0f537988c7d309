import { Loader2, MapPin, MessageCircle, Navigation } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { whatsappLink } from '../../../domain/contact';
import { formatDistance, formatGolfCartTime, formatWalkingTime } from '../../../domain/geo';
import { distanceFrom, lowestNightlyRate } from '../../../domain/listing';
import { formatNightly } from '../../../domain/money';
import { shownDescription, shownHours } from '../../../domain/place-texts';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useCardRates } from '../../api/catalog';
import { type Translate, useLocale, useT } from '../../i18n';
import { areaName } from '../../i18n/names';
import { countEvent } from '../../lib/beacon';
import { isAccommodation } from '../../lib/establishments';
import { useUserLocation } from '../../lib/useUserLocation';
import { usePaths } from '../../paths';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { AmenityMarks } from '../amenities';
import { CheckedLine, ReportedClosedWarning } from '../freshness';
import { SaveButton } from '../trip';
import { StatusUpdateList, useCurrentUpdates } from '../updates';
import { CardHours, SearchMatchLine } from './EstablishmentCardLines';
import { EstablishmentImage } from './EstablishmentImage';
import { LiveBadge, LogoOrInitial } from './PlaceMarks';

/** The place card (docs/product.md#place-cards); the whole card opens the detail page. */
export function EstablishmentCard({
  establishment: e,
  priority = false,
  markUnknownHours = false,
}: {
  establishment: Establishment;
  /** Above the fold on first paint (the first row): the image loads at once, not lazily. */
  priority?: boolean;
  /** Say "Hours not known" when the place has no machine hours (the open-now filter keeps such places). */
  markUnknownHours?: boolean;
}) {
  const t = useT('category');
  const locale = useLocale();
  const p = usePaths();
  const { location } = useUserLocation();
  const accommodation = isAccommodation(e.categoryId);
  const rates = useCardRates(e.id, accommodation);
  const nightly = accommodation ? lowestNightlyRate(rates.data) : null;
  const km = distanceFrom(e, location);
  const current = useCurrentUpdates(e.statusUpdates);
  const live = current.length > 0;
  const match = e.searchMatch;
  // The update a search found the place by is shown once, as the reason.
  const others = match?.kind === 'update' ? current.filter((u) => u.id !== match.id) : current;
  const nameId = useId();
  const about = shownDescription(e, locale);
  const hours = shownHours(e, locale);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-lagoon-500 hover:shadow-md">
      <div className="relative aspect-[16/10] overflow-hidden bg-lagoon-50">
        <EstablishmentImage
          establishment={e}
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {live && <LiveBadge className="absolute top-3 left-3" />}
        {nightly !== null && (
          <span className="absolute top-3 right-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-lagoon-800 shadow">
            {formatNightly(nightly, locale)}
          </span>
        )}
      </div>
      <div className="relative z-[1] -mt-6 px-4">
        <LogoOrInitial name={e.name} logoUrl={e.logoUrl} categoryId={e.categoryId} />
      </div>
      <div className="flex flex-1 flex-col gap-2 px-4 pt-2 pb-4">
        <h3 className="font-serif text-lg leading-snug font-semibold text-slate-900">
          <Link
            id={nameId}
            to={p.establishment(e.id)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {e.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="h-4 w-4 text-lagoon-600" aria-hidden />
            {areaName(t, e.area?.id, e.area?.name)}
          </span>
          {km !== null && (
            <span
              className="inline-flex items-center gap-1 font-medium text-lagoon-700"
              data-testid="distance"
            >
              <Navigation className="h-3.5 w-3.5" aria-hidden />
              <span title={t('category.card.straightLine')}>{formatDistance(km, locale)}</span>
            </span>
          )}
          {km !== null && (
            <span data-testid="travel-times">
              {formatWalkingTime(km, locale)} · {formatGolfCartTime(km, locale)}
            </span>
          )}
        </p>
        {e.reportedClosed && <ReportedClosedWarning short />}
        {about && (
          <p className="line-clamp-3 text-sm leading-relaxed wrap-anywhere text-slate-700" lang={about.lang}>
            {about.text}
          </p>
        )}
        <AmenityMarks categoryId={e.categoryId} attributes={e.attributes} />
        {match && <SearchMatchLine match={match} />}
        {others.length > 0 && <StatusUpdateList updates={others} max={2} />}
        <CheckedLine e={e} className="text-xs" />
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-2 text-sm text-slate-700">
          <CardHours e={e} hours={hours} markUnknown={markUnknownHours} />
          {!accommodation && e.priceRange && (
            <span className="font-semibold text-amber-700" title={t('category.card.priceRange')}>
              <span className="sr-only">{t('category.card.priceRange')} </span>
              {e.priceRange}
            </span>
          )}
          <span className="ml-auto flex flex-wrap justify-end gap-2">
            <SaveButton establishmentId={e.id} describedBy={nameId} />
            {e.whatsapp && (
              <a
                href={whatsappLink(e.whatsapp)}
                onClick={() => countEvent(e.id, 'whatsapp')}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('category.card.whatsappLabel', { name: e.name })}
                className="relative z-10 inline-flex h-9 items-center gap-1.5 rounded-md bg-[#0b7a3e] px-3 text-sm font-medium text-white hover:bg-[#0e6f3a]"
              >
                <MessageCircle className="h-4 w-4" aria-hidden />
                {t('category.card.connect')}
              </a>
            )}
          </span>
        </div>
      </div>
    </article>
  );
}

export function EstablishmentCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="card-skeleton">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-4 pt-6">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

/** How a paged grid reads more: the total, whether more pages remain, and how to load the next. */
export interface GridPaging {
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Cards per page. */
  pageSize: number;
  /** What the list holds, for 'Showing 24 of 57 establishments' (the default) or '... results'. */
  noun?: 'establishments' | 'results';
}

/**
 * Explicit columns (minmax(0, 1fr)) even on phones: an implicit column grows to its widest card's
 * content (a 640 px picture, a long word), which would make the page wider than the phone.
 */
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Cards in the grid's first row at its widest (three columns): usually the page's largest paint. */
const FIRST_ROW = 3;

/** "Showing 24 of 57 establishments", "Showing all 57 results". */
function shownText(t: Translate, paging: GridPaging, count: number): string {
  const results = paging.noun === 'results';
  if (paging.hasMore)
    return t(results ? 'category.grid.showingResults' : 'category.grid.showing', {
      count,
      total: paging.total,
    });
  return t(results ? 'category.grid.showingAllResults' : 'category.grid.showingAll', { count });
}

/**
 * A responsive grid of cards, or `skeletons` placeholders while loading. With `paging`, a 'Show more'
 * button loads the next page; a status line says how many are shown of how many, and once the page
 * arrives focus moves to its first card (so keyboard and screen-reader users continue where it starts).
 */
export function EstablishmentGrid({
  establishments,
  loading,
  skeletons = 6,
  paging,
  markUnknownHours = false,
}: {
  establishments: readonly Establishment[];
  loading: boolean;
  skeletons?: number;
  paging?: GridPaging;
  /** The cards say "Hours not known" of places without machine hours (the open-now filter). */
  markUnknownHours?: boolean;
}) {
  const t = useT('category');
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const statusId = useId();
  const count = establishments.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li h3 a')[from]?.focus();
  }, [count]);

  if (loading)
    return (
      <div role="status" aria-label={t('category.grid.loading')} className={GRID}>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <EstablishmentCardSkeleton key={i} />
        ))}
      </div>
    );
  // The footer shows once the list is longer than one page (and stays, saying 'all', after the last).
  const paged = paging && (paging.hasMore || count > paging.pageSize);
  return (
    <>
      <ul ref={listRef} className={GRID}>
        {establishments.map((e, i) => (
          <li key={e.id} className="min-w-0">
            <EstablishmentCard
              establishment={e}
              priority={i < FIRST_ROW}
              markUnknownHours={markUnknownHours}
            />
          </li>
        ))}
      </ul>
      {paging && paged && (
        <div className="mt-8 flex flex-col items-center gap-3">
          <p id={statusId} role="status" className="text-sm text-slate-700" data-testid="shown-count">
            {shownText(t, paging, count)}
          </p>
          {paging.hasMore && (
            <Button
              variant="outline"
              size="lg"
              aria-describedby={statusId}
              aria-disabled={paging.loadingMore || undefined}
              className="min-w-44 aria-disabled:cursor-wait aria-disabled:opacity-70"
              onClick={() => {
                if (paging.loadingMore) return;
                focusFrom.current = count;
                paging.onMore();
              }}
            >
              {paging.loadingMore && <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden />}
              {paging.loadingMore ? t('category.grid.loadingMore') : t('category.grid.showMore')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
