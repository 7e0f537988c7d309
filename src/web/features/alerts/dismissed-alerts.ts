import { useMemo, useSyncExternalStore } from 'react';

/**
 * The alerts a visitor dismissed in this tab, kept in sessionStorage (a new session shows them again).
 * The server knows nothing of them: a server-rendered page shows every alert, and the dismissed ones
 * go right after hydration (useSyncExternalStore renders with the server's empty list first).
 */

const KEY = 'ambergris:dismissed-alerts';
/** Enough for any real session; the oldest dismissals are forgotten first. */
const KEEP = 50;
const listeners = new Set<() => void>();
/** Where storage is refused (privacy mode), dismissals last as long as the page. */
let inMemory = '';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The stored list as its raw text: a string, so an unchanged list is an unchanged snapshot. */
function snapshot(): string {
  try {
    return storage()?.getItem(KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

export function parseDismissed(raw: string): Set<number> {
  try {
    const ids: unknown = JSON.parse(raw);
    if (Array.isArray(ids)) return new Set(ids.filter((id): id is number => Number.isInteger(id)));
  } catch {}
  return new Set();
}

export function dismissAlert(id: number) {
  const ids = [...parseDismissed(snapshot())].filter((d) => d !== id);
  ids.push(id);
  inMemory = JSON.stringify(ids.slice(-KEEP));
  try {
    storage()?.setItem(KEY, inMemory);
  } catch {}
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of the alerts dismissed in this tab; empty on the server and while hydrating. */
export function useDismissedAlerts(): ReadonlySet<number> {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  return useMemo(() => parseDismissed(raw), [raw]);
}
