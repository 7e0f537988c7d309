// The face of the freshness feature: what pages and other features may use of it.
export { DashboardVisitors } from './DashboardVisitors';
export { ListingCheckControls } from './ListingCheck';
export { CheckedLine, ReportedClosedWarning } from './ListingFreshness';
export { openReportCount } from './visitor-reports';
export { useWaitingReportsSender } from './waiting-reports';

/** Loaded when seen: a place's last check and "Report a problem". */
export const loadListingTrust = () => import('./ListingTrust').then((m) => ({ default: m.ListingTrust }));
