import { Bookmark } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../hooks/useHydrated';
import { useT } from '../../i18n';
import { noPart } from '../../lib/optional-part';
import { usePaths } from '../../paths';
import { buttonClass } from '../ui/Button';

const TripCount = lazy(() => import('./TripCount').catch(noPart));

/** The header's link to the trip page; once the page runs, with how many places are saved. */
export function TripLink() {
  const t = useT();
  const p = usePaths();
  const hydrated = useHydrated();
  return (
    <Link
      to={p.trip()}
      className={buttonClass('ghost', 'sm', 'relative max-sm:px-2')}
      title={t('common.trip.link')}
    >
      <Bookmark className="h-5 w-5" aria-hidden />
      <span className="max-md:sr-only">{t('common.trip.link')}</span>
      {hydrated && (
        <Suspense fallback={null}>
          <TripCount />
        </Suspense>
      )}
    </Link>
  );
}
