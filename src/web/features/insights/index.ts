// The face of the insights feature: what pages and other features may use of it.
export { DashboardInsights, HOW_WE_COUNT } from './DashboardInsights';
export { InsightsChart } from './InsightsChart';
export { InsightTotals } from './InsightTotals';
