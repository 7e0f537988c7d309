import { DEFAULT_INSIGHT_DAYS } from '../../../domain/schemas/insights';
import { errorMessage } from '../../api/fetcher';
import { useEstablishmentInsights } from '../../api/insights';
import { formatDateTime } from '../../lib/format';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { InsightsChart } from './InsightsChart';
import { InsightTotals } from './InsightTotals';

/** How the numbers are made, in the owner's words (decision 35). */
export const HOW_WE_COUNT =
  'Each visitor counts once a day for each action. We never track visitors: no cookies, no addresses ' +
  'kept, no profiles; search engines and link previews are left out, and so are visitors who ask not to ' +
  'be tracked. Numbers can be a few seconds behind.';

const visitors = (n: number) => `${n} ${n === 1 ? 'visitor' : 'visitors'}`;

/** The dashboard's Insights tab: the last 30 days of views and taps, and each live update's reach. */
export function DashboardInsights({ establishmentId, name }: { establishmentId: number; name: string }) {
  const query = useEstablishmentInsights(establishmentId, DEFAULT_INSIGHT_DAYS);
  if (query.isError)
    return <FormError message={`We could not load your insights: ${errorMessage(query.error)}`} />;
  if (!query.data)
    return (
      <div className="grid gap-4" role="status" aria-label="Loading insights">
        <Skeleton className="h-20" />
        <Skeleton className="h-56" />
      </div>
    );
  const { days, totals, updates } = query.data;
  return (
    <div className="grid gap-5">
      <Card>
        <h2 className="text-xl font-semibold text-lagoon-900">Last {days.length} days</h2>
        <p className="mt-1 text-sm text-slate-600">{HOW_WE_COUNT}</p>
        <div className="mt-4">
          <InsightTotals totals={totals} label={`${name}: totals of the last ${days.length} days`} />
        </div>
        <div className="mt-5">
          <InsightsChart days={days} label={`Visitors of ${name}`} />
        </div>
      </Card>
      <Card>
        <h2 className="text-xl font-semibold text-lagoon-900">Who saw your live updates</h2>
        {updates.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No live updates in the last {days.length} days.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {updates.map((u) => (
              <li
                key={u.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 p-3"
              >
                <div className="min-w-0">
                  <p className="text-sm whitespace-pre-line text-slate-800">{u.message}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    Posted <time dateTime={u.createdAt}>{formatDateTime(u.createdAt)}</time>
                  </p>
                </div>
                <p className="text-sm font-semibold text-lagoon-900">Seen by {visitors(u.views)}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
