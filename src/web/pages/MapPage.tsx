import { FilterX, RotateCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tonightByPlace } from '../../domain/event-times';
import { eventStartTime } from '../../domain/event-words';
import type { Locale } from '../../domain/locale';
import type { PageMeta } from '../../domain/page-head';
import { useAreas, useCategories } from '../api/catalog';
import { useEventsWindow } from '../api/events';
import { useMapExtent, useMapPins } from '../api/highlights';
import { OpenNowToggle } from '../features/hours';
import {
  type Bounds,
  EstablishmentMap,
  MapLoading,
  pinsToMapPoints,
  queryBox,
  usePositionEditor,
} from '../features/map';
import { type Translate, translate, useLocale, useT } from '../i18n';
import { categoryName } from '../i18n/names';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useRenderClock } from '../lib/useHydrated';
import { useTouchScreen } from '../lib/useMediaQuery';
import { pathsOf } from '../paths';
import { Button } from '../ui/Button';

const MAP_HEIGHT = 'min(600px, 75vh)';

type Filters = { category: number | null; area: number | null; open: 'now' | null };
const idFrom = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** ?category=, ?area= and ?open=now hold the filters, so a filtered map can be shared and survives reloads. */
function useMapFilters(): [Filters, (next: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    category: idFrom(params.get('category')),
    area: idFrom(params.get('area')),
    open: params.get('open') === 'now' ? 'now' : null,
  };
  // One call per change: React Router does not chain two setSearchParams calls of the same render.
  const set = (next: Partial<Filters>) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value) p.set(key, String(value));
          else p.delete(key);
        }
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filters, set];
}

