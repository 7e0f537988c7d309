import { Cloud, CloudOff, Smartphone } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { useLocale, useT } from '../../i18n';
import { usePaths } from '../../paths';
import type { DeviceTrips } from './store';
import { formatMoment } from './trip-dates';

/** Where the lists are kept: on this device only, or on the account too (and when it last confirmed). */
export function SyncStatus({ trips }: { trips: DeviceTrips }) {
  const t = useT('trip');
  const locale = useLocale();
  const p = usePaths();
  const location = useLocation();
  const { user } = useCurrentUser();
  if (!user)
    return (
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
        <Smartphone className="h-4 w-4 shrink-0" aria-hidden />
        {t('trip.sync.deviceOnly')}{' '}
        <Link
          to={p.signIn(location.pathname + location.search)}
          className="font-medium text-lagoon-700 underline"
        >
          {t('trip.sync.signIn')}
        </Link>
      </p>
    );
  const synced = trips.accountId === user.id && trips.syncedAt;
  const Icon = trips.unsent || !synced ? CloudOff : Cloud;
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="sync-status">
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      {trips.unsent || !synced
        ? t('trip.sync.waiting')
        : t('trip.sync.syncedAt', { time: formatMoment(trips.syncedAt as string, locale) })}
    </p>
  );
}
