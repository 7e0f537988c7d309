import { createContext, useContext, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while rendering on the server and while the browser hydrates server-rendered markup, true
 * right after (React re-renders the component) and in a plain client render. Values that differ
 * between server and browser (clock, time zone) use a fixed form until it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** When the server rendered the page (epoch ms); set by server rendering and by the browser while it hydrates. */
export const RenderTimeContext = createContext<number | null>(null);

/**
 * The island's zone (America/Belize, UTC-6 all year: Belize keeps no daylight saving time) as minutes
 * from UTC: server-rendered times are shown in it until the visitor's own zone takes over.
 */
const ISLAND_UTC_OFFSET = -360;

/**
 * The clock and time zone that time texts are computed with: the server's render time and the
 * island's offset from UTC until hydrated (so the browser's first render matches the server's markup), then the
 * visitor's clock and zone.
 */
export function useRenderClock(): { now: Date; utcOffset: number | null } {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderTimeContext);
  if (hydrated || renderedAt === null) return { now: new Date(), utcOffset: null };
  return { now: new Date(renderedAt), utcOffset: ISLAND_UTC_OFFSET };
}
