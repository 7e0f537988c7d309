import { AREAS } from '../../domain/constants';
import { useAreaFilter } from '../hooks/useAreaFilter';
import { useT } from '../i18n';
import { areaName } from '../i18n/names';

const OPTIONS = [null, ...AREAS.map((a) => a.id)];

/** docs/product.md#header-and-area-filter: All Areas (default), San Pedro, North Shore, Secret Beach — one at a time. */
export function AreaFilterBar({ className = '' }: { className?: string }) {
  const t = useT();
  const [areaId, setArea] = useAreaFilter();
  return (
    <fieldset className={`flex flex-wrap gap-2 ${className}`}>
      <legend className="sr-only">{t('categories.filterByArea')}</legend>
      {OPTIONS.map((id) => {
        const selected = areaId === id;
        return (
          <button
            key={id ?? 'all'}
            type="button"
            aria-pressed={selected}
            onClick={() => setArea(id)}
            className={`h-9 rounded-full border px-4 text-sm font-medium transition-colors ${
              selected
                ? 'border-lagoon-700 bg-lagoon-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-lagoon-500'
            }`}
          >
            {id === null ? t('categories.allAreas') : areaName(t, id)}
          </button>
        );
      })}
    </fieldset>
  );
}
