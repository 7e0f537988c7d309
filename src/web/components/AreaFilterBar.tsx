import { AREAS } from '../../domain/constants';
import { useAreaFilter } from '../hooks/useAreaFilter';

const OPTIONS = [{ id: null, name: 'All Areas' }, ...AREAS] as const;

/** docs/product.md#header-and-area-filter: All Areas (default), San Pedro, North Shore, Secret Beach — one at a time. */
export function AreaFilterBar({ className = '' }: { className?: string }) {
  const [areaId, setArea] = useAreaFilter();
  return (
    <fieldset className={`flex flex-wrap gap-2 ${className}`}>
      <legend className="sr-only">Filter by area</legend>
      {OPTIONS.map((o) => {
        const selected = areaId === o.id;
        return (
          <button
            key={o.name}
            type="button"
            aria-pressed={selected}
            onClick={() => setArea(o.id)}
            className={`h-9 rounded-full border px-4 text-sm font-medium transition-colors ${
              selected
                ? 'border-lagoon-700 bg-lagoon-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-lagoon-500'
            }`}
          >
            {o.name}
          </button>
        );
      })}
    </fieldset>
  );
}
