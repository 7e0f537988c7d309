import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { type AmenityKey, amenityWords } from '../../../domain/amenities';
import { useLocale, useT } from '../../i18n';
import { Chip } from '../../ui/Chip';
import { AmenityChoices } from './AmenityChoices';

/**
 * The category's amenities as toggles: a place must have every one pressed. The chosen ones stay in view
 * (each removable); the list of all the category offers opens from the button.
 */
export function AmenityFilter({
  categoryId,
  selected,
  onChange,
}: {
  categoryId: number;
  selected: readonly AmenityKey[];
  onChange: (next: AmenityKey[]) => void;
}) {
  const t = useT('category');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (key: AmenityKey) =>
    onChange(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Chip aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
          {t('category.amenities.button')}
          {selected.length > 0 && ` (${selected.length})`}
          <span aria-hidden>{open ? '▴' : '▾'}</span>
        </Chip>
        {!open &&
          selected.map((key) => (
            <Chip
              key={key}
              onClick={() => toggle(key)}
              aria-label={t('category.amenities.remove', { name: amenityWords(key, locale) })}
              className="max-w-full border-lagoon-700 bg-lagoon-50 text-lagoon-900"
            >
              <span className="min-w-0 truncate">{amenityWords(key, locale)}</span>
              <X className="h-3.5 w-3.5 shrink-0" aria-hidden />
            </Chip>
          ))}
        {selected.length > 0 && (
          <button
            type="button"
            onClick={() => onChange([])}
            className="rounded text-sm font-medium text-lagoon-700 underline-offset-2 hover:underline"
          >
            {t('category.amenities.clear')}
          </button>
        )}
      </div>
      {open && <AmenityChoices id={panelId} categoryId={categoryId} selected={selected} onToggle={toggle} />}
    </div>
  );
}
