/**
 * The landing's live-updates feed's sizes and order, apart from its schemas: the server answers in this
 * order and the browser's live stream patches the feed with it, and must not bring the validation
 * library along (it loads after the page is idle).
 */

/** How many places the landing feed shows (and asks for), and the most any client may ask for. */
export const LIVE_FEED_DEFAULT = 10;
export const LIVE_FEED_MAX = 50;
/** Live updates sent per place in the feed, newest first. */
export const LIVE_FEED_UPDATES_PER_PLACE = 10;

/**
 * Live updates newest first: the later `createdAt`, then the later posted (higher id) of two written at
 * the same moment. The database's order (`created_at desc, id desc`) is this one.
 */
export const newestUpdateFirst = (
  a: { createdAt: string; id: number },
  b: { createdAt: string; id: number },
) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/**
 * The feed's places, most recently updated first: by their newest live update (newest first, as
 * above), then the higher place id. Each place's `statusUpdates` is newest first and not empty.
 */
export const liveFeedOrder = (
  a: { id: number; statusUpdates: readonly { createdAt: string; id: number }[] },
  b: { id: number; statusUpdates: readonly { createdAt: string; id: number }[] },
) => newestUpdateFirst(a.statusUpdates[0], b.statusUpdates[0]) || b.id - a.id;
