import { INSIGHT_EVENTS_URL } from '../../domain/api-urls';
import type { InsightKind } from '../../domain/schemas/insights';

// From the builder, not from the insights schemas: the public pages' initial JS stays free of zod.
const EVENTS_URL = INSIGHT_EVENTS_URL;

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
function optedOut(): boolean {
  const nav = navigator as Navigator & PrivacySignals;
  const win = window as Window & PrivacySignals;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || win.doNotTrack === '1';
}

/**
 * Counts one event for the owner's insights with navigator.sendBeacon: queued by the browser,
 * so a tap's own action (a link to WhatsApp, a share sheet) is never delayed, and sent even as the page
 * goes away. A string body goes as text/plain, a request without a CORS preflight. Never throws.
 */
export function countEvent(establishmentId: number, kind: InsightKind): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function' || optedOut()) return;
    navigator.sendBeacon(EVENTS_URL, JSON.stringify({ establishmentId, kind }));
  } catch {
    // Counting is never worth an error in a visitor's page.
  }
}
