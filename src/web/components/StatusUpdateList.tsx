import type { StatusUpdate } from '../../domain/schemas/catalog';
import { useCurrentUpdates } from '../hooks/useCurrentUpdates';
import { useRenderClock } from '../hooks/useHydrated';
import { formatUpdateAge, formatUpdateDate, newestFirst, updateTypeStyle } from '../lib/establishments';

export function UpdateTypeChip({ type }: { type: string }) {
  const style = updateTypeStyle(type);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase ring-1 ring-inset ${style.className}`}
    >
      {style.label}
    </span>
  );
}

/** Live updates newest first: type, message and when it was posted. */
export function StatusUpdateList({
  updates,
  max,
  dates = 'age',
  className = '',
  prefix,
}: {
  /** Words before the time, e.g. 'Updated'. */
  prefix?: string;
  updates: readonly StatusUpdate[];
  max?: number;
  /** 'age' shows '3 h ago', 'date' shows 'Jan 5, 3:04 PM'. */
  dates?: 'age' | 'date';
  className?: string;
}) {
  // Server-rendered pages: the server's clock and the island's zone until hydrated, then the visitor's.
  const { now, utcOffset } = useRenderClock();
  const sorted = newestFirst(useCurrentUpdates(updates));
  const shown = max ? sorted.slice(0, max) : sorted;
  const hidden = sorted.length - shown.length;
  return (
    <ul className={`space-y-2 ${className}`}>
      {shown.map((u) => (
        <li key={u.id} className="rounded-lg bg-sand-50 px-3 py-2 text-sm ring-1 ring-sand-200">
          <div className="flex flex-wrap items-center gap-2">
            <UpdateTypeChip type={u.type} />
            <time
              dateTime={u.createdAt}
              title={formatUpdateDate(u.createdAt, utcOffset)}
              className="text-xs text-slate-600"
            >
              {prefix ? `${prefix} ` : ''}
              {dates === 'age'
                ? formatUpdateAge(u.createdAt, now, utcOffset)
                : formatUpdateDate(u.createdAt, utcOffset)}
            </time>
          </div>
          <p className="mt-1 text-slate-800">{u.message}</p>
        </li>
      ))}
      {hidden > 0 && (
        <li className="text-xs text-slate-600">
          +{hidden} more update{hidden === 1 ? '' : 's'}
        </li>
      )}
    </ul>
  );
}
