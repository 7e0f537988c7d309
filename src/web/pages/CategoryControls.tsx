// The category page's header, sort, view switch and empty state: the parts CategoryPage.tsx lays out.
import { ArrowLeft, LayoutGrid, Map as MapIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { SortKey } from '../../domain/listing';
import type { Category } from '../../domain/schemas/catalog';
import { useT } from '../i18n';
import { categoryDescription, categoryName } from '../i18n/names';
import { usePaths } from '../paths';
import { Button } from '../ui/Button';
import { CategoryIcon } from '../ui/CategoryIcon';
import { Skeleton } from '../ui/Skeleton';

/** The way home, the category's icon, name and description (or their placeholders while loading). */
export function CategoryHeader({
  categoryId,
  category,
}: {
  categoryId: number;
  category: Category | undefined;
}) {
  const t = useT('category');
  const p = usePaths();
  const description = categoryDescription(t, categoryId, category?.description);
  return (
    <>
      <Link
        to={p.home()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-lagoon-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('category.backHome')}
      </Link>

      <header className="mt-5 flex items-start gap-4">
        <span
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl text-lagoon-900"
          style={{ backgroundColor: `${category?.color ?? '#20B2AA'}26` }}
        >
          {category ? (
            <CategoryIcon icon={category.icon} className="h-7 w-7" />
          ) : (
            <Skeleton className="h-7 w-7" />
          )}
        </span>
        <div className="min-w-0">
          {category ? (
            <>
              <h1 className="font-serif text-[1.6rem] font-semibold min-[375px]:text-3xl text-lagoon-900 sm:text-4xl">
                {categoryName(t, categoryId, category.name)}
              </h1>
              {description && <p className="mt-1 max-w-2xl text-slate-700">{description}</p>}
            </>
          ) : (
            <>
              <h1 className="sr-only">{t('category.headingLoading')}</h1>
              <Skeleton className="h-9 w-64" />
              <Skeleton className="mt-2 h-5 w-80 max-w-full" />
            </>
          )}
        </div>
      </header>
    </>
  );
}

export function SortSelect({
  sort,
  distance,
  onChange,
}: {
  sort: SortKey;
  /** The visitor's location is known, so places can be sorted by distance. */
  distance: boolean;
  onChange: (sort: string) => void;
}) {
  const t = useT('category');
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span>{t('category.sortBy')}</span>
      <select
        value={sort}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        <option value="name">{t('category.sort.name')}</option>
        <option value="area">{t('category.sort.area')}</option>
        {distance && <option value="distance">{t('category.sort.distance')}</option>}
      </select>
    </label>
  );
}

const VIEW_LINK =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-700 aria-[current=page]:bg-white aria-[current=page]:text-lagoon-800 aria-[current=page]:shadow';

const VIEWS = [
  { view: 'grid', label: 'category.gridView', Icon: LayoutGrid },
  { view: 'map', label: 'category.mapView', Icon: MapIcon },
] as const;

/** This page's address showing `view`, its other parameters (area, filters) kept. */
function searchWithView(params: URLSearchParams, view: 'grid' | 'map') {
  const next = new URLSearchParams(params);
  if (view === 'map') next.set('view', 'map');
  else next.delete('view');
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * How many places were found, and the grid and map views as links to the page's address with `view`:
 * they work before the app has taken over the page, and without a tab widget's code.
 */
export function ViewSwitch({
  loading,
  count,
  view,
}: {
  loading: boolean;
  count: number;
  view: 'grid' | 'map';
}) {
  const t = useT('category');
  const [params] = useSearchParams();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {/* An h2 between the page's h1 and the cards' h3s, so heading levels do not skip. */}
      <h2 className="text-sm font-medium text-slate-700" aria-live="polite">
        {loading ? t('category.loadingList') : t('category.found', { count })}
      </h2>
      <nav aria-label={t('category.views')} className="inline-flex rounded-lg bg-slate-100 p-1">
        {VIEWS.map(({ view: shows, label, Icon }) => (
          <Link
            key={shows}
            to={{ search: searchWithView(params, shows) }}
            replace
            preventScrollReset
            aria-current={view === shows ? 'page' : undefined}
            className={VIEW_LINK}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {t(label)}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** No place matches: why, and the ways out (every area, closed places too, no planner filter). */
export function EmptyCategory({
  reason,
  onAllAreas,
  onShowClosed,
  onClearStayFilter,
  onClearAmenities,
}: {
  reason: 'openNow' | 'area' | 'category' | 'amenities';
  onAllAreas: () => void;
  onShowClosed?: () => void;
  onClearStayFilter?: () => void;
  onClearAmenities?: () => void;
}) {
  const t = useT('category');
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <p className="font-serif text-xl font-semibold text-slate-900">{t('category.empty.title')}</p>
      <p className="mt-2 text-slate-600">{t(`category.empty.${reason}`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onAllAreas}>
          {t('category.showAllAreas')}
        </Button>
        {onShowClosed && (
          <Button variant="ghost" onClick={onShowClosed}>
            {t('category.showClosed')}
          </Button>
        )}
        {onClearStayFilter && (
          <Button variant="ghost" onClick={onClearStayFilter}>
            {t('category.clearFilter')}
          </Button>
        )}
        {onClearAmenities && (
          <Button variant="ghost" onClick={onClearAmenities}>
            {t('category.amenities.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
