/** The trip page's export of a plan to a calendar (.ics) and a map app (.gpx), all on the device. */
export { type CalendarOptions, tripCalendar } from './calendar';
export { CALENDAR_MIME_TYPE, downloadText, exportFileName, GPX_MIME_TYPE } from './download';
export { tripGpx } from './gpx';
export type { ExportDay, ExportPlan, ExportStop } from './types';
