import { Check, X } from 'lucide-react';
import { type Amenities, knownAmenities } from '../../../domain/amenities';
import { useLocale, useT } from '../../i18n';
import { AmenityIcon } from './AmenityIcon';

/**
 * What the place offers and does not, as its owner, the guide or Google answered: the yes answers with
 * their icons, then the no answers. An attribute nobody answered is not shown (not known is never a no).
 */
export default function PlaceAmenities({
  attributes,
  anchorId,
}: {
  attributes?: Amenities;
  /** The id its markup carries (lazyWhenSeen). */
  anchorId: string;
}) {
  const t = useT('place');
  const locale = useLocale();
  const known = knownAmenities(attributes ?? {}, locale);
  const yes = known.filter((a) => a.value);
  const no = known.filter((a) => !a.value);
  if (known.length === 0)
    return (
      <p id={anchorId} className="text-slate-600">
        {t('place.amenities.none')}
      </p>
    );
  return (
    <div id={anchorId} className="space-y-4" data-testid="place-amenities">
      {yes.length > 0 && (
        <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2" aria-label={t('place.amenities.offers')}>
          {yes.map((a) => (
            <li key={a.key} className="flex min-w-0 items-start gap-2 text-slate-800">
              <AmenityIcon amenity={a.key} className="mt-0.5 h-5 w-5 shrink-0 text-lagoon-700" />
              <span className="min-w-0 wrap-anywhere">{a.words}</span>
              <Check className="mt-1 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            </li>
          ))}
        </ul>
      )}
      {no.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{t('place.amenities.notOffered')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('place.amenities.notOffered')}>
            {no.map((a) => (
              <li
                key={a.key}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-sm text-slate-700"
              >
                <X className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0 wrap-anywhere">{a.words}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
