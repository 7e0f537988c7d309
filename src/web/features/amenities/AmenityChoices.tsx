import { type AmenityKey, amenitiesOffered, amenityWords } from '../../../domain/amenities';
import { useLocale, useT } from '../../i18n';
import { Chip } from '../../ui/Chip';

/** Every attribute the category offers, as a toggle. */
export function AmenityChoices({
  id,
  categoryId,
  selected,
  onToggle,
}: {
  id: string;
  categoryId: number;
  selected: readonly AmenityKey[];
  onToggle: (key: AmenityKey) => void;
}) {
  const t = useT('category');
  const locale = useLocale();
  return (
    <fieldset id={id} className="rounded-xl border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('category.amenities.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {amenitiesOffered(categoryId).map((key) => (
          <Chip
            key={key}
            pressed={selected.includes(key)}
            onClick={() => onToggle(key)}
            className="h-auto min-h-9 py-1"
          >
            <span className="text-left">{amenityWords(key, locale)}</span>
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}
