import type { AdminReport, CheckedBy, ReportKind } from '../../../domain/schemas/freshness';
import type { BadgeTone } from '../ui/Badge';

// The Reports tab's words (the admin's pages are English only).

/** What the visitor says is wrong. */
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  closed: 'Closed for good',
  hours: 'Wrong hours',
  phone: 'Wrong phone or WhatsApp',
  location: 'Wrong location',
  other: 'Something else',
};

/** Who last said the listing is right, after "Last checked …". */
export const CHECKED_BY_LABELS: Record<CheckedBy, string> = {
  owner: 'by the owner',
  admin: 'by the guide',
  import: 'from Google',
  seed: 'from public sources',
};

type Outcome = NonNullable<AdminReport['outcome']>;

export const OUTCOME_LABELS: Record<Outcome, { label: string; tone: BadgeTone }> = {
  fixed: { label: 'Fixed', tone: 'green' },
  dismissed: { label: 'Dismissed', tone: 'slate' },
};

/** "no owner yet" (nobody to remind), "1 verified owner", "3 verified owners". */
export function ownersText(count: number): string {
  if (count <= 0) return 'no owner yet';
  return `${count} verified owner${count === 1 ? '' : 's'}`;
}

/** A stale listing whose owners were never mailed a reminder (or that has none to mail). */
export const NEVER_REMINDED = 'never reminded';
