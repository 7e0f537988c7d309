/**
 * The codes a series repeats by, apart from the event schemas (schemas/events.ts), so that the pages
 * that only show events (what's on, a place's events) read them without loading the validation library.
 */
export const EVENT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type EventFrequency = (typeof EVENT_FREQUENCIES)[number];
/** RFC 5545's weekday codes, Monday first. */
export const EVENT_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type EventWeekday = (typeof EVENT_WEEKDAYS)[number];
