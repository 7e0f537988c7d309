import { belizeDaysBetween, checkedAgo } from '../../../domain/checked';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { OwnerReport } from '../../../domain/schemas/freshness';
import { CHECKED_BY_WORDS } from '../../lib/format';

export { REPORT_KIND_LABELS } from '../../lib/format';
export { reportKindText } from '../../lib/report-words';

/** Past this many days "7 months ago" is vague: the dashboard names the date as well. */
export const NAME_THE_DATE_AFTER_DAYS = 45;

type Check = Pick<Establishment, 'checkedAt' | 'checkedBy'>;

/** "Last checked today by the owner", "Last checked 7 months ago from Google" (the island's days). */
export function lastChecked(check: Check, now: Date): string {
  return `Last checked ${checkedAgo(check.checkedAt, now, 'en')} ${CHECKED_BY_WORDS[check.checkedBy]}`;
}

/** Whether "7 months ago" needs its date beside it. */
export const namesTheDate = (checkedAt: string, now: Date) =>
  belizeDaysBetween(new Date(checkedAt), now) >= NAME_THE_DATE_AFTER_DAYS;

/** One place's reports: the open ones first, each group in the server's order (newest first). */
export function reportsOf(reports: readonly OwnerReport[], establishmentId: number): OwnerReport[] {
  const mine = reports.filter((r) => r.establishmentId === establishmentId);
  return [...mine.filter((r) => r.status === 'open'), ...mine.filter((r) => r.status !== 'open')];
}

/** How many of one place's reports still wait for the guide. */
export const openReportCount = (reports: readonly OwnerReport[], establishmentId: number) =>
  reports.filter((r) => r.establishmentId === establishmentId && r.status === 'open').length;

/** A report's state for its owner: open, or how the guide resolved it. */
export function reportState(r: Pick<OwnerReport, 'status' | 'outcome'>): {
  label: string;
  tone: 'amber' | 'green' | 'slate';
} {
  if (r.status === 'open') return { label: 'Open', tone: 'amber' };
  if (r.outcome === 'confirmed') return { label: 'Closure confirmed by the guide', tone: 'slate' };
  return r.outcome === 'fixed'
    ? { label: 'Fixed', tone: 'green' }
    : { label: 'Dismissed by the guide', tone: 'slate' };
}
