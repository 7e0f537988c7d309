/**
 * The landing's live-updates feed's sizes, apart from its schemas: the browser's live stream patches the
 * feed with them and must not bring the validation library along (it loads after the page is idle).
 */

/** How many places the landing feed shows (and asks for), and the most any client may ask for. */
export const LIVE_FEED_DEFAULT = 10;
export const LIVE_FEED_MAX = 50;
/** Live updates sent per place in the feed, newest first. */
export const LIVE_FEED_UPDATES_PER_PLACE = 10;
