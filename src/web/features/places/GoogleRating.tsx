import { Star } from 'lucide-react';
import { useT } from '../../i18n';

/** A place's Google rating and review count, labelled as Google's (the landing's live cards, the detail page). */
export function GoogleRating({ rating, count }: { rating: number; count?: number | null }) {
  const t = useT('updates');
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
      <Star className="h-4 w-4 fill-sun-500 text-sun-500" aria-hidden />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      {count ? <span className="text-slate-600">({count})</span> : null}
      <span className="text-xs text-slate-500">{t('updates.googleRatings')}</span>
    </p>
  );
}
