import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import { useEffect, useSyncExternalStore } from 'react';
import type { EstablishmentPatch } from '../../../domain/schemas/establishments';
import type { ReportBody } from '../../../domain/schemas/freshness';
import type { StatusUpdateInput } from '../../../domain/schemas/updates';

/**
 * A write kept on this device until it can be sent (api/outbox sends it): an owner's write, a
 * visitor's report of a place, or a signed-in visitor's lists to send to their account. IndexedDB rather
 * than localStorage: it survives the tab and the browser closing alike, does not block the page, and
 * a service worker can read it too.
 */
export type OutboxEntry = {
  /** Also the write's Idempotency-Key, made when the owner submitted: sending twice posts once. */
  id: string;
  /** Whose write: sent only while this account is signed in; null for a visitor's report (no account). */
  userId: number | null;
  createdAt: number;
  /**
   * waiting: sent when the connection returns; sign-in: the session ended, sent once the owner signs
   * in again; refused: the server said no (`error`), kept until the owner discards it.
   */
  state: 'waiting' | 'sign-in' | 'refused';
  error?: string;
} & (
  | { kind: 'status-update'; establishmentId: number; body: StatusUpdateInput }
  | { kind: 'details'; establishmentId: number; body: EstablishmentPatch }
  | { kind: 'report'; establishmentId: number; body: ReportBody }
  /**
   * The account's lists are behind this device's: one entry per account however many changes, as the
   * latest lists win (the account keeps, per list, the later copy). What is sent is read when it goes.
   */
  | { kind: 'trip-lists'; body: null }
);

let store: UseStore | null = null;
const outbox = () => {
  store ??= createStore('ambergris-outbox', 'writes');
  return store;
};

const EMPTY: readonly OutboxEntry[] = [];
let snapshot: readonly OutboxEntry[] = EMPTY;
const listeners = new Set<() => void>();
/** Other tabs of the site hear of changes, so a write sent by one leaves the others' lists. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('ambergris-outbox');
channel?.addEventListener('message', () => void reload());

async function reload(): Promise<void> {
  try {
    const all = await values<OutboxEntry>(outbox());
    snapshot = all.sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    snapshot = EMPTY; // IndexedDB unavailable: nothing is kept, nothing to show
  }
  for (const l of listeners) l();
}

async function changed(): Promise<void> {
  await reload();
  channel?.postMessage('changed');
}

/** Every kept write, oldest first, as stored now. */
export async function outboxEntries(): Promise<readonly OutboxEntry[]> {
  await reload();
  return snapshot;
}

/** Keeps a write; throws when the device cannot store it. */
export async function keep(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, outbox());
  await changed();
}

/** Changes a kept write's state, unless it was sent or discarded meanwhile. */
export async function mark(id: string, state: OutboxEntry['state'], error?: string): Promise<void> {
  const entry = await get<OutboxEntry>(id, outbox());
  if (!entry) return;
  await set(id, { ...entry, state, error }, outbox());
  await changed();
}

/** Forgets a write (sent, or discarded by the owner). */
export async function forget(id: string): Promise<void> {
  await del(id, outbox());
  await changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kept writes, oldest first, kept current as they change in this tab or another. */
export function useOutboxEntries(): readonly OutboxEntry[] {
  useEffect(() => {
    void outboxEntries();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}
