import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { amenitiesOfParam } from '../../domain/amenity-keys';
import { categoryJsonLd } from '../../domain/category-structured-data';
import { CATEGORY_IDS, type NightlyBand } from '../../domain/constants';
import type { LatLng } from '../../domain/geo';
import { isSortKey, type SortKey } from '../../domain/listing';
import { localizedPath } from '../../domain/locale';
import { isBand, isLocationPreference, type LocationPreference } from '../../domain/planner';
import type { Category } from '../../domain/schemas/catalog';
import { canonicalPaths } from '../../domain/structured-data';
import { categoriesQuery, establishmentsQuery, useCategories } from '../api/catalog';
import { establishmentPagesQuery, PAGE_SIZE, useEstablishmentPages } from '../api/establishment-pages';
import { AmenityFilter } from '../features/amenities';
import { OpenNowToggle } from '../features/hours';
import { EstablishmentMap, toMapPoints } from '../features/map';
import {
  AreaFilterBar,
  areaIdOf,
  EstablishmentGrid,
  UseMyLocationButton,
  useAreaFilter,
} from '../features/places';
import { type Translate, useLocale, useT } from '../i18n';
import { categoryDescription, categoryName } from '../i18n/names';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useUserLocation } from '../lib/useUserLocation';
import type { PageQuery } from '../page-loader';
import { paths } from '../paths';
import { Chip } from '../ui/Chip';
import { Skeleton } from '../ui/Skeleton';
import { CategoryHeader, EmptyCategory, SortSelect, ViewSwitch } from './CategoryControls';
import { LazyNotFoundPage as NotFoundPage } from './LazyNotFoundPage';

/** The most places the map view asks for at once (a category has a few dozen on the island). */
const MAP_LIMIT = 500;

function useParam(name: string) {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null, extra: string[] = []) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value) p.set(name, value);
        else p.delete(name);
        for (const k of extra) p.delete(k);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params.get(name), set] as const;
}

/** The category page (docs/product.md#category-page), for /category/:id and the fixed slugs; an unknown id is the 404 page. */
export function CategoryView({ categoryId }: { categoryId: number }) {
  const categories = useCategories();
  const known = categories.data?.some((c) => c.id === categoryId);
  if (!categories.isLoading && !known) return <NotFoundPage />;
  return <CategoryContent categoryId={categoryId} />;
}

