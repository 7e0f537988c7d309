// The face of the admin feature: what pages and other features may use of it.
export { AdminInsights } from './AdminInsights';
export { AdminStats } from './AdminStats';
export { AlertsList } from './AlertsList';
export { EstablishmentsTable } from './EstablishmentsTable';
export { ImportHistory } from './ImportHistory';
export { ImportPanel } from './ImportPanel';
export { PostAlertForm } from './PostAlertForm';
export { ReportsPanel } from './ReportsPanel';
export { ReviewQueue } from './ReviewQueue';
