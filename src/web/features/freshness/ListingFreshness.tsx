import { AlertTriangle, BadgeCheck, Clock } from 'lucide-react';
import { checkedAgo, isStale } from '../../../domain/checked';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useLocale, useT } from '../../i18n';
import { useRenderClock } from '../../lib/useHydrated';

type Checked = Pick<Establishment, 'checkedAt' | 'checkedBy'>;

/**
 * "Checked by the owner 3 days ago", or "Last checked 7 months ago" once the listing is stale: how
 * far a visitor can trust the page. Days are the island's, so the server's words and the phone's agree.
 */
export function CheckedLine({ e, className = '' }: { e: Checked; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { now } = useRenderClock();
  const ago = checkedAgo(e.checkedAt, now, locale);
  const stale = isStale(e.checkedAt, now);
  const Icon = stale ? Clock : BadgeCheck;
  return (
    <p
      className={`inline-flex items-center gap-1.5 ${stale ? 'text-amber-800' : 'text-slate-600'} ${className}`}
    >
      <Icon className={`h-4 w-4 shrink-0 ${stale ? 'text-amber-700' : 'text-lagoon-600'}`} aria-hidden />
      <time dateTime={e.checkedAt}>
        {t(stale ? 'common.checked.stale' : `common.checked.${e.checkedBy}`, { ago })}
      </time>
    </p>
  );
}

/** The warning of a place several visitors reported closed, until the guide resolves it. */
export function ReportedClosedWarning({ short = false }: { short?: boolean }) {
  const t = useT();
  return (
    <p
      className={`flex items-start gap-2 rounded-lg bg-amber-50 text-amber-900 ring-1 ring-amber-300 ${short ? 'px-2.5 py-1.5 text-xs font-medium' : 'px-4 py-3 text-sm'}`}
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
      {t(short ? 'common.reportedClosedShort' : 'common.reportedClosed')}
    </p>
  );
}
