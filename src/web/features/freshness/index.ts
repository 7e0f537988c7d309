// The face of the freshness feature: what pages and other features may use of it.
export { DashboardVisitors } from './DashboardVisitors';
export { ListingCheckControls } from './ListingCheck';
export { CheckedLine, ReportedClosedWarning } from './ListingFreshness';
export { ListingTrust } from './ListingTrust';
export { openReportCount } from './visitor-reports';
export { useWaitingReportsSender } from './waiting-reports';
