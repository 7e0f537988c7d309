import type { DehydratedState } from '@tanstack/react-query';
import { LIVE_EVENT_META } from '../domain/ssr';

/**
 * What a server-rendered page hands to the browser, as JSON in `<script type="application/json"
 * id="ssr-data">` (data, not code: the CSP allows no inline scripts): the query cache the markup was
 * rendered from, and when it was rendered (time texts match it until hydrated, lib/useHydrated.ts).
 */
export interface SsrPayload {
  renderedAt: number;
  queries: DehydratedState;
}

/**
 * The digest of Suspense boundaries that server rendering leaves to the browser on purpose (the
 * browser-only Leaflet map, see client-only.tsx): hydration renders them without reporting an error.
 */
export const CLIENT_ONLY_DIGEST = 'client-only';

/** Whether this page came with SIGNED_OUT_META (domain/ssr.ts). */
export const pageSaysSignedOut = () =>
  document.querySelector('meta[name="session"][content="none"]') !== null;

/** The live event id the page was served with (domain/ssr.ts, LIVE_EVENT_META), if it has one. */
export function pageLiveEventId(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${LIVE_EVENT_META}"]`)?.content;
  return content && /^\d+$/.test(content) ? content : undefined;
}
