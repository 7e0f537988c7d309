import { PACK_BUILT_AT_HEADER } from '../sw/policy';

/**
 * Whether the page has a connection to the guide, and how old the data it shows is. Offline means:
 * the browser says so, or the service worker answered this page with its cached shell (it marks
 * <html data-offline>: a signal that reaches nothing still reads navigator.onLine true), or a request
 * got no reply. Online again: the browser's `online` event, or a reply from the server (checked every
 * 30 s while offline). Every API reply read notes its date (the pack's build time for a reply from the
 * offline pack), so the notice can say "the guide as of …" for the oldest data shown.
 */
const RECHECK_MS = 30_000;

interface Connection {
  offline: boolean;
  /** Epoch ms of the oldest API reply read, or null. */
  dataAsOf: number | null;
}

const ONLINE: Connection = { offline: false, dataAsOf: null };
let state: Connection = ONLINE;
const listeners = new Set<() => void>();
let watching = false;
let recheck: ReturnType<typeof setInterval> | undefined;

function set(next: Partial<Connection>) {
  const merged = { ...state, ...next };
  if (merged.offline === state.offline && merged.dataAsOf === state.dataAsOf) return;
  state = merged;
  if (state.offline && !recheck) recheck = setInterval(checkServer, RECHECK_MS);
  if (!state.offline && recheck) {
    clearInterval(recheck);
    recheck = undefined;
  }
  for (const listener of listeners) listener();
}

function watch() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => {
    delete document.documentElement.dataset.offline;
    set({ offline: false });
  });
  window.addEventListener('offline', () => set({ offline: true }));
  set({ offline: !navigator.onLine || document.documentElement.dataset.offline === 'true' });
}

/** Any reply of our server means a connection (the worker's own cached replies come without one). */
function checkServer() {
  if (!navigator.onLine) return;
  fetch('/healthz', { cache: 'no-store' })
    .then((reply) => {
      if (reply.ok) {
        delete document.documentElement.dataset.offline;
        set({ offline: false });
      }
    })
    .catch(() => {});
}

export function subscribeConnection(listener: () => void) {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const connectionSnapshot = () => state;
export const serverConnectionSnapshot = () => ONLINE;

/** Called by the fetcher for every successful API reply. */
export function noteApiReply(reply: Response) {
  if (typeof window === 'undefined') return;
  const stamp = reply.headers.get(PACK_BUILT_AT_HEADER) ?? reply.headers.get('date');
  noteDataTime(stamp ? Date.parse(stamp) : Number.NaN);
}

/** The page shows data of this time (epoch ms): a reply's date, or a server-rendered page's render time. */
export function noteDataTime(at: number) {
  if (typeof window === 'undefined' || Number.isNaN(at)) return;
  if (state.dataAsOf === null || at < state.dataAsOf) set({ dataAsOf: at });
}

/** Called by the fetcher when a request got no reply at all. */
export function noteNoReply() {
  if (typeof window === 'undefined') return;
  set({ offline: true });
}