/** The trip planner's filter as the note says it: "Essential (USD 50-150 per night) · San Pedro Center". */
function stayLabel(t: Translate, band: NightlyBand | null, location: LocationPreference | null): string {
  return [
    band && `${t(`category.band.${band}`)} (${t(`category.bandRange.${band}`)})`,
    location && t(`category.stayArea.${location}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The page's title, meta description, canonical link (the slug URL, in the page's language) and JSON-LD. */
function useCategoryHead(
  categoryId: number,
  category: Category | undefined,
  loading: boolean,
  shown: { id: number; name: string }[],
) {
  const t = useT('category');
  const locale = useLocale();
  const name = categoryName(t, categoryId, category?.name ?? t('category.title'));
  useDocumentTitle(
    category ? name : loading ? t('category.titleLoading') : t('category.title'),
    categoryDescription(t, categoryId, category?.description) ??
      t('category.metaDescription', { name: name.toLowerCase() }),
    {
      // One URL per category and language: its slug (the sitemap's), also for /category/:id and any filter or sort.
      canonical: localizedPath(canonicalPaths.category(categoryId) ?? paths.category(categoryId), locale),
      structuredData: category
        ? (origin) => categoryJsonLd({ id: categoryId, name }, shown, origin)
        : undefined,
    },
  );
  return name;
}

/**
 * What a category's list shows, from the page's query: the page's and its loader's one reading of it.
 * `location` is the visitor's (the server has none: its render sorts by name).
 */
function categoryList(categoryId: number, query: URLSearchParams, location: LatLng | null) {
  const isStays = categoryId === CATEGORY_IDS.accommodations;
  const bandParam = query.get('band');
  const locationParam = query.get('location');
  const sortParam = query.get('sort');
  const band = isStays && isBand(bandParam) ? bandParam : null;
  const stayLocation = isStays && isLocationPreference(locationParam) ? locationParam : null;
  // The server sorts and filters (stays by the planner's band and location) and sends a page at a time.
  const sort: SortKey = isSortKey(sortParam) && (sortParam !== 'distance' || location) ? sortParam : 'name';
  const filters = {
    categoryId,
    areaId: areaIdOf(query),
    band,
    location: stayLocation,
    openNow: query.get('open') === 'now',
    hideReportedClosed: query.get('closed') === 'hide',
    amenities: amenitiesOfParam(query.get('amenities')),
  };
  return {
    filters,
    sort,
    band,
    stayLocation,
    view: query.get('view') === 'map' ? ('map' as const) : ('grid' as const),
  };
}

type ListFilters = ReturnType<typeof categoryList>['filters'];
const listQuery = (filters: ListFilters, sort: SortKey, location: LatLng | null) => ({
  ...filters,
  sort,
  near: sort === 'distance' ? location : null,
});

/** The category page's first screen (page-loader.ts): the categories and the list's first page. */
export function categoryQueries(categoryId: number, query: URLSearchParams): PageQuery[] {
  const { filters, sort } = categoryList(categoryId, query, null);
  return [categoriesQuery(), establishmentPagesQuery(listQuery(filters, sort, null))];
}

function CategoryContent({ categoryId }: { categoryId: number }) {
  const t = useT('category');
  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === categoryId);
  const [areaId, setArea] = useAreaFilter();
  const { location } = useUserLocation();
  const [query] = useSearchParams();
  const [, setSort] = useParam('sort');
  const [, setBand] = useParam('band');
  const [, setOpen] = useParam('open');
  const [, setClosed] = useParam('closed');
  const [, setAmenities] = useParam('amenities');
  const { filters, sort, band, stayLocation, view } = categoryList(categoryId, query, location);
  const { openNow, hideReportedClosed, amenities } = filters;
  const stayFilter = Boolean(band || stayLocation);
  const list = useEstablishmentPages(listQuery(filters, sort, location));
  const shown = useMemo(() => list.data?.pages.flatMap((p) => p.establishments) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  // The map shows every place of the filter: the pages already loaded when they are all, else one
  // request for up to MAP_LIMIT of them.
  const allLoaded = list.isSuccess && !list.hasNextPage;
  const mapList = useQuery({
    ...establishmentsQuery({ ...filters, sort: 'name', limit: MAP_LIMIT }),
    enabled: view === 'map' && list.isSuccess && !allLoaded,
  });
  const onMap = allLoaded ? shown : (mapList.data ?? []);
  const mapPoints = useMemo(() => toMapPoints(onMap), [onMap]);
  const name = useCategoryHead(categoryId, category, categories.isLoading, shown);

  const loading = list.isLoading || categories.isLoading;
  const mapLoading = loading || (!allLoaded && mapList.isLoading);
  const count = total;
  const mapped = onMap.filter((e) => e.latitude !== null && e.longitude !== null);
  const clearStayFilter = () => setBand(null, ['location']);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <CategoryHeader categoryId={categoryId} category={category} />

      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <AreaFilterBar />
        <div className="flex flex-wrap items-center gap-3">
          <OpenNowToggle on={openNow} onChange={(on) => setOpen(on ? 'now' : null)} />
          {(hideReportedClosed || shown.some((e) => e.reportedClosed)) && (
            <Chip pressed={hideReportedClosed} onClick={() => setClosed(hideReportedClosed ? null : 'hide')}>
              {t('common.hideReportedClosed')}
            </Chip>
          )}
          <UseMyLocationButton />
          <SortSelect
            sort={sort}
            distance={location !== null}
            onChange={(s) => setSort(s === 'name' ? null : s)}
          />
        </div>
      </div>

      <div className="mt-4">
        <AmenityFilter
          categoryId={categoryId}
          selected={amenities}
          onChange={(next) => setAmenities(next.join(',') || null)}
        />
      </div>

      {stayFilter && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-lagoon-200 bg-lagoon-50 px-4 py-3 text-sm text-lagoon-900">
          <span>
            <span className="font-semibold">{t('category.plannerFilter')}</span>{' '}
            {stayLabel(t, band, stayLocation)}
          </span>
          <Chip onClick={clearStayFilter}>
            <X className="h-3.5 w-3.5" aria-hidden />
            {t('category.clearFilter')}
          </Chip>
        </div>
      )}

      <div className="mt-6">
        <ViewSwitch loading={loading} count={count} view={view} />
        {openNow && <p className="mt-2 text-sm text-slate-700">{t('category.openNowNote')}</p>}

        {view === 'grid' ? (
          <div className="mt-6">
            {!loading && count === 0 ? (
              <EmptyCategory
                reason={
                  openNow ? 'openNow' : amenities.length > 0 ? 'amenities' : areaId ? 'area' : 'category'
                }
                onAllAreas={() => setArea(null)}
                onShowClosed={openNow ? () => setOpen(null) : undefined}
                onClearStayFilter={stayFilter ? clearStayFilter : undefined}
                onClearAmenities={amenities.length > 0 ? () => setAmenities(null) : undefined}
              />
            ) : (
              <EstablishmentGrid
                establishments={shown}
                loading={loading}
                skeletons={6}
                markUnknownHours={openNow}
                paging={{
                  total,
                  pageSize: PAGE_SIZE,
                  hasMore: list.hasNextPage,
                  loadingMore: list.isFetchingNextPage,
                  onMore: () => list.fetchNextPage(),
                }}
              />
            )}
          </div>
        ) : (
          <div className="mt-6">
            {mapLoading ? (
              <Skeleton className="h-[480px] w-full rounded-xl" />
            ) : mapped.length === 0 ? (
              <div className="flex h-60 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white text-slate-700">
                {t('category.map.empty')}
              </div>
            ) : (
              <>
                {total > onMap.length && (
                  <p className="mb-3 text-sm text-slate-700">
                    {t('category.map.partial', { shown: onMap.length, total })}
                  </p>
                )}
                <EstablishmentMap
                  points={mapPoints}
                  ariaLabel={t('category.map.label', { name })}
                  fit="points"
                  height="min(70vh, 600px)"
                />
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
