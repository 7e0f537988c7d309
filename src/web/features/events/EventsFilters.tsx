import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES } from '../../../domain/constants';
import { useT } from '../../i18n';
import { categoryName } from '../../i18n/names';
import { Chip } from '../../ui/Chip';
import { AreaFilterBar } from '../places';

/** The chosen category lives in the URL (?category=1), like the area (?area=), so a link shares both. */
export function useCategoryFilter(): [number | null, (categoryId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('category'));
  const categoryId = CATEGORIES.some((c) => c.id === raw) ? raw : null;
  const setCategory = useCallback(
    (next: number | null) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set('category', String(next));
          else p.delete('category');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [categoryId, setCategory];
}

/**
 * The week's filters: its categories that have events (and the one chosen), then the areas. Chips are
 * toggles (aria-pressed), one of each kind at a time.
 */
export function EventsFilters({ categoryIds }: { categoryIds: ReadonlySet<number> }) {
  const t = useT('events');
  const [categoryId, setCategory] = useCategoryFilter();
  const shown = CATEGORIES.filter((c) => categoryIds.has(c.id) || c.id === categoryId);
  return (
    <search aria-label={t('events.filters')} className="mt-6 block space-y-3">
      {shown.length > 0 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('events.filterByCategory')}</legend>
          <Chip pressed={categoryId === null} onClick={() => setCategory(null)}>
            {t('events.allCategories')}
          </Chip>
          {shown.map((c) => (
            <Chip key={c.id} pressed={categoryId === c.id} onClick={() => setCategory(c.id)}>
              {categoryName(t, c.id, c.name)}
            </Chip>
          ))}
        </fieldset>
      )}
      <AreaFilterBar />
    </search>
  );
}
