import { Loader2, MapPin, Star } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useT } from '../../i18n';
import { useAreaName, useCategoryName } from '../../i18n/names';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { searchFieldClass } from '../../ui/field-classes';
import { SearchInput } from '../../ui/SearchInput';
import { Skeleton } from '../../ui/Skeleton';
import { searchSummary } from './claim-search';
import type { BusinessSearchState } from './useBusinessSearch';

export function Rating({ rating, count }: { rating: number | null; count: number | null }) {
  const t = useT('portal');
  if (rating == null) return <span className="text-slate-600">{t('portal.search.noRating')}</span>;
  return (
    <span className="inline-flex items-center gap-1 text-slate-700">
      <Star className="h-4 w-4 fill-sun-500 text-sun-500" aria-hidden />
      <span>
        {rating.toFixed(1)}
        {count != null && <span className="text-slate-600"> {t('portal.search.reviews', { count })}</span>}
      </span>
    </span>
  );
}

function Initial({ est }: { est: Establishment }) {
  if (est.logoUrl)
    return (
      <img
        src={est.logoUrl}
        alt=""
        className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-contain"
      />
    );
  return (
    <span
      aria-hidden
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-lagoon-50 font-serif text-xl font-semibold text-lagoon-700"
    >
      {est.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** "Restaurants & Bars · San Pedro", in the page's language. */
function usePlaceKind() {
  const category = useCategoryName();
  const area = useAreaName();
  return (est: Establishment) =>
    [category(est.category?.id, est.category?.name), area(est.area?.id, est.area?.name)]
      .filter(Boolean)
      .join(' · ');
}

function ResultCard({ est, onPick }: { est: Establishment; onPick: (e: Establishment) => void }) {
  const t = useT('portal');
  const kind = usePlaceKind();
  const nameId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Initial est={est} />
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-lagoon-900">
            {est.name}
          </h3>
          <p className="text-sm text-slate-600">{kind(est)}</p>
        </div>
      </div>
      {est.address && (
        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span>{est.address}</span>
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <Rating rating={est.googleRating} count={est.googleReviewCount} />
        <Button size="sm" onClick={() => onPick(est)} aria-describedby={nameId}>
          {t('portal.search.claimThis')}
        </Button>
      </div>
    </li>
  );
}

function ResultRow({ est, onPick }: { est: Establishment; onPick: (e: Establishment) => void }) {
  const kind = usePlaceKind();
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(est)}
        className="flex w-full items-start gap-3 rounded-lg px-3 py-3 text-left hover:bg-lagoon-50"
      >
        <Initial est={est} />
        <span className="min-w-0">
          <span className="block font-semibold text-lagoon-900">{est.name}</span>
          <span className="block text-sm text-slate-600">{kind(est)}</span>
          {est.address && <span className="block truncate text-sm text-slate-600">{est.address}</span>}
        </span>
      </button>
    </li>
  );
}

interface BusinessSearchProps {
  search: BusinessSearchState;
  onPick: (est: Establishment) => void;
  /** 'cards' (Claim page: the catalogue by name until something is typed, a total count, cards); 'list' (portal: only after typing, 24rem list). */
  variant: 'cards' | 'list';
}

/**
 * Find Your Business: the server's case-insensitive search over name, description and address, asked
 * as the visitor types. Shows the server's total; when it is more than is shown, says so and offers
 * 'Show more' (focus then moves to the first new result).
 */
export function BusinessSearch({ search, onPick, variant }: BusinessSearchProps) {
  const t = useT('portal');
  const inputId = useId();
  const countId = useId();
  const moreId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const { establishments: results, text, isSearching } = search;
  const shown = results.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLButtonElement>(':scope > li button')[from]?.focus();
  }, [shown]);

  const { count, more } = searchSummary({ text, total: search.total, shown, variant }, t);
  const showList = variant === 'cards' || text !== '';
  const Item = variant === 'cards' ? ResultCard : ResultRow;

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t('portal.search.label')}
        </label>
        <SearchInput
          inputClassName={searchFieldClass}
          id={inputId}
          value={search.query}
          onChange={(e) => search.setQuery(e.target.value)}
          placeholder={t('portal.search.placeholder')}
          aria-describedby={countId}
          autoComplete="off"
        />
      </div>

      {search.isError ? (
        <FormError message={t('portal.search.failed')} />
      ) : search.isLoading ? (
        <div
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label={t('portal.search.loading')}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={countId} className="text-sm text-slate-700" aria-live="polite" aria-busy={isSearching}>
              {count}
            </p>
            {isSearching && (
              <span className="inline-flex items-center gap-1.5 text-sm text-slate-600" aria-hidden>
                <Loader2 className="h-4 w-4 motion-safe:animate-spin" /> {t('portal.search.searching')}
              </span>
            )}
          </div>
          {variant === 'cards' && search.total === 0 && (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t('portal.search.noMatches')}
            </p>
          )}
          {showList && shown > 0 && (
            <ul
              ref={listRef}
              aria-label={t('portal.search.results')}
              aria-busy={isSearching}
              className={
                variant === 'cards'
                  ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'
                  : 'max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white'
              }
            >
              {results.map((est) => (
                <Item key={est.id} est={est} onPick={onPick} />
              ))}
            </ul>
          )}
          {showList && more && (
            <div className="flex flex-col items-center gap-2 text-center">
              <p id={moreId} className="text-sm text-slate-700">
                {more}
              </p>
              {search.hasMore && (
                <Button
                  variant="outline"
                  aria-describedby={moreId}
                  aria-disabled={search.isLoadingMore || isSearching || undefined}
                  className="min-w-40 aria-disabled:cursor-wait aria-disabled:opacity-70"
                  onClick={() => {
                    if (search.isLoadingMore || isSearching) return;
                    focusFrom.current = shown;
                    search.showMore();
                  }}
                >
                  {search.isLoadingMore && (
                    <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden />
                  )}
                  {search.isLoadingMore ? t('portal.search.loadingMore') : t('portal.search.showMore')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The picked business: address, category, area and rating with review count. */
export function BusinessSummary({ est }: { est: Establishment }) {
  const t = useT('portal');
  const category = useCategoryName();
  const area = useAreaName();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-lagoon-200 bg-lagoon-50/60 p-4">
      <Initial est={est} />
      <div className="min-w-0 text-sm">
        <p className="text-base font-semibold text-lagoon-900">{est.name}</p>
        <dl className="mt-1 grid gap-0.5 text-slate-700">
          <div className="flex gap-1">
            <dt className="sr-only">{t('portal.search.address')}</dt>
            <dd>{est.address ?? t('portal.search.noAddress')}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{t('portal.search.categoryArea')}</dt>
            <dd>
              {category(est.category?.id, est.category?.name) || t('portal.search.uncategorised')} ·{' '}
              {area(est.area?.id, est.area?.name)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{t('portal.search.rating')}</dt>
            <dd>
              <Rating rating={est.googleRating} count={est.googleReviewCount} />
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
