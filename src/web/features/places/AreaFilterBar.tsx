import { AREAS } from '../../../domain/constants';
import { useT } from '../../i18n';
import { areaName } from '../../i18n/names';
import { Chip } from '../../ui/Chip';
import { useAreaFilter } from './useAreaFilter';

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
          <Chip key={id ?? 'all'} pressed={selected} onClick={() => setArea(id)}>
            {id === null ? t('categories.allAreas') : areaName(t, id)}
          </Chip>
        );
      })}
    </fieldset>
  );
}
