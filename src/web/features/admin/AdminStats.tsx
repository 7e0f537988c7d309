import { Building2, CalendarClock, DownloadCloud, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAdminStats } from '../../api/admin';
import { formatDateTime } from '../../lib/format';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        {label}
        <span className="text-lagoon-700">{icon}</span>
      </dt>
      <dd className="mt-2 text-2xl font-semibold text-lagoon-900">{value}</dd>
    </div>
  );
}

/** Stat cards: Total Establishments, With Google Ratings, Last Import Count, Last Import. */
export function AdminStats() {
  const stats = useAdminStats();
  if (stats.isError) return <FormError message="Failed to fetch stats" />;
  if (stats.isLoading || !stats.data)
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label="Loading stats">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  const s = stats.data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Total Establishments"
        value={s.totalEstablishments}
        icon={<Building2 className="h-5 w-5" aria-hidden />}
      />
      <Stat
        label="With Google Ratings"
        value={s.withGoogleRatings}
        icon={<Star className="h-5 w-5" aria-hidden />}
      />
      <Stat
        label="Last Import Count"
        value={s.lastImportCount}
        icon={<DownloadCloud className="h-5 w-5" aria-hidden />}
      />
      <Stat
        label="Last Import"
        value={
          <span className="text-base sm:text-lg">
            {s.lastImportDate ? formatDateTime(s.lastImportDate) : 'Never'}
          </span>
        }
        icon={<CalendarClock className="h-5 w-5" aria-hidden />}
      />
    </dl>
  );
}
