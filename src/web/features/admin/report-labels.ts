import type { AdminReport } from '../../../domain/schemas/freshness';
import type { BadgeTone } from '../../ui/Badge';

// The Reports tab's own words (the admin's pages are English only); the kinds' and checkers' are shared.
export { CHECKED_BY_WORDS, REPORT_KIND_LABELS } from '../../lib/format';
export { reportKindText } from '../../lib/report-words';

type Outcome = NonNullable<AdminReport['outcome']>;

export const OUTCOME_LABELS: Record<Outcome, { label: string; tone: BadgeTone }> = {
  fixed: { label: 'Fixed', tone: 'green' },
  dismissed: { label: 'Dismissed', tone: 'slate' },
  confirmed: { label: 'Confirmed closed', tone: 'red' },
};

/** The toast once a report is resolved. */
export const RESOLVED_TITLES: Record<Outcome, string> = {
  fixed: 'Report marked fixed',
  dismissed: 'Report dismissed',
  confirmed: 'Closure confirmed: visitors now see the warning',
};

/** "no owner yet" (nobody to remind), "1 verified owner", "3 verified owners". */
export function ownersText(count: number): string {
  if (count <= 0) return 'no owner yet';
  return `${count} verified owner${count === 1 ? '' : 's'}`;
}

/** A stale listing whose owners were never mailed a reminder (or that has none to mail). */
export const NEVER_REMINDED = 'never reminded';
