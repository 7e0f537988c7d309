import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminReport } from '../../../domain/schemas/freshness';
import { useAdminReports } from '../../api/admin-reports';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../paths';
import { Badge } from '../../ui/Badge';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { OUTCOME_LABELS, reportKindText } from './report-labels';

/** One decided report: the place, what was reported, the decision, its note and when. */
export function ResolvedItem({ report }: { report: AdminReport }) {
  const outcome = report.outcome ? OUTCOME_LABELS[report.outcome] : null;
  return (
    <li className="grid gap-1 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.establishment(report.establishmentId)}
          className="min-w-0 font-medium text-lagoon-800 underline-offset-2 wrap-anywhere hover:underline"
        >
          {report.establishmentName}
        </Link>
        <span className="text-sm text-slate-700">{reportKindText(report)}</span>
        {outcome && <Badge tone={outcome.tone}>{outcome.label}</Badge>}
      </div>
      {report.resolutionNote && (
        <p className="text-sm whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
          <span className="font-medium">Note:</span> {report.resolutionNote}
        </p>
      )}
      {report.resolvedAt && (
        <p className="text-xs text-slate-600">
          Resolved <time dateTime={report.resolvedAt}>{formatDateTime(report.resolvedAt)}</time>
        </p>
      )}
    </li>
  );
}

/** The decided reports, newest first, folded away under their count. */
export function ResolvedReports() {
  const resolved = useAdminReports('resolved');
  const headingId = useId();
  const list = resolved.data ?? [];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-lagoon-900">
        Resolved
      </h2>
      {resolved.isLoading ? (
        <ListLoading label="Loading resolved reports" count={1} className="h-12" />
      ) : resolved.isError ? (
        <ListError what="the resolved reports" error={resolved.error} />
      ) : list.length === 0 ? (
        <ListEmpty>No resolved reports yet.</ListEmpty>
      ) : (
        <details className="group rounded-xl border border-slate-200 bg-white shadow-sm">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-medium text-lagoon-800 hover:bg-lagoon-50 [&::-webkit-details-marker]:hidden">
            <ChevronRight
              className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90"
              aria-hidden
            />
            {list.length === 1 ? 'Show the resolved report' : `Show the last ${list.length} resolved reports`}
          </summary>
          <ul aria-labelledby={headingId} className="divide-y divide-slate-100 border-t border-slate-100">
            {list.map((r) => (
              <ResolvedItem key={r.id} report={r} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
