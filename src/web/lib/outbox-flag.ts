/**
 * Whether this device keeps a write to send (the outbox, api/outbox): a flag in localStorage, so the
 * pages check it without loading the outbox (IndexedDB and its code load only when there is
 * something to send). Setting it also tells this tab (OUTBOX_CHANGED_EVENT), so a sender starts at once.
 */
const FLAG = 'ambergris-writes-waiting';
/** The flag's name when only reports were kept by it: a report kept before still counts. */
const REPORTS_FLAG = 'ambergris-reports-waiting';
/** Fired on the window when a write is kept. */
export const OUTBOX_CHANGED_EVENT = 'ambergris-writes-kept';

export function markOutboxWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
    localStorage.removeItem(REPORTS_FLAG);
  } catch {
    // Storage refused (private mode): the write stays in the outbox, sent from its page next time.
  }
  if (waiting && typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_CHANGED_EVENT));
}

export function outboxWaiting(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1' || localStorage.getItem(REPORTS_FLAG) === '1';
  } catch {
    return false;
  }
}
