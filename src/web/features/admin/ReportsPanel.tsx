import { useId, useRef } from 'react';
import { useAdminReports } from '../../api/admin-reports';
import { Badge } from '../../ui/Badge';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { ReportItem } from './ReportItem';
import { ResolvedReports } from './ResolvedReports';
import { StaleList } from './StaleList';

/** Visitors' reports waiting for a decision, oldest first, each with its resolve form. */
function OpenReports() {
  const open = useAdminReports('open');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = open.data?.length;
  // The resolved report's buttons are gone with it: the keyboard goes on from the list's heading.
  const focusList = () => heading.current?.focus();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-lagoon-900"
      >
        Open reports {count !== undefined && <Badge tone={count > 0 ? 'amber' : 'slate'}>{count}</Badge>}
      </h2>
      <p className="text-sm text-slate-600">
        What visitors say is wrong, oldest first. A reporter who left an address is thanked by mail when you
        mark the report fixed.
      </p>
      {open.isLoading ? (
        <ListLoading label="Loading open reports" />
      ) : open.isError ? (
        <ListError what="the open reports" error={open.error} />
      ) : open.data?.length ? (
        <ul aria-labelledby={headingId} className="grid gap-4">
          {open.data.map((r) => (
            <ReportItem key={r.id} report={r} onResolved={focusList} />
          ))}
        </ul>
      ) : (
        <ListEmpty>No open reports.</ListEmpty>
      )}
    </section>
  );
}

/** The admin's Reports tab: open reports to decide, the decided ones, and the listings gone stale. */
export function ReportsPanel() {
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <div className="grid content-start gap-8 lg:col-span-3">
        <OpenReports />
        <ResolvedReports />
      </div>
      <div className="lg:col-span-2">
        <StaleList />
      </div>
    </div>
  );
}
