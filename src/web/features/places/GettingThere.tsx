import { Navigation } from 'lucide-react';
import { formatGolfCartTime, formatStraightLine, formatWalkingTime } from '../../../domain/geo';
import { useLocale, useT } from '../../i18n';
import { UseMyLocationButton } from './UseMyLocationButton';

/**
 * How far a place is from the visitor, in a straight line, on foot and by golf cart; or, before the
 * visitor's location is known, the button that asks for it (only for a place on the map).
 */
export function GettingThere({ km, located }: { km: number | null; located: boolean }) {
  const t = useT('place');
  const locale = useLocale();
  if (km !== null)
    return (
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1">
          <Navigation className="h-4 w-4 text-lagoon-600" aria-hidden />
          {formatStraightLine(km, locale)}
        </span>
        <span>{formatWalkingTime(km, locale)}</span>
        <span>{formatGolfCartTime(km, locale)}</span>
      </p>
    );
  if (!located) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 pt-1">
      <span className="text-slate-600">{t('place.howFar')}</span>
      <UseMyLocationButton />
    </div>
  );
}
