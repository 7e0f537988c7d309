/**
 * The kinds of event `GET /api/live` sends, without their schemas (schemas/live.ts): a page listens for
 * them as soon as its stream opens, and loads the schemas (with zod) only when an event first arrives.
 * `events`: a place's events changed; pages refetch what's on. `reset`: the page missed too much; refetch
 * everything.
 */
export const LIVE_EVENT_KINDS = [
  'status-update',
  'status-update-removed',
  'alert',
  'alert-removed',
  'events',
  'reset',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
