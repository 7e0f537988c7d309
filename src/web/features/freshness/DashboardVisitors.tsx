import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { OwnerReport } from '../../../domain/schemas/freshness';
import { errorMessage } from '../../api/fetcher';
import { useOwnerReports } from '../../api/owner-reports';
import { formatDateTime } from '../../lib/format';
import { usePaths } from '../../paths';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { ListingCheckCard } from './ListingCheck';
import { reportKindText, reportState, reportsOf } from './visitor-reports';

const linkClass = 'font-medium text-lagoon-700 underline underline-offset-2 hover:text-lagoon-800';

/** One visitor's report: what is wrong, their words (untrusted text, wrapped anywhere), when, its state. */
function ReportItem({ r }: { r: OwnerReport }) {
  const state = reportState(r);
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-3 text-sm sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{reportKindText(r)}</p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {r.message ? (
        <blockquote className="mt-2 border-l-2 border-slate-300 pl-3 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
          {r.message}
        </blockquote>
      ) : (
        <p className="mt-2 text-slate-600">No message.</p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        Reported <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
        {r.resolvedAt && (
          <>
            {' '}
            · resolved <time dateTime={r.resolvedAt}>{formatDateTime(r.resolvedAt)}</time>
          </>
        )}
      </p>
    </li>
  );
}

/** The reports of one place, open ones first, or why there are none to show. */
function ReportList({ est }: { est: Establishment }) {
  const query = useOwnerReports();
  if (query.isError)
    return <FormError message={`We could not load the reports: ${errorMessage(query.error)}`} />;
  if (!query.data)
    return (
      <div className="grid gap-3" role="status" aria-label="Loading visitors' reports">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  const reports = reportsOf(query.data, est.id);
  if (reports.length === 0)
    return <p className="text-slate-700">No visitor has reported a problem with this place.</p>;
  return (
    <ul aria-label={`Reports about ${est.name}`} className="grid gap-3">
      {reports.map((r) => (
        <ReportItem key={r.id} r={r} />
      ))}
    </ul>
  );
}

/**
 * The dashboard's Visitors say tab: whether the listing is still right (one tap says so), and what
 * visitors reported wrong with it. Reporters' addresses never reach an owner.
 */
export function DashboardVisitors({ est }: { est: Establishment }) {
  const paths = usePaths();
  return (
    <div className="grid gap-5">
      <ListingCheckCard est={est} />
      <Card>
        <section aria-labelledby="visitor-reports" className="grid gap-4">
          <div>
            <h2 id="visitor-reports" className="text-xl font-semibold text-lagoon-900">
              What visitors reported
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              If something is wrong, correct it in{' '}
              <Link to={paths.dashboard({ business: est.id, tab: 'details' })} className={linkClass}>
                Business Details
              </Link>
              ; if everything is right, say so above.
            </p>
          </div>
          {est.reportedClosed && (
            <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
              Several visitors reported this place closed for good: its page warns visitors until the guide
              has reviewed the reports.
            </p>
          )}
          <ReportList est={est} />
        </section>
      </Card>
    </div>
  );
}
