/**
 * Set once the page has begun a full page load under the next version of the app (register-worker.ts):
 * a page's code fetched from then on may be cut off by the browser replacing the window, and that is
 * not a failure to show (React Router would flash its error page, and log it, before the new page).
 */
let leaving = false;

export function markLeaving() {
  leaving = true;
}

export const isLeaving = () => leaving;

/** `load`, except that once the page is leaving, its failure waits for the window to be replaced. */
export function unlessLeaving<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (leaving) return new Promise<T>(() => {});
    throw error;
  });
}
