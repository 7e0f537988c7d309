import { useImportHistory } from '../../api/admin';
import { plural } from '../../api/import-state';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';

const STATUS_TONE = { completed: 'green', failed: 'red', processing: 'lagoon' } as const;

/** Import History tab: every run, newest first, or 'No imports have been performed yet.' */
export function ImportHistory() {
  const history = useImportHistory();
  if (history.isError) return <FormError message="Failed to fetch import history" />;
  if (history.isLoading) return <Skeleton className="h-40" />;
  const records = history.data ?? [];
  if (records.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        No imports have been performed yet.
      </p>
    );
  return (
    <ul className="grid gap-3">
      {records.map((r) => {
        const status = r.status in STATUS_TONE ? r.status : 'pending';
        const m = r.metadata;
        return (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-medium text-slate-900">Google Places import #{r.id}</p>
                <p className="text-xs text-slate-600">
                  Started {formatDateTime(r.createdAt)}
                  {r.completedAt && ` · finished ${formatDateTime(r.completedAt)}`}
                </p>
              </div>
              <Badge tone={STATUS_TONE[status as keyof typeof STATUS_TONE] ?? 'slate'}>
                {status.charAt(0).toUpperCase() + status.slice(1)}
              </Badge>
            </div>
            <p className="mt-2 text-sm text-slate-700">
              {r.recordsProcessed} of {r.recordsTotal} places written
              {m &&
                (m.created !== undefined || m.updated !== undefined) &&
                ` · ${plural(m.created ?? 0, 'new draft')} · ${m.updated ?? 0} updated · ${m.skipped ?? 0} skipped`}
            </p>
            {r.errorLog && (
              <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">{r.errorLog}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
