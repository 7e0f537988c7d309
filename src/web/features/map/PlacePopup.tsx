import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { OpenStatus } from '../hours';
import { type MapPoint, ratingSummary } from './map-logic';

/** Popup of a pin on the map page (divs, not p: Leaflet's CSS gives popup paragraphs wide margins): name, area, open now, Google rating, live message and a link. */
export function PlacePopup({ point }: { point: MapPoint }) {
  const t = useT('map');
  const p = usePaths();
  const rating = ratingSummary(point);
  return (
    <div className="min-w-44 max-w-64 font-sans text-slate-800">
      <div className="text-base leading-snug font-semibold text-lagoon-900">{point.name}</div>
      <div className="text-sm text-slate-600">{point.areaName ?? t('categories.unknownArea')}</div>
      <OpenStatus hours={point} className="mt-1 text-sm" />
      {rating ? (
        <div className="mt-1.5">
          <div className="flex items-center gap-1 text-sm">
            <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
            <span className="font-semibold">{rating.rating}</span>
            {point.googleReviewCount != null && (
              <span className="text-slate-600">({t('map.reviews', { count: point.googleReviewCount })})</span>
            )}
          </div>
          <div className="text-xs text-slate-600">{t('map.googleRatings')}</div>
        </div>
      ) : (
        <div className="mt-1.5 text-xs text-slate-600">{t('map.noRating')}</div>
      )}
      {point.eventTonight && (
        <div className="mt-1.5 text-sm [overflow-wrap:anywhere]">
          {t('map.eventTonight', point.eventTonight)}
        </div>
      )}
      {point.liveMessage && (
        <div className="mt-1.5 text-sm">
          <span className="font-semibold text-red-700">{t('map.livePrefix')} </span>
          {point.liveMessage}
        </div>
      )}
      <Link
        to={p.establishment(point.id)}
        className="mt-2 inline-block text-sm font-semibold text-lagoon-700 underline underline-offset-2 hover:text-lagoon-900"
      >
        {t('map.viewDetails')}
        <span className="sr-only"> {t('map.detailsOf', { name: point.name })}</span>
      </Link>
    </div>
  );
}
