/**
 * Work the first screen does not need (the live stream, the service worker's registration, the offline
 * message's code) waits until the page has settled: loaded, and with no download finished for a while,
 * so it neither shares a weak connection with what the visitor is waiting for nor adds to the main
 * thread's work while the page becomes usable. Then each piece runs in an idle moment of its own.
 */

/** How long no download may have finished before the page counts as settled. */
const QUIET_MS = 2_000;
/** An idle moment may take this long to come before the work runs anyway. */
const IDLE_TIMEOUT_MS = 3_000;

let settled: Promise<void> | null = null;

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The time the last download (script, image, API reply) finished, in performance.now() terms. */
function lastDownloadEnd(): number {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries.reduce((last, e) => Math.max(last, e.responseEnd), 0);
}

function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const quietFor = performance.now() - lastDownloadEnd();
      if (quietFor >= QUIET_MS) resolve();
      else window.setTimeout(check, QUIET_MS - quietFor);
    };
    check();
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(resolve, 0);
  });
}

/** Runs `work` once the page has settled, in an idle moment; in the browser only. */
export function afterSettled(work: () => void) {
  if (typeof window === 'undefined') return;
  settled ??= whenLoaded().then(whenQuiet);
  void settled.then(idle).then(work);
}
