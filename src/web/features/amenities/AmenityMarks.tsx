import { Check } from 'lucide-react';
import { type Amenities, amenityWords, cardAmenities } from '../../../domain/amenities';
import { useLocale } from '../../i18n';

/**
 * The two or three attributes that decide a visit to this kind of place, when the place has them: ticked
 * words (the attributes' own icons come with the place's page, not with every list).
 */
/** `attributes` may be missing from a reply kept offline by an older version of the guide. */
export function AmenityMarks({ categoryId, attributes }: { categoryId: number; attributes?: Amenities }) {
  const locale = useLocale();
  const shown = cardAmenities(categoryId, attributes ?? {});
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="card-amenities">
      {shown.map((key) => (
        <li
          key={key}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          <Check className="h-3.5 w-3.5 shrink-0 text-emerald-700" aria-hidden />
          <span className="min-w-0 wrap-anywhere">{amenityWords(key, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
