/**
 * Whether this device keeps a visitor's report to send: a flag in localStorage, so the pages check it
 * without loading the outbox (IndexedDB and its code load only when there is something to send).
 */
const FLAG = 'ambergris-reports-waiting';

export function markKeptReports(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage refused (private mode): the report stays in the outbox, sent from its page next time.
  }
}

export function keptReports(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}