function FilterSelect({
  label,
  allLabel,
  value,
  onChange,
  options,
  loading,
  nameOf,
}: {
  label: string;
  allLabel: string;
  value: number | null;
  onChange: (id: number | null) => void;
  options: { id: number; name: string }[] | undefined;
  loading: boolean;
  /** The option's name in the page's language (the categories'); the API's name otherwise. */
  nameOf?: (o: { id: number; name: string }) => string;
}) {
  const id = useId();
  const t = useT('map');
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-64">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={loading ? '' : (value ?? '')}
        disabled={loading}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 focus:border-lagoon-500 disabled:bg-slate-100 disabled:text-slate-600"
      >
        {loading ? (
          <option value="">{t('map.loadingOption')}</option>
        ) : (
          <>
            <option value="">{allLabel}</option>
            {options?.map((o) => (
              <option key={o.id} value={o.id}>
                {nameOf ? nameOf(o) : o.name}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}

/** This page's head, the same whatever its data: the server sends it in the page too (entry-server.tsx). */
export const mapHead = (locale: Locale): PageMeta => ({
  title: translate(locale, 'map.title'),
  description: translate(locale, 'map.description'),
  canonical: pathsOf(locale).map(),
});

/** "3 open now in this part of the map · 12 whose hours are not known": the open-now filter keeps both. */
function openHere(t: Translate, pins: readonly { openNow: boolean | null }[]): string {
  const open = pins.filter((p) => p.openNow === true).length;
  const unknown = pins.length - open;
  const parts = [t('map.openNowHere', { count: open })];
  if (unknown > 0) parts.push(t('map.hoursUnknownHere', { count: unknown }));
  return parts.join(' · ');
}

export default function MapPage() {
  const t = useT('map');
  const head = mapHead(useLocale());
  useDocumentTitle(head.title, head.description, { canonical: head.canonical });
  const [{ category: categoryId, area: areaId, open }, setFilters] = useMapFilters();
  const openNow = open === 'now';
  const categories = useCategories();
  const areas = useAreas();
  const filters = { categoryId, areaId };
  // The filter's count and extent (what the map fits to), then only the pins of the visible box.
  const extent = useMapExtent(filters);
  const [view, setView] = useState<Bounds | null>(null);
  const box = useMemo(() => (view ? queryBox(view) : null), [view]);
  const pins = useMapPins(box, { ...filters, openNow });
  const { now } = useRenderClock();
  const locale = useLocale();
  // Tonight's events (Belize) mark their places' pins until they end. The reply is what's on's own
  // (the default window), which the offline pack holds, so the marks show offline too.
  const events = useEventsWindow().data?.occurrences;
  const points = useMemo(() => {
    const tonight = tonightByPlace(events ?? [], now);
    return pinsToMapPoints(pins.data?.pins ?? [], now).map((point) => {
      const o = tonight.get(point.id);
      return o ? { ...point, eventTonight: { title: o.title, time: eventStartTime(o, locale) } } : point;
    });
  }, [pins.data, events, now, locale]);
  const editor = usePositionEditor();
  const touch = useTouchScreen();
  const hasFilter = categoryId !== null || areaId !== null || openNow;

  const total = extent.data?.total ?? 0;
  const located = extent.data?.located ?? 0;
  const shown = pins.data?.pins.length ?? 0;
  const failed = (extent.isError && !extent.data) || (pins.isError && !pins.data);
  const retry = () => {
    if (extent.isError) extent.refetch();
    if (pins.isError) pins.refetch();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">{t('map.title')}</h1>
      <p className="mt-1 text-slate-700">
        {t('map.intro')} {touch ? t('map.introTouch') : t('map.introPointer')}
      </p>

      <search className="mt-5 block">
        <form
          onSubmit={(e) => e.preventDefault()}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label={t('map.filterLabel')}
        >
          <FilterSelect
            label={t('map.category')}
            allLabel={t('map.allCategories')}
            value={categoryId}
            onChange={(category) => setFilters({ category })}
            options={categories.data}
            nameOf={(o) => categoryName(t, o.id, o.name)}
            loading={categories.isLoading}
          />
          <FilterSelect
            label={t('map.area')}
            allLabel={t('map.allAreas')}
            value={areaId}
            onChange={(area) => setFilters({ area })}
            options={areas.data}
            loading={areas.isLoading}
          />
          <div className="flex h-10 items-center">
            <OpenNowToggle on={openNow} onChange={(on) => setFilters({ open: on ? 'now' : null })} />
          </div>
          {hasFilter && (
            <Button variant="outline" onClick={() => setFilters({ category: null, area: null, open: null })}>
              <FilterX className="h-4 w-4" aria-hidden />
              {t('map.clearFilters')}
            </Button>
          )}
        </form>
      </search>

      <div className="mt-4">
        {extent.isLoading ? (
          <MapLoading height={MAP_HEIGHT} />
        ) : failed && !extent.data ? (
          <div
            role="alert"
            style={{ height: MAP_HEIGHT }}
            className="flex w-full flex-col items-center justify-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center"
          >
            <p className="font-semibold text-red-800">{t('map.failed')}</p>
            <Button variant="outline" onClick={retry}>
              <RotateCw className="h-4 w-4" aria-hidden />
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-700" aria-live="polite">
              {located === total
                ? t('map.count', { count: located })
                : t('map.countPartial', { located, total, missing: total - located })}
              {openNow && pins.data ? ` · ${openHere(t, pins.data.pins)}` : ''}
              {extent.isFetching || pins.isFetching ? ` · ${t('map.updating')}` : ''}
            </p>
            {total === 0 && !extent.isPlaceholderData && (
              <p className="mb-2 rounded-md bg-sand-100 px-3 py-2 text-sm text-slate-800">
                {t('map.noMatch')}
              </p>
            )}
            {pins.data?.capped && (
              <p className="mb-2 rounded-md bg-sand-100 px-3 py-2 text-sm text-slate-800">
                {t('map.capped', { shown, total: pins.data.total })}
              </p>
            )}
            {failed && (
              <div role="alert" className="mb-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
                <span>{t('map.failed')}</span>
                <Button variant="outline" size="sm" onClick={retry}>
                  <RotateCw className="h-4 w-4" aria-hidden />
                  {t('common.tryAgain')}
                </Button>
              </div>
            )}
            <EstablishmentMap
              points={points}
              fit={{ box: extent.data?.bounds ?? null }}
              onViewChange={setView}
              ariaLabel={t('map.ariaLabel')}
              height={MAP_HEIGHT}
              mode="explore"
              editor={editor ?? undefined}
            />
          </>
        )}
      </div>
    </div>
  );
}
