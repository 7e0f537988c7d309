import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { buttonClass } from '../../ui/Button';
import { useTripStore } from './useTripStore';

/** The header's link to the trip page, with how many places are saved. */
export function TripLink() {
  const t = useT();
  const p = usePaths();
  const saved = useTripStore((store) => store.savedCount(), 0);
  return (
    <Link
      to={p.trip()}
      className={buttonClass('ghost', 'sm', 'relative max-lg:px-2')}
      title={t('common.trip.link')}
    >
      <Bookmark className="h-5 w-5" aria-hidden />
      <span className="max-lg:sr-only">{t('common.trip.link')}</span>
      {saved > 0 && (
        <>
          {' '}
          <span className="sr-only">{t('common.trip.count', { count: saved })}</span>
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-sun-500 px-1 text-center text-[10px] leading-4 font-bold text-slate-900"
          >
            {saved}
          </span>
        </>
      )}
    </Link>
  );
}
