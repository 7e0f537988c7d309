// The freshness module's face: the only file other modules, app.ts and services.ts import.
export { type CheckService, createCheckService } from './checks';
export { createReportService, type ReportService } from './reports';
export { freshnessRoutes } from './routes';
export { REMINDER_RUN_EVERY_MS, startReminderSchedule } from './schedule';
